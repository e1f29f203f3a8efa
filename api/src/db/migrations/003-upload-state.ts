import type { Kysely, Migration } from 'kysely';

/**
 * An upload's row is written (pending) before its file and marked stored after it, so a signed URL is used
 * once and a crash between the two leaves a row a sweep can find. Rows from before this step were stored.
 */
export const uploadState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('uploads')
      .addColumn('STATE', 'text', (c) => c.notNull().defaultTo('stored'))
      .execute();
  },
};
