import { MESSAGES } from '@tekvana/shared';
import { CONSENT_REQUIRED_MESSAGE } from '@tekvana/shared/forms';
import { EMAIL_REQUIRED, INVALID_EMAIL } from '../../../candidate/contactDetails';
import { RESUME_REQUIRED } from '../../../resume/resumeRules';
import { filledGeneralValues } from '../../../testing/generalApplicationFixtures';
import { AREAS_REQUIRED, NO_AREAS } from './areas';
import { emptyGeneralValues, type GeneralApplicationValues } from './formValues';
import { GENERAL_REQUIRED, generalSchemaFor } from './generalApplicationSchema';

/** The schema's verdict: the message of each invalid field. */
async function errorsOf(values: GeneralApplicationValues): Promise<Record<string, string>> {
  const result = await generalSchemaFor(values).safeParseAsync(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the general application schema', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf(filledGeneralValues())).toEqual({});
  });

  it('names every problem of an empty form at once, the areas included', async () => {
    expect(await errorsOf(emptyGeneralValues())).toEqual({
      fullName: GENERAL_REQUIRED.fullName,
      email: EMAIL_REQUIRED,
      country: GENERAL_REQUIRED.country,
      phone: GENERAL_REQUIRED.phone,
      areaAdministrative: AREAS_REQUIRED,
      resume: RESUME_REQUIRED,
      processingConsent: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it('asks for at least one area, on the first box', async () => {
    expect(await errorsOf(filledGeneralValues({ ...NO_AREAS }))).toEqual({ areaAdministrative: AREAS_REQUIRED });
    expect(await errorsOf(filledGeneralValues({ ...NO_AREAS, areaScience: true }))).toEqual({});
  });

  it('checks the e-mail, the phone length and the name length', async () => {
    expect(await errorsOf(filledGeneralValues({ email: 'asha@' }))).toEqual({ email: INVALID_EMAIL });
    expect(await errorsOf(filledGeneralValues({ phone: '98765' }))).toEqual({ phone: MESSAGES.phoneLength });
    expect(await errorsOf(filledGeneralValues({ fullName: 'A'.repeat(201) }))).toEqual({
      fullName: 'Please use at most 200 characters.',
    });
  });
});
