import type { ApplicationFormValues, FieldErrors, FieldName } from './formValues';
import { choicesOf, SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { WORK_AUTHORIZATIONS, YES_NO } from './options';

interface Props {
  values: ApplicationFormValues;
  errors: FieldErrors;
  showH1bDetails: boolean;
  setField: <K extends FieldName>(name: K, value: ApplicationFormValues[K]) => void;
}

/** Shown for applicants in the USA; the H1B details only for H1B (decision 013). */
export function WorkAuthorizationFields({ values, errors, showH1bDetails, setField }: Props) {
  const yesNo = (name: 'i140Approved' | 'intrestedInTransfer', label: string) => (
    <SelectField name={name} label={label} required value={values[name]} onValue={(value) => setField(name, value)} error={errors[name]} width="col-sm-6" choices={choicesOf(YES_NO)} />
  );
  return (
    <>
      <SelectField
        name="workAuthorization"
        label="Work authorization"
        required
        value={values.workAuthorization}
        onValue={(value) => setField('workAuthorization', value)}
        error={errors.workAuthorization}
        width="col-sm-6"
        choices={choicesOf(WORK_AUTHORIZATIONS)}
      />
      {showH1bDetails && (
        <>
          <TextField name="h1bExpiryDate" label="H1B expiry date" type="date" required value={values.h1bExpiryDate} onValue={(value) => setField('h1bExpiryDate', value)} error={errors.h1bExpiryDate} width="col-sm-6" />
          {yesNo('i140Approved', 'I-140 approved')}
          {yesNo('intrestedInTransfer', 'Interested in transfer')}
        </>
      )}
    </>
  );
}
