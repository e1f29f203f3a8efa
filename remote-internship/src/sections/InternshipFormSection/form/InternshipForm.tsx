import type { ReactNode } from 'react';
import { RESUME_FILE_ACCEPT } from '@tekvana/shared';
import {
  ConsentFields,
  FileField,
  FixedField,
  RadioGroupField,
  ResetButton,
  SchemaForm,
  SelectField,
  StatusMessage,
  SubmitButton,
  SubmitProgressPanel,
  TextField,
  WhenShown,
  ResumeAutofillSlot,
} from '@tekvana/shared/forms';
import {
  ACADEMIC_INTERNSHIP_OPTIONS,
  AREA_OF_INTEREST_OPTIONS,
  COUNTRY_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  INTERNSHIP_COUNTRY_CODE,
  QUALIFICATION_OPTIONS,
  REFERENCE_OPTIONS,
} from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';
import { RESUME_HINT } from './resumeCheck';
import { useInternshipForm } from './useInternshipForm';

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="internship-form__group">
      <legend className="internship-form__legend">{legend}</legend>
      <div className="row g-3">{children}</div>
    </fieldset>
  );
}

const HALF = 'col-md-6';

/**
 * The fields a resume can fill (docs/decisions/078-autofill-from-the-resume.md); years of experience waits, filled,
 * until Experienced is chosen.
 */
const AUTOFILL = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'contactNumber',
  yearsOfExperience: 'yearsOfExperience',
  // The form's number is an Indian one: a US number on a resume is not offered for it.
  phoneCountryCode: INTERNSHIP_COUNTRY_CODE,
} as const;

/** Where the form keeps its unsent answers (decision 028). */
export const INTERNSHIP_DRAFT_KEY = 'internship.application';

/**
 * The internship application form (decision 017, with the browser's own messages): it sends the application to
 * the staffing API and asks no Aadhaar number (decision 058).
 */
export function InternshipForm() {
  const { form, message, send, reset, progress } = useInternshipForm();
  return (
    <>
      <SchemaForm
        form={form}
        schemaFor={internshipSchemaFor}
        idPrefix="internship"
        // Decision 028: the unsent answers stay on this device (never the file or a consent) until sent or reset.
        draft={{ key: INTERNSHIP_DRAFT_KEY }}
        messages="browser"
        className="internship-form"
        aria-label="Internship application"
        onValid={send}
      >
        <p className="internship-form__note">All fields are required unless marked optional.</p>

        <FieldGroup legend="Personal details">
          <TextField name="firstName" label="First name" autoComplete="given-name" className={HALF} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" className={HALF} />
          <RadioGroupField name="gender" legend="Gender" choices={GENDER_OPTIONS} className={HALF} />
        </FieldGroup>

        <FieldGroup legend="Contact details">
          <TextField name="email" label="Email" type="email" autoComplete="email" className={HALF} />
          <FixedField
            name="countryCode"
            label="Country code"
            value={INTERNSHIP_COUNTRY_CODE}
            className="col-5 col-sm-4 col-md-2"
          />
          <TextField
            name="contactNumber"
            label="Contact number"
            // The number without its country code ("tel-national") is a text field to the HTML standard, which allows
            // that autofill name on text inputs only; the keypad still comes from inputMode.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            className="col-7 col-sm-8 col-md-4"
          />
          <TextField name="address" label="Address" rows={2} />
          <SelectField name="country" label="Country" choices={COUNTRY_OPTIONS} className={HALF} />
          <TextField name="state" label="State" autoComplete="address-level1" className={HALF} />
          <TextField name="city" label="City" autoComplete="address-level2" className={HALF} />
          <TextField name="pinCode" label="PIN code" type="number" autoComplete="postal-code" className={HALF} />
        </FieldGroup>

        <FieldGroup legend="Education and experience">
          <SelectField name="qualification" label="Qualification" choices={QUALIFICATION_OPTIONS} className={HALF} />
          <RadioGroupField name="experience" legend="Experience" choices={EXPERIENCE_OPTIONS} className={HALF} />
          <WhenShown name="academicInternship">
            <RadioGroupField
              name="academicInternship"
              legend="Have you done an academic internship?"
              choices={ACADEMIC_INTERNSHIP_OPTIONS}
            />
          </WhenShown>
          <WhenShown name="yearsOfExperience">
            <TextField name="yearsOfExperience" label="Years of experience" type="number" className={HALF} />
          </WhenShown>
          <WhenShown name="noticePeriod">
            <TextField name="noticePeriod" label="Notice period (days)" type="number" className={HALF} />
          </WhenShown>
          <WhenShown name="expectedSalary">
            <TextField name="expectedSalary" label="Expected salary (INR per year)" type="number" className={HALF} />
          </WhenShown>
          <WhenShown name="experienceSummary">
            <TextField name="experienceSummary" label="Experience summary" rows={4} />
          </WhenShown>
        </FieldGroup>

        <FieldGroup legend="Interest and referral">
          <SelectField
            name="areaOfInterest"
            label="Area of interest"
            choices={AREA_OF_INTEREST_OPTIONS}
            className={HALF}
          />
          <WhenShown name="areaOfInterestOthers">
            <TextField name="areaOfInterestOthers" label="Other area of interest" className={HALF} />
          </WhenShown>
          <SelectField
            name="reference"
            label="How did you hear about us?"
            choices={REFERENCE_OPTIONS}
            className={HALF}
          />
          <WhenShown name="referenceName">
            <TextField name="referenceName" label="Reference name" className={HALF} />
          </WhenShown>
          <TextField name="referenceOthers" label="Reference details" rows={2} />
        </FieldGroup>

        <FieldGroup legend="Resume and comments">
          <FileField
            name="resumeAttachment"
            label="Resume"
            hint={RESUME_HINT}
            accept={RESUME_FILE_ACCEPT}
            // A file the API would refuse is named as soon as it is chosen.
            checkOnChoose
          />
          <ResumeAutofillSlot name="resumeAttachment" targets={AUTOFILL} />
          <TextField name="inlineResume" label="Resume text" rows={5} />
          <TextField name="comments" label="Comments" rows={3} />
        </FieldGroup>

        <FieldGroup legend="Your data">
          <ConsentFields consideredFor="an internship" />
        </FieldGroup>

        <div className="internship-form__actions">
          <SubmitButton
            label="Submit application"
            busyLabel="Submitting…"
            className="btn btn-primary internship-form__submit"
            progress={progress}
          />
          <ResetButton onReset={reset} className="btn btn-outline-secondary" />
        </div>
        <StatusMessage message={message} />
      </SchemaForm>
      <SubmitProgressPanel run={progress.run} />
    </>
  );
}
