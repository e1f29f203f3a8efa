/** The internship application form's fields and enumerations (decision 017); the limits are in its schema. */
import { choicesOf, EMPTY_CONSENT, type Choice } from '@tekvana/shared/forms';

export interface InternshipFormValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  aadharCardNumber: string;
  address: string;
  country: string;
  state: string;
  city: string;
  pinCode: string;
  contactNumber: string;
  qualification: string;
  experience: string;
  academicInternship: string;
  yearsOfExperience: string;
  noticePeriod: string;
  expectedSalary: string;
  experienceSummary: string;
  reference: string;
  referenceName: string;
  referenceOthers: string;
  areaOfInterest: string;
  areaOfInterestOthers: string;
  inlineResume: string;
  comments: string;
  resumeAttachment: File | null;
  processingConsent: boolean;
  talentPoolConsent: boolean;
}

export type InternshipFieldName = keyof InternshipFormValues;

export const GENDER_OPTIONS = choicesOf(['Male', 'Female', 'Others']);
export const COUNTRY_OPTIONS = choicesOf(['India', 'Others']);
// Each qualification submits its own value; the two unnamed degrees are B.Com and M.Com (decision 017).
export const QUALIFICATION_OPTIONS = choicesOf([
  'B.Tech',
  'M.Tech',
  'BBA',
  'MBA',
  'BSc',
  'MSc',
  'B.Com',
  'M.Com',
  'MCA',
  'BCA',
  'BCCA',
  'MCCA',
  'PhD',
  'Other',
]);
export const EXPERIENCE = { experienced: 'experienced', fresher: 'fresher' } as const;
export const EXPERIENCE_OPTIONS: Choice[] = [
  { value: EXPERIENCE.fresher, label: 'Fresher' },
  { value: EXPERIENCE.experienced, label: 'Experienced' },
];
export const ACADEMIC_INTERNSHIP_OPTIONS: Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
];
/** The option that asks for a free-text alternative in the reference and area-of-interest lists. */
export const OTHERS = 'Others';
// The remote has no site data, so the company website option goes without the brand name.
export const REFERENCE_OPTIONS = choicesOf(['Person', 'Company website', 'Social Media', OTHERS]);
export const AREA_OF_INTEREST_OPTIONS = choicesOf([
  'Software Development',
  'Data Engineering/Analytics',
  'Data Science',
  'Testing(QA)',
  'Staffing',
  OTHERS,
]);

/** The country code is fixed: the field is disabled and shows India's code. */
export const INTERNSHIP_COUNTRY_CODE = '+91';

export const EMPTY_VALUES: InternshipFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  aadharCardNumber: '',
  address: '',
  country: '',
  state: '',
  city: '',
  pinCode: '',
  contactNumber: '',
  qualification: '',
  experience: '',
  academicInternship: '',
  yearsOfExperience: '',
  noticePeriod: '',
  expectedSalary: '',
  experienceSummary: '',
  reference: '',
  referenceName: '',
  referenceOthers: '',
  areaOfInterest: '',
  areaOfInterestOthers: '',
  inlineResume: '',
  comments: '',
  resumeAttachment: null,
  ...EMPTY_CONSENT,
};
