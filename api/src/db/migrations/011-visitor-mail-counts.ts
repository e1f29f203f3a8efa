import type { Kysely, Migration } from 'kysely';

/**
 * Mail the site sent each visitor's address in a day, by kind, counted over every instance: the cap on mail to one
 * recipient (decision 050). The address is kept only as a keyed hash of its folded form.
 */
export const visitorMailCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('visitor_mail_counts')
      .addColumn('ADDRESS_KEY', 'text', (column) => column.notNull())
      .addColumn('DAY', 'text', (column) => column.notNull())
      .addColumn('KIND', 'text', (column) => column.notNull())
      .addColumn('SENT', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('visitor_mail_counts_pk', ['ADDRESS_KEY', 'DAY', 'KIND'])
      .execute();
  },
};
