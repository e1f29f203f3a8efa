import { choicesOf, SelectField, TextField, WhenShown } from '@tekvana/shared/forms';
import { WORK_AUTHORIZATIONS, YES_NO } from './options';

const HALF = 'col-sm-6';

/** Shown for applicants in the USA; the H1B details only for H1B (decision 013). */
export function WorkAuthorizationFields() {
  return (
    <>
      <SelectField
        name="workAuthorization"
        label="Work authorization"
        className={HALF}
        choices={choicesOf(WORK_AUTHORIZATIONS)}
      />
      <WhenShown name="h1bExpiryDate">
        <TextField name="h1bExpiryDate" label="H1B expiry date" type="date" className={HALF} />
        <SelectField name="i140Approved" label="I-140 approved" className={HALF} choices={choicesOf(YES_NO)} />
        <SelectField
          name="intrestedInTransfer"
          label="Interested in transfer"
          className={HALF}
          choices={choicesOf(YES_NO)}
        />
      </WhenShown>
    </>
  );
}
