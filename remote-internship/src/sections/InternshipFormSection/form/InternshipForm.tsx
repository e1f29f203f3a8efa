import type { ReactNode } from 'react';
import { CountryCodeField } from '../fields/CountryCodeField';
import { FormFieldsContext } from '../fields/FormFieldsContext';
import { InputField } from '../fields/InputField';
import { RadioField } from '../fields/RadioField';
import { ResumeField } from '../fields/ResumeField';
import { SelectField } from '../fields/SelectField';
import { ShownWhen } from '../fields/ShownWhen';
import { TextAreaField } from '../fields/TextAreaField';
import { FormActions } from './FormActions';
import {
  ACADEMIC_INTERNSHIP_OPTIONS,
  AREA_OF_INTEREST_OPTIONS,
  COUNTRY_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  QUALIFICATION_OPTIONS,
  REFERENCE_OPTIONS,
} from './internshipFields';
import { SubmitStatusMessage } from './SubmitStatusMessage';
import { useInternshipForm, type SubmitApplication } from './useInternshipForm';
import { ValidationSummary } from './ValidationSummary';

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="internship-form__group">
      <legend className="internship-form__legend">{legend}</legend>
      <div className="row g-3">{children}</div>
    </fieldset>
  );
}

/** The internship application form (decision 017): simulated submission, browser-native validation. */
export function InternshipForm({ submit }: { submit?: SubmitApplication }) {
  const form = useInternshipForm(submit);
  const submitting = form.status === 'submitting';
  return (
    <FormFieldsContext.Provider value={form}>
      <form
        className="internship-form"
        aria-label="Internship application"
        aria-busy={submitting}
        // The browser's checks still run (constraint validation API); the form reports them itself in a summary.
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <p className="internship-form__note">All fields are required unless marked optional.</p>
        <ValidationSummary errors={form.errors} />

        <FieldGroup legend="Personal details">
          <InputField name="firstName" label="First name" autoComplete="given-name" />
          <InputField name="lastName" label="Last name" autoComplete="family-name" />
          <RadioField name="gender" legend="Gender" options={GENDER_OPTIONS} />
          <InputField name="aadharCardNumber" label="Aadhaar card number (up to 12 digits)" type="number" optional />
        </FieldGroup>

        <FieldGroup legend="Contact details">
          <InputField name="email" label="Email" type="email" autoComplete="email" />
          <CountryCodeField />
          <InputField name="contactNumber" label="Contact number" type="tel" autoComplete="tel-national" className="col-7 col-sm-8 col-md-4" />
          <TextAreaField name="address" label="Address" rows={2} />
          <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} />
          <InputField name="state" label="State" autoComplete="address-level1" />
          <InputField name="city" label="City" autoComplete="address-level2" />
          <InputField name="pinCode" label="PIN code" type="number" autoComplete="postal-code" />
        </FieldGroup>

        <FieldGroup legend="Education and experience">
          <SelectField name="qualification" label="Qualification" options={QUALIFICATION_OPTIONS} />
          <RadioField name="experience" legend="Experience" options={EXPERIENCE_OPTIONS} />
          <ShownWhen field="academicInternship">
            <RadioField name="academicInternship" legend="Have you done an academic internship?" options={ACADEMIC_INTERNSHIP_OPTIONS} className="col-12" />
          </ShownWhen>
          <ShownWhen field="yearsOfExperience">
            <InputField name="yearsOfExperience" label="Years of experience" type="number" />
          </ShownWhen>
          <ShownWhen field="noticePeriod">
            <InputField name="noticePeriod" label="Notice period (days)" type="number" />
          </ShownWhen>
          <ShownWhen field="expectedSalary">
            <InputField name="expectedSalary" label="Expected salary (INR per year)" type="number" />
          </ShownWhen>
          <ShownWhen field="experienceSummary">
            <TextAreaField name="experienceSummary" label="Experience summary" rows={4} />
          </ShownWhen>
        </FieldGroup>

        <FieldGroup legend="Interest and referral">
          <SelectField name="areaOfInterest" label="Area of interest" options={AREA_OF_INTEREST_OPTIONS} />
          <ShownWhen field="areaOfInterestOthers">
            <InputField name="areaOfInterestOthers" label="Other area of interest" />
          </ShownWhen>
          <SelectField name="reference" label="How did you hear about us?" options={REFERENCE_OPTIONS} />
          <ShownWhen field="referenceName">
            <InputField name="referenceName" label="Reference name" />
          </ShownWhen>
          <TextAreaField name="referenceOthers" label="Reference details" rows={2} optional />
        </FieldGroup>

        <FieldGroup legend="Resume and comments">
          <ResumeField inputRef={form.resumeInput} onChoose={form.chooseResume} />
          <TextAreaField name="inlineResume" label="Resume text" rows={5} optional />
          <TextAreaField name="comments" label="Comments" rows={3} optional />
        </FieldGroup>

        <FormActions submitting={submitting} onReset={form.reset} />
        <SubmitStatusMessage status={form.status} />
      </form>
    </FormFieldsContext.Provider>
  );
}
