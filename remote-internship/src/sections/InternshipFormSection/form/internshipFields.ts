/** The internship application form's fields, enumerations and limits (decision 017). */

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
}

export type InternshipFieldName = keyof InternshipFormValues;

export interface FieldOption {
  value: string;
  label: string;
}

/** Options whose visible text is also the submitted value. */
const sameValue = (labels: readonly string[]): FieldOption[] => labels.map((label) => ({ value: label, label }));

export const GENDER_OPTIONS = sameValue(['Male', 'Female', 'Others']);
export const COUNTRY_OPTIONS = sameValue(['India', 'Others']);
// Each qualification submits its own value; the two unnamed degrees are B.Com and M.Com (decision 017).
export const QUALIFICATION_OPTIONS = sameValue([
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
export const EXPERIENCE_OPTIONS: FieldOption[] = [
  { value: EXPERIENCE.fresher, label: 'Fresher' },
  { value: EXPERIENCE.experienced, label: 'Experienced' },
];
export const ACADEMIC_INTERNSHIP_OPTIONS: FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
];
/** The option that asks for a free-text alternative in the reference and area-of-interest lists. */
export const OTHERS = 'Others';
// The remote has no site data, so the company website option goes without the brand name.
export const REFERENCE_OPTIONS = sameValue(['Person', 'Company website', 'Social Media', OTHERS]);
export const AREA_OF_INTEREST_OPTIONS = sameValue([
  'Software Development',
  'Data Engineering/Analytics',
  'Data Science',
  'Testing(QA)',
  'Staffing',
  OTHERS,
]);

/** The country code is fixed: the field is disabled and shows India's code. */
export const INTERNSHIP_COUNTRY_CODE = '+91';

export const MAX_LENGTH: Partial<Record<InternshipFieldName, number>> = {
  firstName: 100,
  lastName: 100,
  email: 100,
  aadharCardNumber: 12,
  address: 500,
  state: 20,
  city: 50,
  pinCode: 10,
  contactNumber: 10,
  yearsOfExperience: 10,
  noticePeriod: 100,
  expectedSalary: 100,
  experienceSummary: 1000,
  referenceName: 100,
  referenceOthers: 300,
  areaOfInterestOthers: 100,
  comments: 500,
};

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
};

/** Cuts a typed value to its field's maximum length; needed because number inputs ignore maxLength. */
export function limitLength(name: InternshipFieldName, value: string): string {
  const max = MAX_LENGTH[name];
  return max === undefined ? value : value.slice(0, max);
}
