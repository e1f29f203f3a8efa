import { consentSchema, optionalText as optional, requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';
import { EXPERIENCE, OTHERS, type InternshipFormValues } from './internshipFields';

// The form shows the browser's own messages (decision 017); these are used only where the browser has none.
const REQUIRED = 'Please fill out this field.';

const required = (max?: number) => requiredText(REQUIRED, max);

/** Every field always shown, with its limit (decision 017). */
const ALWAYS = {
  firstName: required(100),
  lastName: required(100),
  email: required(100).check(z.regex(z.regexes.email, 'Please enter an e-mail address.')),
  gender: required(),
  aadharCardNumber: optional(12),
  address: required(500),
  country: required(),
  state: required(20),
  city: required(50),
  pinCode: required(10),
  contactNumber: required(10),
  qualification: required(),
  experience: required(),
  reference: required(),
  referenceOthers: optional(300),
  areaOfInterest: required(),
  inlineResume: optional(),
  comments: optional(500),
  resumeAttachment: z.instanceof(File, { error: REQUIRED }),
  ...consentSchema,
};

const isExperienced = (values: InternshipFormValues) => values.experience === EXPERIENCE.experienced;

/** Fields shown, and then required, only while another answer asks for them (decision 017). */
const CONDITIONAL = {
  academicInternship: {
    schema: required(),
    shownWhen: (values: InternshipFormValues) => values.experience === EXPERIENCE.fresher,
  },
  yearsOfExperience: { schema: required(10), shownWhen: isExperienced },
  noticePeriod: { schema: required(100), shownWhen: isExperienced },
  expectedSalary: { schema: required(100), shownWhen: isExperienced },
  experienceSummary: { schema: required(1000), shownWhen: isExperienced },
  referenceName: { schema: required(100), shownWhen: (values: InternshipFormValues) => values.reference === OTHERS },
  areaOfInterestOthers: {
    schema: required(100),
    shownWhen: (values: InternshipFormValues) => values.areaOfInterest === OTHERS,
  },
};

/** The schema for the answers given so far: a hidden field is not in it, so it is neither checked nor sent. */
export function internshipSchemaFor(values: InternshipFormValues) {
  const shown = Object.entries(CONDITIONAL).filter(([, field]) => field.shownWhen(values));
  return z.object({ ...ALWAYS, ...Object.fromEntries(shown.map(([name, field]) => [name, field.schema])) });
}
