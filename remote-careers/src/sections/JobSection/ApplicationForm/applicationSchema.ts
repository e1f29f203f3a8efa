import { consentSchema, optionalText, requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';
import { emailSchema, phoneDigitsSchema } from '../../../candidate/contactDetails';
import { gitHubSchema, linkedInSchema } from '../../../candidate/profileLinks';
import { resumeSchema } from '../../../resume/resumeSchema';
import type { ApplicationFormValues } from './formValues';
import { REQUIRED_MESSAGES, visibleFields, type CandidatePlace } from './rules';

const required = (name: keyof typeof REQUIRED_MESSAGES, max?: number) => requiredText(REQUIRED_MESSAGES[name], max);
const phone = (name: keyof typeof REQUIRED_MESSAGES) => phoneDigitsSchema(REQUIRED_MESSAGES[name]);

const ALWAYS = {
  firstName: required('firstName', 100),
  lastName: required('lastName', 100),
  email: emailSchema,
  contactNumber: phone('contactNumber'),
  whatsappNumber: phone('whatsappNumber'),
  // Preset from the opening and disabled.
  country: required('country'),
  state: required('state'),
  city: optionalText(100),
  bestTimeToCall: required('bestTimeToCall'),
  availability: required('availability'),
  reasonForChange: required('reasonForChange'),
  expectedSalary: required('expectedSalary', 100),
  desiredLocation: required('desiredLocation', 200),
  currentTitle: optionalText(100),
  linkedIn: linkedInSchema,
  gitHub: gitHubSchema,
  recruiterContacted: required('recruiterContacted'),
  resume: resumeSchema,
  ...consentSchema,
};

// Built once, like ALWAYS, so the schema's fields stay one object while the same fields are shown, and the form's
// fields are not rendered again (decision 043).
const WORK_AUTHORIZATION = { workAuthorization: required('workAuthorization') };
const H1B_DETAILS = {
  h1bExpiryDate: required('h1bExpiryDate'),
  i140Approved: required('i140Approved'),
  intrestedInTransfer: required('intrestedInTransfer'),
};
const CUSTOM_REASON = { customReason: required('customReason', 500) };
const CURRENT_SALARY = { currentSalary: required('currentSalary', 100) };

/**
 * The application form's schema for the candidate's place and the answers given so far (decision 013): the work
 * authorization block only for the USA, its H1B details only for H1B, the custom reason only for Other, and the
 * current salary only where it may be asked (decision 060).
 */
export function applicationSchemaFor(place: CandidatePlace) {
  return (values: ApplicationFormValues) => {
    const visible = visibleFields(values, place);
    return z.object({
      ...ALWAYS,
      ...(visible.workAuthorization ? WORK_AUTHORIZATION : {}),
      ...(visible.h1bDetails ? H1B_DETAILS : {}),
      ...(visible.customReason ? CUSTOM_REASON : {}),
      ...(visible.currentSalary ? CURRENT_SALARY : {}),
    });
  };
}
