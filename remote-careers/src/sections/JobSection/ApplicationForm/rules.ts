import { ISD_INDIA, ISD_OTHER, RESUME_MAX_BYTES, type Country } from '@tekvana/shared';
import type { ConsentValues } from '@tekvana/shared/forms';
import type { ApplicationFormValues, FieldName } from './formValues';
import { OTHER_REASON } from './options';

export interface VisibleFields {
  /** Work authorization block: only for applicants in the USA. */
  workAuthorization: boolean;
  /** Expiry date, i140 approved and interested in transfer: only for H1B. */
  h1bDetails: boolean;
  /** Custom reason: only when the reason for change is Other. */
  customReason: boolean;
}

export const isUsa = (country: Country | undefined) => country?.COUNTRY_CODE === 'US';
export const isIndia = (country: Country | undefined) => country?.COUNTRY_CODE === 'IN';
export const isdCodeOf = (country: Country | undefined) => (isIndia(country) ? ISD_INDIA : ISD_OTHER);

/** The conditional fields of decision 013. */
export function visibleFields(values: ApplicationFormValues, country: Country | undefined): VisibleFields {
  const workAuthorization = isUsa(country);
  return {
    workAuthorization,
    h1bDetails: workAuthorization && values.workAuthorization === 'H1B',
    customReason: values.reasonForChange === OTHER_REASON,
  };
}

/** The message shown beside an empty required field. */
/** The consent's message is the shared one (decision 030). */
export const REQUIRED_MESSAGES: Record<Exclude<FieldName, keyof ConsentValues>, string> = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter your e-mail address.',
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
  resume: 'Attach your resume.',
};

export const INVALID_EMAIL = 'Enter an e-mail address like name@example.com.';
export const RESUME_TOO_LARGE = 'The resume is larger than 10 MB. Please attach a smaller file.';
export const RESUME_EMPTY = 'The resume file is empty. Please attach your resume.';

/** What the file's size alone says; its format needs its bytes (resumeCheck.ts). */
export function resumeError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size === 0) return RESUME_EMPTY;
  return file.size > RESUME_MAX_BYTES ? RESUME_TOO_LARGE : undefined;
}
