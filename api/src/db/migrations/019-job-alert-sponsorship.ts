import type { Kysely, Migration } from 'kysely';

/**
 * A job alert can watch only openings that sponsor a work visa, as the openings page's filter does (decisions 032
 * and 059). Alerts stored before keep watching every opening (''). The filter is part of what makes an alert one
 * of its own, so a unique index on address and filter takes the column too. The index of before stays: an
 * instance of the previous release names it in its insert (ON CONFLICT on those five columns), and must keep
 * working while this release rolls out or after a rollback. Dropping it is a later release's step (deploy.md).
 */
export const jobAlertSponsorship: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('job_alerts')
      .addColumn('SPONSORSHIP', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('job_alerts_filter_sponsorship')
      .unique()
      .on('job_alerts')
      .columns(['EMAIL', 'SEARCH', 'COUNTRY_CODE', 'POSITION_TYPE', 'WORK_MODE', 'SPONSORSHIP'])
      .execute();
  },
};
