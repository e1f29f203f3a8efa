import type { Kysely, Migration } from 'kysely';

/**
 * An application's mails know their candidate (CANDIDATE_ID), so withdrawing an application finds and removes
 * them; a mail may carry a plain-text part beside its HTML (TEXT_MESSAGE), as the candidate's confirmation does.
 */
export const applicationLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('CANDIDATE_ID', 'text').execute();
    await db.schema.alterTable('mails').addColumn('TEXT_MESSAGE', 'text').execute();
    await db.schema.createIndex('mails_candidate').on('mails').column('CANDIDATE_ID').execute();
  },
};
