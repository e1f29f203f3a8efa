import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MESSAGES, MESSAGE_CLEAR_DELAY_MS, randomId, tooManyRequestsMessage } from '@tekvana/shared';
import { useTimedMessage } from '../../hooks/useTimedMessage';
import { EMPTY_CONTACT_FORM, invalidFields, type ContactField, type ContactFormValues } from './contactForm';
import { sendContactMail, type ContactOutcome } from './contactMail';
import { TextField } from './TextField';

function outcomeText(outcome: ContactOutcome): string {
  if (outcome.sent) return MESSAGES.submitSuccess;
  return outcome.retryAfterSeconds === undefined ? MESSAGES.submitFailure : tooManyRequestsMessage(outcome.retryAfterSeconds);
}

/**
 * The enquiry form. The browser's own checks decide validity (required fields, e-mail type); the messages are
 * ours, so they are announced and styled. The form empties only after a successful send: a failure keeps
 * every typed value for a retry.
 */
export function ContactForm() {
  const formId = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Count of the last failed check, for the live region: focus alone tells only of the first field.
  const [invalidCount, setInvalidCount] = useState(0);
  const [outcome, showOutcome] = useTimedMessage<ContactOutcome>(MESSAGE_CLEAR_DELAY_MS);
  // One idempotency key per enquiry: kept while the same values are sent again, new once they change.
  const sending = useRef<{ key: string; values: string } | undefined>(undefined);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value, type } = event.target;
    const field = name as ContactField;
    const next = type === 'checkbox' ? (event.target as HTMLInputElement).checked : value;
    setValues((current) => ({ ...current, [field]: next }));
    // Editing a field takes its error style away; the next submit checks it again.
    setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const found = invalidFields(form);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      setErrors(found);
      setInvalidCount(Object.keys(found).length);
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setInvalidCount(0);
    setSubmitting(true);
    const fingerprint = JSON.stringify(values);
    if (sending.current?.values !== fingerprint) sending.current = { key: randomId(), values: fingerprint };
    const sent = await sendContactMail(values, sending.current.key);
    setSubmitting(false);
    showOutcome(sent);
    if (sent.sent) {
      setValues(EMPTY_CONTACT_FORM);
      sending.current = undefined;
    }
  }

  function handleReset() {
    setValues(EMPTY_CONTACT_FORM);
    setErrors({});
    setInvalidCount(0);
  }

  const smsId = `${formId}-smsOptIn`;
  return (
    <form className="tk-contact-form" noValidate onSubmit={handleSubmit} aria-busy={submitting} aria-label="Contact form">
      <p className="form-text mt-0 mb-3">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="row g-0 gx-md-3">
        <div className="col-12 col-md-6">
          <TextField formId={formId} name="name" label="Name" value={values.name} onChange={handleChange} error={errors.name} required autoComplete="name" />
        </div>
        <div className="col-12 col-md-6">
          <TextField formId={formId} name="email" label="E-mail" type="email" value={values.email} onChange={handleChange} error={errors.email} required autoComplete="email" />
        </div>
      </div>
      <TextField
        formId={formId}
        name="contactNumber"
        label="Contact number"
        type="tel"
        value={values.contactNumber}
        onChange={handleChange}
        error={errors.contactNumber}
        autoComplete="tel"
        inputMode="tel"
      />
      <TextField formId={formId} name="message" label="Message" multiline value={values.message} onChange={handleChange} error={errors.message} required />
      <div className="form-check mb-4">
        <input
          id={smsId}
          name="smsOptIn"
          type="checkbox"
          className={`form-check-input${errors.smsOptIn ? ' is-invalid' : ''}`}
          checked={values.smsOptIn}
          onChange={handleChange}
          required
          aria-invalid={errors.smsOptIn ? true : undefined}
          aria-describedby={errors.smsOptIn ? `${smsId}-error` : undefined}
        />
        <label className="form-check-label" htmlFor={smsId}>
          I agree to receive SMS messages about my enquiry. Message and data rates may apply; reply STOP to opt out.
          <span aria-hidden="true" className="tk-required"> *</span>
        </label>
        {errors.smsOptIn && (
          <div id={`${smsId}-error`} className="invalid-feedback">
            {errors.smsOptIn}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary px-4" disabled={submitting}>
          {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Submit
          {submitting && <span className="visually-hidden"> (sending)</span>}
        </button>
        <button type="button" className="btn btn-outline-primary px-4" onClick={handleReset} disabled={submitting}>
          Reset
        </button>
      </div>
      <div role="status" className="tk-contact-form__status">
        {invalidCount > 0 && !outcome && (
          <p className="text-danger mb-0 mt-3">{`Please correct the ${invalidCount === 1 ? 'field' : `${invalidCount} fields`} marked above.`}</p>
        )}
        {outcome && (
          <p className={`alert ${outcome.sent ? 'alert-success' : 'alert-danger'} mb-0 mt-3`}>{outcomeText(outcome)}</p>
        )}
      </div>
    </form>
  );
}
