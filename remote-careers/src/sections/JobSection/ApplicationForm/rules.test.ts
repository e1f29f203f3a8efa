import { MESSAGES, RESUME_MAX_BYTES } from '@tekvana/shared';
import { countries, states } from '../../../testing/fixtures';
import { filledValues } from '../../../testing/applicationFixtures';
import { applicationSchemaFor } from './applicationSchema';
import { emptyValues, type ApplicationFormValues } from './formValues';
import { INVALID_EMAIL } from '../../../candidate/contactDetails';
import { RESUME_TOO_LARGE } from '@tekvana/shared/files';
import { visibleFields } from './rules';

const [usaCountry, indiaCountry] = countries;
const usa = { country: usaCountry, states };
const india = { country: indiaCountry, states };

describe('conditional fields', () => {
  it('shows work authorization only for the USA', () => {
    expect(visibleFields(filledValues(), usa).workAuthorization).toBe(true);
    expect(visibleFields(filledValues(), india).workAuthorization).toBe(false);
  });

  it('shows the H1B details only for H1B in the USA', () => {
    expect(visibleFields(filledValues({ workAuthorization: 'H1B' }), usa).h1bDetails).toBe(true);
    expect(visibleFields(filledValues({ workAuthorization: 'Citizen' }), usa).h1bDetails).toBe(false);
    expect(visibleFields(filledValues({ workAuthorization: 'H1B' }), india).h1bDetails).toBe(false);
  });

  it('asks current salary outside the USA only, by default (decision 060)', () => {
    expect(visibleFields(filledValues(), usa).currentSalary).toBe(false);
    expect(visibleFields(filledValues({ country: 'uuid-in', state: 'st-mh' }), india).currentSalary).toBe(true);
  });

  it('shows the custom reason only for Other', () => {
    expect(visibleFields(filledValues({ reasonForChange: 'Other' }), usa).customReason).toBe(true);
    expect(visibleFields(filledValues(), usa).customReason).toBe(false);
  });
});

/** The schema's verdict: the message of each invalid field. */
async function errorsOf(values: ApplicationFormValues, country = usa): Promise<Record<string, string>> {
  const result = await applicationSchemaFor(country)(values).safeParseAsync(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the application schema', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf(filledValues())).toEqual({});
  });

  it('names every required field of decision 013 on an empty form (USA)', async () => {
    expect(Object.keys(await errorsOf(emptyValues('uuid-us'))).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'contactNumber',
        'whatsappNumber',
        'state',
        'workAuthorization',
        'bestTimeToCall',
        'availability',
        'reasonForChange',
        'expectedSalary',
        'desiredLocation',
        'recruiterContacted',
        'resume',
        'processingConsent',
      ].sort(),
    );
  });

  it('requires the H1B details and the custom reason when they are shown', async () => {
    expect(
      Object.keys(await errorsOf(filledValues({ workAuthorization: 'H1B', reasonForChange: 'Other' }))).sort(),
    ).toEqual(['customReason', 'h1bExpiryDate', 'i140Approved', 'intrestedInTransfer']);
  });

  it('does not require hidden fields (India: no work authorization)', async () => {
    const values = filledValues({ country: 'uuid-in', state: 'st-mh', workAuthorization: '', currentSalary: '18 LPA' });
    expect(await errorsOf(values, india)).toEqual({});
  });

  it('requires current salary where it is asked (India) and not in the USA (decision 060)', async () => {
    expect(await errorsOf(filledValues({ country: 'uuid-in', state: 'st-mh', workAuthorization: '' }), india)).toEqual({
      currentSalary: 'Enter your current salary.',
    });
    expect(await errorsOf(filledValues({ currentSalary: '' }))).toEqual({});
  });

  it('checks the e-mail format', async () => {
    expect(await errorsOf(filledValues({ email: 'asha@' }))).toEqual({ email: INVALID_EMAIL });
  });

  it.each([
    ['contact', { contactNumber: '12345' }, ['contactNumber']],
    ['WhatsApp', { whatsappNumber: '12345678ab' }, ['whatsappNumber']],
    ['both', { contactNumber: '1', whatsappNumber: '2' }, ['contactNumber', 'whatsappNumber']],
  ])(
    'refuses a %s number that is not 10 digits with the phone-length message (decision 013)',
    async (_name, change, fields) => {
      const errors = await errorsOf(filledValues(change));
      expect(Object.keys(errors)).toEqual(fields);
      expect(Object.values(errors).every((message) => message === MESSAGES.phoneLength)).toBe(true);
    },
  );

  it('refuses a resume over 10 MB', async () => {
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    expect(await errorsOf(filledValues({ resume: big }))).toEqual({ resume: RESUME_TOO_LARGE });
  });
});
