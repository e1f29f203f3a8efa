import { useRef } from 'react';
import { randomId } from '@tekvana/shared';
import {
  CheckboxField,
  FormNotice,
  outcomeMessage,
  ResetButton,
  SchemaForm,
  StatusMessage,
  SubmitButton,
  TextField,
  useSchemaForm,
  useTimedMessage,
} from '@tekvana/shared/forms';
import { contactSchemaFor, EMPTY_CONTACT_FORM, type ContactFormValues } from './contactForm';
import { sendContactMail } from './contactMail';

/** The enquiry form. It empties only after a successful send: a failure keeps every typed value for a retry. */
export function ContactForm() {
  const form = useSchemaForm(contactSchemaFor, EMPTY_CONTACT_FORM);
  const [outcome, showOutcome] = useTimedMessage();
  // One idempotency key per enquiry: kept while the same values are sent again, new once they change.
  const sending = useRef<{ key: string; values: string } | undefined>(undefined);

  async function send(values: ContactFormValues) {
    const fingerprint = JSON.stringify(values);
    if (sending.current?.values !== fingerprint) sending.current = { key: randomId(), values: fingerprint };
    const sent = await sendContactMail(values, sending.current.key);
    showOutcome(outcomeMessage(sent.sent ? { ok: true } : { ok: false, retryAfterSeconds: sent.retryAfterSeconds }));
    if (sent.sent) {
      form.reset(EMPTY_CONTACT_FORM);
      sending.current = undefined;
    }
  }

  return (
    <SchemaForm
      form={form}
      schemaFor={contactSchemaFor}
      idPrefix="contact"
      draft={{ key: 'content.contact' }}
      className="tk-contact-form"
      aria-label="Contact form"
      onValid={send}
    >
      <p className="form-text mt-0 mb-3">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="row g-3 mb-4">
        <TextField name="name" label="Name" autoComplete="name" className="col-12 col-md-6" />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" className="col-12 col-md-6" />
        <TextField name="contactNumber" label="Contact number" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField name="message" label="Message" rows={5} />
        <CheckboxField
          name="smsOptIn"
          summaryLabel="SMS messages"
          label="I agree to receive SMS messages about my enquiry. Message and data rates may apply; reply STOP to opt out."
        />
        <FormNotice purpose="We use what you send only to answer your enquiry" />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton label="Submit" />
        <ResetButton onReset={() => form.reset(EMPTY_CONTACT_FORM)} />
      </div>
      <StatusMessage message={outcome} />
    </SchemaForm>
  );
}
