import { EMPTY_CONSENT } from '@tekvana/shared/forms';

/**
 * The application form's values under the contract's field names (decision 013; intrestedInTransfer is its spelling).
 * Selects hold ids: country and state their uuids, recruiterContacted the recruiter's USERID.
 */
export interface ApplicationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  whatsappNumber: string;
  country: string;
  state: string;
  city: string;
  workAuthorization: string;
  i140Approved: string;
  h1bExpiryDate: string;
  intrestedInTransfer: string;
  bestTimeToCall: string;
  availability: string;
  reasonForChange: string;
  customReason: string;
  currentSalary: string;
  expectedSalary: string;
  desiredLocation: string;
  /** Optional (decision 078), as the resume can fill them. */
  currentTitle: string;
  linkedIn: string;
  gitHub: string;
  recruiterContacted: string;
  resume: File | null;
  processingConsent: boolean;
  talentPoolConsent: boolean;
}

export type FieldName = keyof ApplicationFormValues;
/** The optional profile fields (decision 078): never required, so no message asks for them. */
export type ProfileField = 'currentTitle' | 'linkedIn' | 'gitHub';

export function emptyValues(country: string): ApplicationFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    contactNumber: '',
    whatsappNumber: '',
    country,
    state: '',
    city: '',
    workAuthorization: '',
    i140Approved: '',
    h1bExpiryDate: '',
    intrestedInTransfer: '',
    bestTimeToCall: '',
    availability: '',
    reasonForChange: '',
    customReason: '',
    currentSalary: '',
    expectedSalary: '',
    desiredLocation: '',
    currentTitle: '',
    linkedIn: '',
    gitHub: '',
    recruiterContacted: '',
    resume: null,
    ...EMPTY_CONSENT,
  };
}
