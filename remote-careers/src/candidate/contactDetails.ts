import { ISD_INDIA, ISD_OTHER, MESSAGES, PHONE_LENGTH, type Country } from '@tekvana/shared';
import { requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';

/** A candidate's e-mail and phone number, asked the same way by every careers form. */

export const EMAIL_REQUIRED = 'Enter your e-mail address.';
export const INVALID_EMAIL = 'Enter an e-mail address like name@example.com.';

/** 254: the longest address SMTP can deliver to, and the API's limit. */
export const emailSchema = requiredText(EMAIL_REQUIRED, 254).check(z.regex(z.regexes.email, INVALID_EMAIL));

/** Decision 013: a number is exactly PHONE_LENGTH digits, or the phone-length message and nothing is sent. */
export const phoneDigitsSchema = (requiredMessage: string) =>
  requiredText(requiredMessage, PHONE_LENGTH).check(
    z.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), MESSAGES.phoneLength),
  );

export const isIndia = (country: Country | undefined) => country?.COUNTRY_CODE === 'IN';
/** Decision 013: +91 for India, +1 for every other country. */
export const isdCodeOf = (country: Country | undefined) => (isIndia(country) ? ISD_INDIA : ISD_OTHER);
