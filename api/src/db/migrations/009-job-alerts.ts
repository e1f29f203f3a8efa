import type { Kysely, Migration } from 'kysely';

/**
 * Job alerts (decision 032): one row per address and filter, confirmed or not, and the openings each alert has
 * already told of (or that were open when it was confirmed), so a digest names only what is new and never twice.
 * Mails gain extra headers: a digest's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
 */
export const jobAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_alerts')
      .addColumn('ID', 'text', (column) => column.primaryKey())
      .addColumn('EMAIL', 'text', (column) => column.notNull())
      .addColumn('ADDRESS_KEY', 'text', (column) => column.notNull())
      .addColumn('SEARCH', 'text', (column) => column.notNull())
      .addColumn('COUNTRY_CODE', 'text', (column) => column.notNull())
      .addColumn('POSITION_TYPE', 'text', (column) => column.notNull())
      .addColumn('WORK_MODE', 'text', (column) => column.notNull())
      .addColumn('CREATED_AT', 'text', (column) => column.notNull())
      .addColumn('CONFIRMED_AT', 'text')
      .addColumn('CONFIRM_SENT_AT', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('job_alerts_filter')
      .unique()
      .on('job_alerts')
      .columns(['EMAIL', 'SEARCH', 'COUNTRY_CODE', 'POSITION_TYPE', 'WORK_MODE'])
      .execute();
    await db.schema.createIndex('job_alerts_address').on('job_alerts').column('ADDRESS_KEY').execute();
    await db.schema
      .createTable('job_alert_openings')
      .addColumn('ALERT_ID', 'text', (column) => column.notNull())
      .addColumn('REQ_ID', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('job_alert_openings_pk', ['ALERT_ID', 'REQ_ID'])
      .execute();
    await db.schema.alterTable('mails').addColumn('HEADERS_JSON', 'text').execute();
  },
};
