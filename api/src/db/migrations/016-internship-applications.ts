import type { Kysely, Migration } from 'kysely';

/**
 * Internship applications (decision 058), stored like general applications (migration 008): the resume is the
 * attachment of the recruiters' mail, whose CANDIDATE_ID is this row's ID, so a withdrawal or the retention run
 * finds both.
 *
 * The answers are one JSON text column rather than a column each. The form has some twenty answers, seven of them
 * asked only by another answer (INTERNSHIP_CONDITIONAL_FIELDS), and they are only ever read whole (the withdraw
 * page, an operator reading the record), never searched or joined; the request schema checks them before they are
 * stored. Columns would be mostly empty and would need a migration whenever the form's questions change. What the
 * API itself queries or keeps to has columns: the e-mail address, the consent and the time of arrival.
 */
export const internshipApplications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('internship_applications')
      .addColumn('ID', 'text', (column) => column.primaryKey())
      .addColumn('CREATED_AT', 'text', (column) => column.notNull())
      .addColumn('EMAIL', 'text', (column) => column.notNull())
      .addColumn('ANSWERS_JSON', 'text', (column) => column.notNull())
      .addColumn('CONSENT_PROCESSING', 'text', (column) => column.notNull())
      .addColumn('CONSENT_TALENT_POOL', 'text', (column) => column.notNull())
      .addColumn('CONSENT_RETENTION_MONTHS', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('internship_applications_created')
      .on('internship_applications')
      .column('CREATED_AT')
      .execute();
  },
};
