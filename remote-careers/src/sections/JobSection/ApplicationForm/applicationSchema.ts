import { MESSAGES, PHONE_LENGTH, type Country } from '@tekvana/shared';
import { consentSchema, optionalText, requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/shared/schema';
import type { ApplicationFormValues } from './formValues';
import { resumeTypeProblem } from './resumeCheck';
import { INVALID_EMAIL, REQUIRED_MESSAGES, resumeError, visibleFields } from './rules';

const required = (name: keyof typeof REQUIRED_MESSAGES, max?: number) => requiredText(REQUIRED_MESSAGES[name], max);

/** Decision 013: each number exactly 10 digits, or the phone-length message and nothing is sent. */
const phone = (name: keyof typeof REQUIRED_MESSAGES) =>
  required(name, PHONE_LENGTH).check(z.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), MESSAGES.phoneLength));

/** The resume: present, not empty, at most 10 MB, and a resume by its bytes (decision 004). */
const resume = z.instanceof(File, { error: REQUIRED_MESSAGES.resume }).check(
  z.superRefine(async (file, context) => {
    const problem = resumeError(file) ?? (await resumeTypeProblem(file));
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

const ALWAYS = {
  firstName: required('firstName', 100),
  lastName: required('lastName', 100),
  email: required('email', 254).check(z.regex(z.regexes.email, INVALID_EMAIL)),
  contactNumber: phone('contactNumber'),
  whatsappNumber: phone('whatsappNumber'),
  // Preset from the opening and disabled.
  country: required('country'),
  state: required('state'),
  city: optionalText(100),
  bestTimeToCall: required('bestTimeToCall'),
  availability: required('availability'),
  reasonForChange: required('reasonForChange'),
  currentSalary: required('currentSalary', 100),
  expectedSalary: required('expectedSalary', 100),
  desiredLocation: required('desiredLocation', 200),
  recruiterContacted: required('recruiterContacted'),
  resume,
  ...consentSchema,
};

/**
 * The application form's schema for the opening's country and the answers given so far (decision 013): the work
 * authorization block only for the USA, its H1B details only for H1B, the custom reason only for Other.
 */
export function applicationSchemaFor(country: Country | undefined) {
  return (values: ApplicationFormValues) => {
    const visible = visibleFields(values, country);
    return z.object({
      ...ALWAYS,
      ...(visible.workAuthorization ? { workAuthorization: required('workAuthorization') } : {}),
      ...(visible.h1bDetails
        ? {
            h1bExpiryDate: required('h1bExpiryDate'),
            i140Approved: required('i140Approved'),
            intrestedInTransfer: required('intrestedInTransfer'),
          }
        : {}),
      ...(visible.customReason ? { customReason: required('customReason', 500) } : {}),
    });
  };
}
