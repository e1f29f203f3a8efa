import type { Kysely, Migration } from 'kysely';

/**
 * The date by which each application was promised an answer (decision 077), and the runs that keep those promises.
 *
 * `answer_promises`: one row per application, keyed by its id (any kind, no foreign key, deleted with the
 * application). ANSWER_BY is the promise in force, null once the application had its answer; MADE_AT when it was
 * made; REMINDED_AT when the recruiters were reminded of it; LAPSES how often the site itself had to write because
 * no stage came in time. Every change is a compare-and-set on ANSWER_BY and LAPSES, so two instances never act on one
 * promise twice.
 *
 * `scheduled_runs`: a run that must happen once across instances (the promises' daily run): whoever moves its lease
 * first runs it, under a token of its own (LEASE_TOKEN), so only it ends the lease; NEXT_RUN_AT is when it is due
 * again.
 */
export const answerPromises: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('answer_promises')
      .addColumn('APPLICATION_ID', 'text', (column) => column.primaryKey())
      .addColumn('ANSWER_BY', 'text')
      .addColumn('MADE_AT', 'text', (column) => column.notNull())
      .addColumn('REMINDED_AT', 'text')
      .addColumn('LAPSES', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    // The daily run looks for the promises that fall due soon.
    await db.schema.createIndex('answer_promises_answer_by').on('answer_promises').column('ANSWER_BY').execute();
    await db.schema
      .createTable('scheduled_runs')
      .addColumn('NAME', 'text', (column) => column.primaryKey())
      .addColumn('NEXT_RUN_AT', 'text', (column) => column.notNull())
      .addColumn('LEASED_UNTIL', 'text')
      .addColumn('LEASE_TOKEN', 'text')
      .execute();
  },
};
