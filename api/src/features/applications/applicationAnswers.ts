import type { ExternalCandidateRecord } from '@tekvana/contracts';
import type { GeneralApplicationRow, InternshipApplicationRow } from '../../db/tables';
import { answersOf, type InternshipAnswers } from '../internshipApplications/internshipApplicationStore';
import { ACADEMIC_INTERNSHIP_LABELS, EXPERIENCE_LABELS } from '../internshipApplications/internshipAnswers';

/** One thing the candidate told us: the form's words for it, the field it is stored in, and the answer. */
export interface HeldAnswer {
  label: string;
  field: string;
  value: string;
}

/** What a record holds beside the answers: ids and consents, which the page and the download show on their own. */
type CandidateNonAnswer =
  | 'EXTERNALCANDIDATE_UUID'
  | 'REQUIREMENT_UUID'
  | 'CONSENT_PROCESSING'
  | 'CONSENT_TALENT_POOL'
  | 'CONSENT_RETENTION_MONTHS';

/**
 * A job candidate's answers in the application form's words (decision 014's record). Every field of the record is
 * here or named above, so a field added to the record cannot go unshown.
 */
const CANDIDATE_LABELS: Record<Exclude<keyof ExternalCandidateRecord, CandidateNonAnswer>, string> = {
  CND_NM_TX: 'Name',
  CND_EMAIL_ID: 'Email',
  CND_PRIM_PH_NUM: 'Contact number',
  CITY: 'City',
  CND_STATE: 'State',
  CND_COUNTRY: 'Country',
  CND_ATHRZTN_TX: 'Work authorization',
  CND_H1BAPPROVED_TX: 'I-140 approved',
  CND_H1BEXPIRY_TX: 'H1B expiry date',
  BST_TM_TO_CALL_TX: 'Best time to call',
  STAT_AVBLTY_TX: 'Availability',
  JOB_CHANGE_REASON: 'Reason for change',
  CND_CRNT_SAL_TX: 'Current salary',
  EXPECTED_SALARY: 'Expected salary',
  DESIRED_LOCATION: 'Desired location',
  INLNE_RESUME_CLOB: 'Resume text',
  RECRUITER_NAME: 'Recruiter who contacted you',
};

/** An internship application's answers in the internship form's words; the e-mail has a column of its own. */
const INTERNSHIP_LABELS: Record<keyof InternshipAnswers | 'EMAIL', string> = {
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  EMAIL: 'Email',
  phone: 'Contact number',
  address: 'Address',
  country: 'Country',
  state: 'State',
  city: 'City',
  pinCode: 'PIN code',
  qualification: 'Qualification',
  experience: 'Experience',
  academicInternship: 'Have you done an academic internship?',
  yearsOfExperience: 'Years of experience',
  noticePeriod: 'Notice period (days)',
  expectedSalary: 'Expected salary (INR per year)',
  experienceSummary: 'Experience summary',
  areaOfInterest: 'Area of interest',
  areaOfInterestOthers: 'Other area of interest',
  reference: 'How did you hear about us?',
  referenceName: 'Reference name',
  referenceOthers: 'Reference details',
  inlineResume: 'Resume text',
  comments: 'Comments',
};

/** A general application's answers in its form's words; the rest of its row is its id, time and consent. */
const GENERAL_LABELS = {
  NAME: 'Full name',
  EMAIL: 'Email',
  PHONE: 'Phone',
  COUNTRY_UUID: 'Country',
  AREAS_JSON: 'Areas of interest',
} as const satisfies Partial<Record<keyof GeneralApplicationRow, string>>;

/** The answers given, in the labels' order; one left empty (optional, or not asked) was not given. */
function given<Field extends string>(
  labels: Record<Field, string>,
  values: Partial<Record<NoInfer<Field>, string>>,
): HeldAnswer[] {
  return (Object.keys(labels) as Field[]).flatMap((field) => {
    const value = values[field];
    return value === undefined || value.trim() === '' ? [] : [{ label: labels[field], field, value }];
  });
}

export const candidateAnswers = (record: ExternalCandidateRecord): HeldAnswer[] => given(CANDIDATE_LABELS, record);

/** A general application's answers (decision 031), with the country's name for its id. */
export function generalAnswers(row: GeneralApplicationRow, countryName: string | undefined): HeldAnswer[] {
  const areas = (JSON.parse(row.AREAS_JSON) as string[]).join(', ');
  return given(GENERAL_LABELS, { ...row, COUNTRY_UUID: countryName ?? row.COUNTRY_UUID, AREAS_JSON: areas });
}

/** An internship application's answers (decision 058), the chosen options as the form shows them. */
export function internshipAnswers(row: InternshipApplicationRow): HeldAnswer[] {
  const answers = answersOf(row);
  return given(INTERNSHIP_LABELS, {
    ...answers,
    EMAIL: row.EMAIL,
    experience: EXPERIENCE_LABELS[answers.experience],
    academicInternship: answers.academicInternship && ACADEMIC_INTERNSHIP_LABELS[answers.academicInternship],
  });
}

/** The applicant's own address among their answers, whichever kind of application. */
export const ownAddressOf = (answers: readonly HeldAnswer[]): string | undefined =>
  answers.find((answer) => answer.field === 'CND_EMAIL_ID' || answer.field === 'EMAIL')?.value;
