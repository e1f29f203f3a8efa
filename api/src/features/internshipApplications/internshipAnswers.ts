import { INTERNSHIP_EXPERIENCE, INTERNSHIP_OTHERS } from '@tekvana/contracts/careers';
import { oneLine } from '../applications/confirmationMail';
import type { InternshipAnswers } from './internshipApplicationStore';

/** The words for an internship application's answers, as its mails and the candidate's page show them. */
export const EXPERIENCE_LABELS: Record<InternshipAnswers['experience'], string> = {
  [INTERNSHIP_EXPERIENCE.fresher]: 'Fresher',
  [INTERNSHIP_EXPERIENCE.experienced]: 'Experienced',
};
export const ACADEMIC_INTERNSHIP_LABELS: Record<NonNullable<InternshipAnswers['academicInternship']>, string> = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
};

/** The candidate's name as the mails and pages show it: first and last, on one line. */
export const nameOf = (answers: Pick<InternshipAnswers, 'firstName' | 'lastName'>) =>
  oneLine(`${answers.firstName} ${answers.lastName}`);

/** The area of interest, with the candidate's own words where they chose "Others". */
export const areaOf = (answers: Pick<InternshipAnswers, 'areaOfInterest' | 'areaOfInterestOthers'>) =>
  answers.areaOfInterest === INTERNSHIP_OTHERS && answers.areaOfInterestOthers
    ? `${INTERNSHIP_OTHERS}: ${oneLine(answers.areaOfInterestOthers)}`
    : answers.areaOfInterest;
