import type { Kysely, Migration } from 'kysely';

/**
 * The stages the staffing system reports for an application (issue 55): one row per change, numbered per
 * application (STEP from 1, the primary key with the id, so two instances recording at once cannot both take a
 * number). The Idempotency-Key a call carried is unique: the same call again finds its row. MAILED_AT is set when
 * the candidate's mail about the change is stored (null while the day's cap holds it back). Keyed by the
 * application's id, whichever kind; no foreign key, as elsewhere (the withdrawal deletes these rows too).
 */
export const applicationStages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('application_stages')
      .addColumn('APPLICATION_ID', 'text', (column) => column.notNull())
      .addColumn('STEP', 'integer', (column) => column.notNull())
      .addColumn('STAGE', 'text', (column) => column.notNull())
      .addColumn('MESSAGE', 'text')
      .addColumn('IDEMPOTENCY_KEY', 'text', (column) => column.unique())
      .addColumn('CREATED_AT', 'text', (column) => column.notNull())
      .addColumn('MAILED_AT', 'text')
      .addPrimaryKeyConstraint('application_stages_pk', ['APPLICATION_ID', 'STEP'])
      .execute();
    // The mails' run looks for the changes not mailed yet.
    await db.schema.createIndex('application_stages_mailed').on('application_stages').column('MAILED_AT').execute();
  },
};
