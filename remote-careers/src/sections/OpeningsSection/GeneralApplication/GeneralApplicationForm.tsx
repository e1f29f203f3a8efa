import type { Ref } from 'react';
import type { Country } from '@tekvana/shared';
import {
  CheckboxGroupField,
  ConsentFields,
  SchemaForm,
  SelectField,
  StatusMessage,
  SubmitButton,
  SubmitProgressPanel,
  TextField,
} from '@tekvana/shared/forms';
import type { GeneralApplicationClient } from '../../../api/generalApplicationClient';
import { isdCodeOf } from '../../../candidate/contactDetails';
import { PhoneField } from '../../../candidate/PhoneField';
import { RequiredNote } from '../../../components/RequiredNote';
import { ResumeField } from '../../../resume/ResumeField';

/** The fields a resume can fill (decision 078): the name as one, the phone's ten digits. */
const AUTOFILL = { fullName: 'fullName', email: 'email', phone: 'phone' } as const;
import { AREA_BOXES, AREAS_HINT, AREAS_LEGEND } from './areas';
import { generalSchemaFor } from './generalApplicationSchema';
import { useGeneralApplicationForm } from './useGeneralApplicationForm';

/** The prefix of the form's field ids ('general-application-fullName'). */
export const GENERAL_FORM_ID = 'general-application';
/** Decision 031: one draft for the form, kept like every form's (decision 028). */
export const GENERAL_DRAFT_KEY = 'careers.general';
const HEADING_ID = `${GENERAL_FORM_ID}-heading`;
const HALF = 'col-sm-6';

interface Props {
  countries: readonly Country[];
  /** The API call; tests pass a fake. */
  client?: GeneralApplicationClient;
  /** The heading, which takes focus when the form is opened. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A resume sent without an opening, for the areas the candidate chooses (decision 031). */
export function GeneralApplicationForm({ countries, client, headingRef }: Props) {
  const { form, message, send, progress } = useGeneralApplicationForm({ countries, client });
  const countryUuid = form.watch('country');
  const country = countries.find((c) => c.COUNTRY_UUID === countryUuid);
  return (
    <>
      {/* Before the form, so the draft notice and error summary follow the heading that focus lands on. */}
      <h4 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="h4 mb-1">
        Send us your resume
      </h4>
      <SchemaForm
        form={form}
        schemaFor={generalSchemaFor}
        idPrefix={GENERAL_FORM_ID}
        draft={{ key: GENERAL_DRAFT_KEY }}
        aria-labelledby={HEADING_ID}
        onValid={send}
      >
        <RequiredNote />
        <div className="row g-3">
          <TextField name="fullName" label="Full name" autoComplete="name" className={HALF} />
          <TextField name="email" label="Email" type="email" autoComplete="email" className={HALF} />
          <SelectField
            name="country"
            label="Country"
            className={HALF}
            choices={countries.map((c) => ({ value: c.COUNTRY_UUID, label: c.COUNTRY_NAME }))}
          />
          {/* The dialling code follows the country; until one is chosen there is none to show. */}
          <PhoneField name="phone" label="Contact number" isd={country && isdCodeOf(country)} className={HALF} />
          <CheckboxGroupField legend={AREAS_LEGEND} hint={AREAS_HINT} required boxes={AREA_BOXES} />
          <ResumeField autofill={AUTOFILL} />
          <ConsentFields consideredFor="roles in the areas I have chosen" withTalentPool={false} />
        </div>
        <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
          <SubmitButton label="Send my resume" busyLabel="Sending…" progress={progress} />
        </div>
        <StatusMessage message={message} />
      </SchemaForm>
      <SubmitProgressPanel run={progress.run} />
    </>
  );
}
