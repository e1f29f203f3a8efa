/**
 * The internship application form's fields (decisions 017 and 058); the limits are in its schema. The choices are
 * the contract's (@tekvana/contracts/careers), which the API checks a submission with, so the two cannot drift;
 * only their labels are the form's own.
 */
import { ISD_INDIA } from '@tekvana/shared';
import { choicesOf, EMPTY_CONSENT, type Choice } from '@tekvana/shared/forms';
import {
  ACADEMIC_INTERNSHIP_ANSWERS,
  INTERNSHIP_AREAS,
  INTERNSHIP_COUNTRIES,
  INTERNSHIP_EXPERIENCE,
  INTERNSHIP_GENDERS,
  INTERNSHIP_QUALIFICATIONS,
  INTERNSHIP_REFERENCES,
} from '@tekvana/contracts/careers';

export interface InternshipFormValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
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

export const GENDER_OPTIONS = choicesOf(INTERNSHIP_GENDERS);
export const COUNTRY_OPTIONS = choicesOf(INTERNSHIP_COUNTRIES);
// Each qualification submits its own value; the two unnamed degrees are B.Com and M.Com (decision 017).
export const QUALIFICATION_OPTIONS = choicesOf(INTERNSHIP_QUALIFICATIONS);
export const EXPERIENCE_OPTIONS: Choice[] = [
  { value: INTERNSHIP_EXPERIENCE.fresher, label: 'Fresher' },
  { value: INTERNSHIP_EXPERIENCE.experienced, label: 'Experienced' },
];
const ACADEMIC_INTERNSHIP_LABELS = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
} as const satisfies Record<(typeof ACADEMIC_INTERNSHIP_ANSWERS)[number], string>;
export const ACADEMIC_INTERNSHIP_OPTIONS: Choice[] = ACADEMIC_INTERNSHIP_ANSWERS.map((value) => ({
  value,
  label: ACADEMIC_INTERNSHIP_LABELS[value],
}));
// Each list ends with INTERNSHIP_OTHERS, which asks for a free-text alternative (INTERNSHIP_CONDITIONAL_FIELDS).
// The remote has no site data, so the company website option goes without the brand name.
export const REFERENCE_OPTIONS = choicesOf(INTERNSHIP_REFERENCES);
export const AREA_OF_INTEREST_OPTIONS = choicesOf(INTERNSHIP_AREAS);

/** The country code is fixed: the field is disabled and shows India's code. */
export const INTERNSHIP_COUNTRY_CODE = ISD_INDIA;

export const EMPTY_VALUES: InternshipFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
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
