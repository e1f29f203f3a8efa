import type { InternshipApplicationRequest } from '@tekvana/contracts/careers';
import type { Database, InternshipApplicationRow } from '../../db/tables';

/** What ANSWERS_JSON holds: every answer of the form but those with columns of their own and the resume (a mail's). */
export type InternshipAnswers = Omit<InternshipApplicationRequest, 'id' | 'email' | 'resume' | 'consent'>;

/** The answers of a stored row. */
export const answersOf = (row: Pick<InternshipApplicationRow, 'ANSWERS_JSON'>) =>
  JSON.parse(row.ANSWERS_JSON) as InternshipAnswers;

/**
 * Stores an internship application's row (decision 058) in the caller's transaction: the one that stores its mails,
 * so the row stands or falls with them. Reading and deleting it is the staffing store's (internshipApplication,
 * deleteCandidate, expiredCandidates), beside the other applicants it shares its ids with.
 */
export async function insertInternshipApplication(
  trx: Database,
  application: InternshipApplicationRequest,
  receivedAt: Date,
): Promise<void> {
  const { id, email, resume: _resume, consent, ...answers } = application;
  const stored: InternshipAnswers = answers;
  await trx
    .insertInto('internship_applications')
    .values({
      ID: id,
      CREATED_AT: receivedAt.toISOString(),
      EMAIL: email,
      ANSWERS_JSON: JSON.stringify(stored),
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: consent.talentPool ? 'Yes' : 'No',
      CONSENT_RETENTION_MONTHS: consent.retentionMonths,
    })
    .execute();
}
