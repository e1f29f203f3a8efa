/**
 * The internship application (decision 058): the internship form's answers and resume, which the internship remote
 * sends and the API stores, mails to the `internship` list and confirms, as it does a general application (decision
 * 031). Both read this contract. It lives outside the package's root entry (a federation singleton, record 020).
 */

import type * as z from 'zod/mini';
import type { internshipApplicationRequestSchema } from './requestSchemas';

/** On the staffing API's base URL. */
export const INTERNSHIP_APPLICATION_PATH = '/v1/internshipApplications';

/** The mail list (the API's mail lists file) that receives internship applications. */
export const INTERNSHIP_APPLICATION_LIST = 'internship';

// The form's choices (SPEC "Internship application form", decision 017): the values a submission may carry.
export const INTERNSHIP_GENDERS = ['Male', 'Female', 'Others'] as const;
export const INTERNSHIP_COUNTRIES = ['India', 'Others'] as const;
/** Each qualification its own value; the two unnamed degrees are B.Com and M.Com (decision 017). */
export const INTERNSHIP_QUALIFICATIONS = [
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
] as const;
export const INTERNSHIP_EXPERIENCE = { experienced: 'experienced', fresher: 'fresher' } as const;
export const ACADEMIC_INTERNSHIP_ANSWERS = ['yes', 'no', 'not-sure'] as const;
/** The option that asks for a free-text alternative in the reference and area-of-interest lists. */
export const INTERNSHIP_OTHERS = 'Others';
export const INTERNSHIP_REFERENCES = ['Person', 'Company website', 'Social Media', INTERNSHIP_OTHERS] as const;
export const INTERNSHIP_AREAS = [
  'Software Development',
  'Data Engineering/Analytics',
  'Data Science',
  'Testing(QA)',
  'Staffing',
  INTERNSHIP_OTHERS,
] as const;

/**
 * Answers asked only while another answer asks for them (the form shows them then): required then, and refused
 * otherwise, so a record never holds an answer to a question the candidate was not asked.
 */
export const INTERNSHIP_CONDITIONAL_FIELDS = {
  academicInternship: (answers: { experience: string }) => answers.experience === INTERNSHIP_EXPERIENCE.fresher,
  yearsOfExperience: (answers: { experience: string }) => answers.experience === INTERNSHIP_EXPERIENCE.experienced,
  noticePeriod: (answers: { experience: string }) => answers.experience === INTERNSHIP_EXPERIENCE.experienced,
  expectedSalary: (answers: { experience: string }) => answers.experience === INTERNSHIP_EXPERIENCE.experienced,
  experienceSummary: (answers: { experience: string }) => answers.experience === INTERNSHIP_EXPERIENCE.experienced,
  referenceName: (answers: { reference: string }) => answers.reference === INTERNSHIP_OTHERS,
  areaOfInterestOthers: (answers: { areaOfInterest: string }) => answers.areaOfInterest === INTERNSHIP_OTHERS,
} as const;

/** Body of POST INTERNSHIP_APPLICATION_PATH; the type of its schema (requestSchemas.ts), which the API checks. */
export type InternshipApplicationRequest = z.output<typeof internshipApplicationRequestSchema>;

/** `code` is 'OK' on success; any other code is a failure, with a message and the field it concerns. */
export interface InternshipApplicationAnswer {
  code: string;
  id?: string;
  message?: string;
  field?: string;
}
