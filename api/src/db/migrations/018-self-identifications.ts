import type { Kysely, Migration } from 'kysely';

/**
 * Voluntary self-identification (decision 063): a US job candidate's optional answers, in a table of their own so
 * nothing that reads the application (the recruiters' mail, the candidate record) can carry them. Keyed by the
 * application's candidate id, one row per application; the answers are one JSON text column, read only whole, like
 * the internship answers (migration 016). No foreign key: the staffing tables have none, and the withdrawal's
 * transaction deletes this row with the candidate's.
 */
export const selfIdentifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('self_identifications')
      .addColumn('CANDIDATE_ID', 'text', (column) => column.primaryKey())
      .addColumn('ANSWERS_JSON', 'text', (column) => column.notNull())
      .addColumn('CREATED_AT', 'text', (column) => column.notNull())
      .execute();
  },
};
