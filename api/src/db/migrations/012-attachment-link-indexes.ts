import type { Kysely, Migration } from 'kysely';

/**
 * Attachments are looked up by the candidate and the info record they link (decision 049: every record post
 * checks those links, and a withdrawal deletes by them), so neither look-up reads the whole table.
 */
export const attachmentLinkIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('attachments_by_candidate')
      .ifNotExists()
      .on('attachments')
      .column('TBL_RW_ID')
      .execute();
    await db.schema
      .createIndex('attachments_by_info')
      .ifNotExists()
      .on('attachments')
      .column('ATTACHMENT_INFO_ID')
      .execute();
  },
};
