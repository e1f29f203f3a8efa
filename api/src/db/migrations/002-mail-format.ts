import type { Kysely, Migration } from 'kysely';

/**
 * Each mail records whether its message is plain text or HTML, decided by the company list it goes to
 * (mailPolicy.ts). Mails stored before this step were shown as HTML in a sandboxed frame; they keep that.
 */
export const mailFormat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('mails')
      .addColumn('FORMAT', 'text', (c) => c.notNull().defaultTo('html'))
      .execute();
  },
};
