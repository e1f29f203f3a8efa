import type { GeneralApplicationRequest } from '@tekvana/contracts/careers';
import type { Database } from '../../db/tables';

/**
 * Stores a general application's row (decision 031) in the caller's transaction: the one that stores its mails, so
 * the row stands or falls with them. Reading and deleting it is the staffing store's (generalApplication,
 * deleteCandidate, expiredCandidates), beside the job candidates it shares its ids with.
 */
export async function insertGeneralApplication(
  trx: Database,
  application: GeneralApplicationRequest,
  receivedAt: Date,
): Promise<void> {
  await trx
    .insertInto('general_applications')
    .values({
      ID: application.id,
      RECEIVED_AT: receivedAt.toISOString(),
      NAME: application.name,
      EMAIL: application.email,
      PHONE: application.phone,
      COUNTRY_UUID: application.country,
      AREAS_JSON: JSON.stringify(application.areasOfInterest),
      CONSENT_PROCESSING: 'Yes',
      CONSENT_RETENTION_MONTHS: application.consent.retentionMonths,
    })
    .execute();
}
