import type { Kysely, Migration } from 'kysely';

/**
 * Mail delivery state for the transactional outbox: with SMTP configured a stored mail is `pending` until a
 * worker has handed it to the SMTP server (`delivered`) or given up after the last try (`failed`). Without
 * SMTP the outbox page is where mail ends (`outbox`), which is every mail stored before this step.
 */
export const mailDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    const add = (
      name: string,
      type: 'text' | 'integer',
      build = (column: import('kysely').ColumnDefinitionBuilder) => column,
    ) => db.schema.alterTable('mails').addColumn(name, type, build).execute();
    await add('DELIVERY', 'text', (c) => c.notNull().defaultTo('outbox'));
    await add('ATTEMPTS', 'integer', (c) => c.notNull().defaultTo(0));
    await add('NEXT_ATTEMPT_AT', 'text');
    await add('CLAIMED_UNTIL', 'text');
    await add('LAST_ERROR', 'text');
    await add('DELIVERED_AT', 'text');
    await db.schema.createIndex('mails_delivery_due').on('mails').columns(['DELIVERY', 'NEXT_ATTEMPT_AT']).execute();
  },
};
