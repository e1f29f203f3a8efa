import type { Kysely, Migration } from 'kysely';

/**
 * What a candidate consented to when applying (decision 030): processing, the talent pool, and the retention
 * period they were told, which the retention run keeps to. Candidates from before this step have none; the
 * API's default retention applies to them. RECEIVED_AT is indexed because that run selects by it.
 */
export const candidateConsent: Migration = {
  async up(db: Kysely<unknown>) {
    const add = (name: string, type: 'text' | 'integer') =>
      db.schema.alterTable('external_candidates').addColumn(name, type).execute();
    await add('CONSENT_PROCESSING', 'text');
    await add('CONSENT_TALENT_POOL', 'text');
    await add('CONSENT_RETENTION_MONTHS', 'integer');
    await db.schema
      .createIndex('external_candidates_received')
      .on('external_candidates')
      .column('RECEIVED_AT')
      .execute();
  },
};
