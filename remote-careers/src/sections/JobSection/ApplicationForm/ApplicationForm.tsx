import { ACCEPTED_RESUME_TYPES, RESUME_FILE_ACCEPT, type Opening } from '@tekvana/shared';
import type { ApplicationClient } from '../../../api/applicationClient';
import { choicesOf, SelectField } from './fields/SelectField';
import { FileField } from './fields/FileField';
import { TextField } from './fields/TextField';
import type { ApplicationLists } from './mapping';
import { AVAILABILITIES, REASONS_FOR_CHANGE } from './options';
import { isdCodeOf } from './rules';
import { useApplicationForm } from './useApplicationForm';
import { WorkAuthorizationFields } from './WorkAuthorizationFields';

interface Props {
  opening: Opening;
  lists: ApplicationLists;
  client?: ApplicationClient;
}

/** The application form (decision 013), beside the job description. */
export function ApplicationForm({ opening, lists, client }: Props) {
  const form = useApplicationForm({ opening, lists, client });
  const { values, errors, visible, setField } = form;
  const isd = isdCodeOf(form.country);
  const text = (name: 'firstName' | 'lastName' | 'email' | 'city' | 'currentSalary' | 'expectedSalary' | 'desiredLocation' | 'customReason') => ({
    name,
    value: values[name],
    onValue: (value: string) => setField(name, value),
    error: errors[name],
  });
  const phone = (name: 'contactNumber' | 'whatsappNumber') => ({
    name,
    value: values[name],
    onValue: (value: string) => setField(name, value),
    error: errors[name],
    type: 'tel',
    inputMode: 'numeric' as const,
    maxLength: 10,
    prefix: isd,
    required: true,
    width: 'col-sm-6',
  });

  return (
    <form className="application-form" noValidate aria-labelledby="application-heading" aria-busy={form.submitting} onSubmit={form.submit}>
      <h2 id="application-heading" className="h3 mb-1">
        Apply for this job
      </h2>
      <p className="small text-body-secondary mb-3">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required.
      </p>
      <div className="row g-3">
        <TextField {...text('firstName')} label="First name" required maxLength={100} autoComplete="given-name" width="col-sm-6" />
        <TextField {...text('lastName')} label="Last name" required maxLength={100} autoComplete="family-name" width="col-sm-6" />
        <TextField {...text('email')} label="Email" type="email" required maxLength={254} autoComplete="email" />
        <TextField {...phone('contactNumber')} label="Contact number" autoComplete="tel-national" />
        <TextField {...phone('whatsappNumber')} label="WhatsApp number" />
        <SelectField
          name="country"
          label="Country"
          value={values.country}
          onValue={() => undefined}
          disabled
          error={undefined}
          width="col-sm-6"
          choices={lists.countries.map((c) => ({ value: c.COUNTRY_UUID, label: c.COUNTRY_NAME }))}
        />
        <SelectField
          name="state"
          label="State"
          required
          value={values.state}
          onValue={(value) => setField('state', value)}
          error={errors.state}
          width="col-sm-6"
          choices={lists.states.filter((s) => s.COUNTRY_UUID === values.country).map((s) => ({ value: s.STATE_UUID, label: s.STATE_NAME }))}
        />
        <TextField {...text('city')} label="City" maxLength={100} autoComplete="address-level2" width="col-sm-6" />
        <TextField
          name="bestTimeToCall"
          label="Best time to call"
          type="time"
          required
          value={values.bestTimeToCall}
          onValue={(value) => setField('bestTimeToCall', value)}
          error={errors.bestTimeToCall}
          width="col-sm-6"
        />
        {visible.workAuthorization && <WorkAuthorizationFields values={values} errors={errors} showH1bDetails={visible.h1bDetails} setField={setField} />}
        <SelectField name="availability" label="Availability" required value={values.availability} onValue={(value) => setField('availability', value)} error={errors.availability} width="col-sm-6" choices={choicesOf(AVAILABILITIES)} />
        <SelectField name="reasonForChange" label="Reason for change" required value={values.reasonForChange} onValue={(value) => setField('reasonForChange', value)} error={errors.reasonForChange} width="col-sm-6" choices={choicesOf(REASONS_FOR_CHANGE)} />
        {visible.customReason && <TextField {...text('customReason')} label="Your reason for change" required maxLength={500} />}
        <TextField {...text('currentSalary')} label="Current salary" required maxLength={100} width="col-sm-6" />
        <TextField {...text('expectedSalary')} label="Expected salary" required maxLength={100} width="col-sm-6" />
        <TextField {...text('desiredLocation')} label="Desired location" required maxLength={200} width="col-sm-6" />
        <SelectField
          name="recruiterContacted"
          label="Recruiter who contacted you"
          required
          value={values.recruiterContacted}
          onValue={(value) => setField('recruiterContacted', value)}
          error={errors.recruiterContacted}
          width="col-sm-6"
          choices={lists.recruiters.map((r) => ({ value: String(r.USERID), label: `${r.FIRSTNAME} ${r.LASTNAME}` }))}
        />
        <FileField name="resume" label={`Resume (${ACCEPTED_RESUME_TYPES}; up to 10 MB)`} accept={RESUME_FILE_ACCEPT} required error={errors.resume} resetKey={form.resetKey} onFile={(file) => setField('resume', file)} />
      </div>
      <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary px-4" disabled={form.submitting}>
          {form.submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {form.submitting ? 'Submitting…' : 'Submit application'}
        </button>
      </div>
      <div className="mt-3" role="status" aria-live="polite">
        {form.message && <div className={`alert alert-${form.message.tone} mb-0`}>{form.message.text}</div>}
      </div>
    </form>
  );
}
