import type { Kysely, Migration } from 'kysely';

/**
 * General applications (decision 031): a resume sent without an opening. The resume itself is the attachment of
 * the recruiters' mail, whose CANDIDATE_ID is this row's ID, so a withdrawal or the retention run finds both.
 */
export const generalApplications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('general_applications')
      .addColumn('ID', 'text', (column) => column.primaryKey())
      .addColumn('RECEIVED_AT', 'text', (column) => column.notNull())
      .addColumn('NAME', 'text', (column) => column.notNull())
      .addColumn('EMAIL', 'text', (column) => column.notNull())
      .addColumn('PHONE', 'text', (column) => column.notNull())
      .addColumn('COUNTRY_UUID', 'text', (column) => column.notNull())
      .addColumn('AREAS_JSON', 'text', (column) => column.notNull())
      .addColumn('CONSENT_PROCESSING', 'text', (column) => column.notNull())
      .addColumn('CONSENT_RETENTION_MONTHS', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('general_applications_received')
      .on('general_applications')
      .column('RECEIVED_AT')
      .execute();
  },
};
