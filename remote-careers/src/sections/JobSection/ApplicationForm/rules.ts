import { salaryHistoryAsked, salaryHistoryRule, type Country, type State } from '@tekvana/shared';
import type { ConsentValues } from '@tekvana/shared/forms';
import { EMAIL_REQUIRED } from '../../../candidate/contactDetails';
import { RESUME_REQUIRED } from '../../../resume/resumeRules';
import type { ApplicationFormValues, FieldName, ProfileField } from './formValues';
import { OTHER_REASON } from './options';

export interface VisibleFields {
  /** Work authorization block: only for applicants in the USA. */
  workAuthorization: boolean;
  /** Expiry date, i140 approved and interested in transfer: only for H1B. */
  h1bDetails: boolean;
  /** Custom reason: only when the reason for change is Other. */
  customReason: boolean;
  /** Current salary: not where the deploy config forbids asking it (decision 060). */
  currentSalary: boolean;
}

/** Where the candidate is: the opening's country (the form offers no other) and the states of the choice. */
export interface CandidatePlace {
  country: Country | undefined;
  states: readonly State[];
}

export const isUsa = (country: Country | undefined) => country?.COUNTRY_CODE === 'US';

/** The conditional fields of decisions 013 and 060. */
export function visibleFields(values: ApplicationFormValues, { country, states }: CandidatePlace): VisibleFields {
  const workAuthorization = isUsa(country);
  const stateName = states.find((state) => state.STATE_UUID === values.state)?.STATE_NAME;
  return {
    workAuthorization,
    h1bDetails: workAuthorization && values.workAuthorization === 'H1B',
    customReason: values.reasonForChange === OTHER_REASON,
    currentSalary: salaryHistoryAsked(salaryHistoryRule(), country?.COUNTRY_CODE, stateName),
  };
}

/** The message shown beside an empty required field. */
/** The consent's message is the shared one (decision 030). */
export const REQUIRED_MESSAGES: Record<Exclude<FieldName, keyof ConsentValues | ProfileField>, string> = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: EMAIL_REQUIRED,
  contactNumber: 'Enter your contact number.',
  whatsappNumber: 'Enter your WhatsApp number.',
  country: 'Choose a country.',
  state: 'Choose your state.',
  city: 'Enter your city.',
  workAuthorization: 'Choose your work authorization.',
  i140Approved: 'Say whether your I-140 is approved.',
  h1bExpiryDate: 'Enter the H1B expiry date.',
  intrestedInTransfer: 'Say whether you are interested in a transfer.',
  bestTimeToCall: 'Enter the best time to call you.',
  availability: 'Choose your availability.',
  reasonForChange: 'Choose your reason for change.',
  customReason: 'Describe your reason for change.',
  currentSalary: 'Enter your current salary.',
  expectedSalary: 'Enter your expected salary.',
  desiredLocation: 'Enter your desired location.',
  recruiterContacted: 'Choose the recruiter who contacted you.',
  resume: RESUME_REQUIRED,
};
