import type { Kysely, Migration } from 'kysely';

/**
 * When each alert's last digest was stored: a digest is due only once the digest interval has passed since,
 * whichever instance builds it and however often instances restart (decision 032).
 */
export const jobAlertDigestTime: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('job_alerts').addColumn('LAST_DIGEST_AT', 'text').execute();
  },
};
