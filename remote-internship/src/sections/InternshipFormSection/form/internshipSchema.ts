import { MESSAGES, PHONE_LENGTH } from '@tekvana/shared';
import { consentSchema, optionalText as optional, requiredText } from '@tekvana/shared/forms';
import { INTERNSHIP_CONDITIONAL_FIELDS } from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';
import type { InternshipFormValues } from './internshipFields';
import { resumeProblem } from '@tekvana/shared/files';

// The form shows the browser's own messages (decision 017); these are used only where the browser has none.
const REQUIRED = 'Please fill out this field.';

const required = (max?: number) => requiredText(REQUIRED, max);

/**
 * The resume: a file, and one the API takes (decision 004: at most 10 MB and a resume by its bytes), so a file
 * the API would refuse is named before anything is sent rather than failing the submission.
 */
const resume = z.instanceof(File, { error: REQUIRED }).check(
  z.superRefine(async (file, context) => {
    const problem = await resumeProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** Every field always shown, with its limit (decisions 017 and 058). */
const ALWAYS = {
  firstName: required(100),
  lastName: required(100),
  email: required(100).check(z.regex(z.regexes.email, 'Please enter an e-mail address.')),
  gender: required(),
  address: required(500),
  country: required(),
  state: required(20),
  city: required(50),
  pinCode: required(10),
  // Sent after the fixed country code as the phone number (decision 058), so digits only, as every form asks them.
  contactNumber: required(PHONE_LENGTH).check(z.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), MESSAGES.phoneLength)),
  qualification: required(),
  experience: required(),
  reference: required(),
  referenceOthers: optional(300),
  areaOfInterest: required(),
  // The API's limit (internshipApplicationRequestSchema).
  inlineResume: optional(20_000),
  comments: optional(500),
  resumeAttachment: resume,
  ...consentSchema,
};

type ConditionalField = keyof typeof INTERNSHIP_CONDITIONAL_FIELDS;

/**
 * Fields shown, and then required, only while another answer asks for them: when is the contract's
 * (INTERNSHIP_CONDITIONAL_FIELDS), which the API requires and refuses them by, so form and API cannot disagree.
 */
const CONDITIONAL = {
  academicInternship: required(),
  yearsOfExperience: required(10),
  noticePeriod: required(100),
  expectedSalary: required(100),
  experienceSummary: required(1000),
  referenceName: required(100),
  areaOfInterestOthers: required(100),
} satisfies Record<ConditionalField, unknown>;

const CONDITIONAL_FIELDS = Object.keys(CONDITIONAL) as ConditionalField[];

/** The schema for the answers given so far: a hidden field is not in it, so it is neither checked nor sent. */
export function internshipSchemaFor(values: InternshipFormValues) {
  const shown = CONDITIONAL_FIELDS.filter((name) => INTERNSHIP_CONDITIONAL_FIELDS[name](values));
  return z.object({ ...ALWAYS, ...Object.fromEntries(shown.map((name) => [name, CONDITIONAL[name]])) });
}
