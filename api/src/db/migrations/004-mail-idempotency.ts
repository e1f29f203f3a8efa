import type { Kysely, Migration } from 'kysely';

/**
 * A mail sent with an Idempotency-Key keeps the key and a hash of its request: the same key again answers
 * the stored mail's id instead of storing a second one, and another request under that key is refused.
 */
export const mailIdempotency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('IDEMPOTENCY_KEY', 'text').execute();
    await db.schema.alterTable('mails').addColumn('REQUEST_SHA256', 'text').execute();
    await db.schema.createIndex('mails_idempotency_key').unique().on('mails').column('IDEMPOTENCY_KEY').execute();
  },
};
