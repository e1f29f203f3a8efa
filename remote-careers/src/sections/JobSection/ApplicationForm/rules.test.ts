import { MESSAGES, RESUME_MAX_BYTES } from '@tekvana/shared';
import { countries } from '../../../testing/fixtures';
import { filledValues } from '../../../testing/applicationFixtures';
import { emptyValues } from './formValues';
import { cutPhone, INVALID_EMAIL, isdCodeOf, RESUME_TOO_LARGE, validate, visibleFields } from './rules';

const [usa, india] = countries;

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

  it('shows the custom reason only for Other', () => {
    expect(visibleFields(filledValues({ reasonForChange: 'Other' }), usa).customReason).toBe(true);
    expect(visibleFields(filledValues(), usa).customReason).toBe(false);
  });

  it('uses +91 for India and +1 otherwise', () => {
    expect(isdCodeOf(india)).toBe('+91');
    expect(isdCodeOf(usa)).toBe('+1');
    expect(isdCodeOf(undefined)).toBe('+1');
  });

  it('cuts phone input to 10 characters', () => {
    expect(cutPhone('123456789012')).toBe('1234567890');
  });
});

describe('validate', () => {
  it('accepts a complete application', () => {
    expect(validate(filledValues(), visibleFields(filledValues(), usa))).toEqual({ errors: {}, phoneLengthWrong: false });
  });

  it('names every required field of decision 013 on an empty form (USA)', () => {
    const values = emptyValues('uuid-us');
    const { errors } = validate(values, visibleFields(values, usa));
    expect(Object.keys(errors).sort()).toEqual(
      ['firstName', 'lastName', 'email', 'contactNumber', 'whatsappNumber', 'state', 'workAuthorization', 'bestTimeToCall', 'availability', 'reasonForChange', 'currentSalary', 'expectedSalary', 'desiredLocation', 'recruiterContacted', 'resume'].sort(),
    );
  });

  it('requires the H1B details and the custom reason when they are shown', () => {
    const values = filledValues({ workAuthorization: 'H1B', reasonForChange: 'Other' });
    expect(Object.keys(validate(values, visibleFields(values, usa)).errors).sort()).toEqual(['customReason', 'h1bExpiryDate', 'i140Approved', 'intrestedInTransfer']);
  });

  it('does not require hidden fields (India: no work authorization)', () => {
    const values = filledValues({ country: 'uuid-in', state: 'st-mh', workAuthorization: '' });
    expect(validate(values, visibleFields(values, india)).errors).toEqual({});
  });

  it('checks the e-mail format', () => {
    const values = filledValues({ email: 'asha@' });
    expect(validate(values, visibleFields(values, usa)).errors).toEqual({ email: INVALID_EMAIL });
  });

  it.each([
    ['contact', { contactNumber: '12345' }],
    ['WhatsApp', { whatsappNumber: '12345678ab' }],
    ['both', { contactNumber: '1', whatsappNumber: '2' }],
  ])('refuses a %s number that is not 10 digits with the phone-length message (decision 013)', (_name, change) => {
    const values = filledValues(change);
    const result = validate(values, visibleFields(values, usa));
    expect(result.phoneLengthWrong).toBe(true);
    expect(Object.values(result.errors).every((message) => message === MESSAGES.phoneLength)).toBe(true);
  });

  it('refuses a resume over 10 MB', () => {
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    const values = filledValues({ resume: big });
    expect(validate(values, visibleFields(values, usa)).errors).toEqual({ resume: RESUME_TOO_LARGE });
  });
});
