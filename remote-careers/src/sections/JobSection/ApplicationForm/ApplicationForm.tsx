import { useMemo } from 'react';
import type { Opening } from '@tekvana/shared';
import {
  choicesOf,
  ConsentFields,
  SchemaForm,
  SelectField,
  StatusMessage,
  SubmitButton,
  SubmitProgressPanel,
  TextField,
  WhenShown,
} from '@tekvana/shared/forms';
import { isdCodeOf } from '../../../candidate/contactDetails';
import { PhoneField } from '../../../candidate/PhoneField';
import { RequiredNote } from '../../../components/RequiredNote';
import { ResumeField } from '../../../resume/ResumeField';

/** The fields a resume can fill (decision 078): the contact number takes its ten digits. */
const AUTOFILL = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'contactNumber',
  currentTitle: 'currentTitle',
  linkedIn: 'linkedIn',
  gitHub: 'gitHub',
} as const;
import type { ApplicationLists } from './mapping';
import { AVAILABILITIES, REASONS_FOR_CHANGE } from './options';
import { useApplicationForm } from './useApplicationForm';
import { WorkAuthorizationFields } from './WorkAuthorizationFields';

interface Props {
  opening: Opening;
  lists: ApplicationLists;
}

const HALF = 'col-sm-6';

/** The prefix of the form's field ids ('application-firstName'). */
export const APPLICATION_FORM_ID = 'application';

/** The application form (decision 013), beside the job description. */
export function ApplicationForm({ opening, lists }: Props) {
  const { form, schemaFor, country, message, send, showInvalid, progress } = useApplicationForm({ opening, lists });
  const isd = isdCodeOf(country);
  // The contact number is one of the opening's country: a resume's number of another country is not offered for it.
  const autofill = useMemo(() => ({ ...AUTOFILL, phoneCountryCode: isd }), [isd]);
  return (
    <>
      <SchemaForm
        form={form}
        schemaFor={schemaFor}
        idPrefix={APPLICATION_FORM_ID}
        draft={{ key: `careers.application.${opening.REQ_ID}` }}
        className="application-form"
        aria-labelledby="application-heading"
        onValid={send}
        onInvalid={showInvalid}
      >
        <h2 id="application-heading" className="h3 mb-1">
          Apply for this job
        </h2>
        <RequiredNote />
        <div className="row g-3">
          <TextField name="firstName" label="First name" autoComplete="given-name" className={HALF} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" className={HALF} />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <PhoneField name="contactNumber" label="Contact number" isd={isd} className={HALF} />
          <TextField
            name="whatsappNumber"
            label="WhatsApp number"
            type="tel"
            inputMode="numeric"
            prefix={isd}
            className={HALF}
          />
          {/* Fixed to the opening's country: the only choice it could show. */}
          <SelectField
            name="country"
            label="Country"
            disabled
            className={HALF}
            choices={country ? [{ value: country.COUNTRY_UUID, label: country.COUNTRY_NAME }] : []}
          />
          <SelectField
            name="state"
            label="State"
            className={HALF}
            choicesWhenLive
            choices={lists.states.map((s) => ({ value: s.STATE_UUID, label: s.STATE_NAME }))}
          />
          <TextField name="city" label="City" autoComplete="address-level2" className={HALF} />
          <TextField name="bestTimeToCall" label="Best time to call" type="time" className={HALF} />
          <WhenShown name="workAuthorization">
            <WorkAuthorizationFields />
          </WhenShown>
          <SelectField name="availability" label="Availability" className={HALF} choices={choicesOf(AVAILABILITIES)} />
          <SelectField
            name="reasonForChange"
            label="Reason for change"
            className={HALF}
            choices={choicesOf(REASONS_FOR_CHANGE)}
          />
          <WhenShown name="customReason">
            <TextField name="customReason" label="Your reason for change" />
          </WhenShown>
          <WhenShown name="currentSalary">
            <TextField name="currentSalary" label="Current salary" className={HALF} />
          </WhenShown>
          <TextField name="expectedSalary" label="Expected salary" className={HALF} />
          <TextField name="desiredLocation" label="Desired location" className={HALF} />
          <TextField name="currentTitle" label="Current job title" autoComplete="organization-title" className={HALF} />
          <TextField name="linkedIn" label="LinkedIn profile" type="url" className={HALF} />
          <TextField name="gitHub" label="GitHub profile" type="url" className={HALF} />
          <SelectField
            name="recruiterContacted"
            label="Recruiter who contacted you"
            className={HALF}
            choices={lists.recruiters.map((r) => ({ value: String(r.USERID), label: `${r.FIRSTNAME} ${r.LASTNAME}` }))}
          />
          <ResumeField autofill={autofill} />
          <ConsentFields consideredFor="this role" />
        </div>
        <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
          <SubmitButton label="Submit application" busyLabel="Submitting…" progress={progress} />
        </div>
        <StatusMessage message={message} />
      </SchemaForm>
      <SubmitProgressPanel run={progress.run} />
    </>
  );
}
