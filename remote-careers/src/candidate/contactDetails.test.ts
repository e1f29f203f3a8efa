import { MESSAGES } from '@tekvana/shared';
import { countries } from '../testing/fixtures';
import { emailSchema, EMAIL_REQUIRED, INVALID_EMAIL, isdCodeOf, phoneDigitsSchema } from './contactDetails';

const [usa, india] = countries;
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('contact details', () => {
  it('uses +91 for India and +1 otherwise', () => {
    expect(isdCodeOf(india)).toBe('+91');
    expect(isdCodeOf(usa)).toBe('+1');
    expect(isdCodeOf(undefined)).toBe('+1');
  });

  it('asks for an e-mail address and checks its form', () => {
    expect(messageOf(emailSchema.safeParse('  '))).toBe(EMAIL_REQUIRED);
    expect(messageOf(emailSchema.safeParse('asha@'))).toBe(INVALID_EMAIL);
    expect(emailSchema.safeParse(' asha@example.com ').data).toBe('asha@example.com');
  });

  it('takes exactly ten digits, with the phone-length message otherwise', () => {
    const phone = phoneDigitsSchema('Enter your number.');
    expect(messageOf(phone.safeParse(''))).toBe('Enter your number.');
    expect(messageOf(phone.safeParse('12345'))).toBe(MESSAGES.phoneLength);
    expect(messageOf(phone.safeParse('12345678ab'))).toBe(MESSAGES.phoneLength);
    expect(phone.safeParse('5551234567').success).toBe(true);
  });
});
