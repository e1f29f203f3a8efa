import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The first schema. Every table is created only when missing, so a data folder made before migrations ran
 * through Kysely (same tables, tracked by SQLite's user_version) adopts this migration without a change.
 */
export function initialSchema(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: string) => db.schema.createTable(name).ifNotExists();
      await table('meta')
        .addColumn('KEY', 'text', (c) => c.primaryKey())
        .addColumn('VALUE', 'text', (c) => c.notNull())
        .execute();
      await table('countries')
        .addColumn('COUNTRY_UUID', 'text', (c) => c.primaryKey())
        .addColumn('COUNTRY_ID', 'integer', (c) => c.notNull().unique())
        .addColumn('COUNTRY_CODE', 'text', (c) => c.notNull())
        .addColumn('COUNTRY_NAME', 'text', (c) => c.notNull())
        .execute();
      await table('states')
        .addColumn('STATE_UUID', 'text', (c) => c.primaryKey())
        .addColumn('STATE_ID', 'integer', (c) => c.notNull().unique())
        .addColumn('STATE_NAME', 'text', (c) => c.notNull())
        .addColumn('COUNTRY_UUID', 'text', (c) => c.notNull().references('countries.COUNTRY_UUID'))
        .execute();
      await table('recruiters')
        .addColumn('USERID', 'integer', (c) => c.primaryKey())
        .addColumn('FIRSTNAME', 'text', (c) => c.notNull())
        .addColumn('LASTNAME', 'text', (c) => c.notNull())
        .execute();
      await textColumns(
        table('openings')
          .addColumn('REQ_ID', 'integer', (c) => c.primaryKey())
          .addColumn('REQUIREMENT_UUID', 'text', (c) => c.notNull().unique()),
        [
          'PSTN_TITLE',
          'PSTN_LCTN',
          'PSTN_TYP',
          'WORK_LOCATION_PREFERENCE',
          'PSTN_RATE',
          'COUNTRY',
          'MULTI_LOCATION',
          'INTERVIEW_TYPE',
          'INTERNAL_JOB_DESCRIPTION',
          'POSTED_DATE',
        ],
      ).execute();
      await textColumns(
        table('external_candidates').addColumn('EXTERNALCANDIDATE_UUID', 'text', (c) => c.primaryKey()),
        [
          'REQUIREMENT_UUID',
          'CND_NM_TX',
          'CND_EMAIL_ID',
          'CND_PRIM_PH_NUM',
          'CITY',
          'CND_STATE',
          'CND_COUNTRY',
          'CND_ATHRZTN_TX',
          'CND_H1BAPPROVED_TX',
          'CND_H1BEXPIRY_TX',
          'BST_TM_TO_CALL_TX',
          'STAT_AVBLTY_TX',
          'JOB_CHANGE_REASON',
          'CND_CRNT_SAL_TX',
          'EXPECTED_SALARY',
          'DESIRED_LOCATION',
          'INLNE_RESUME_CLOB',
          'RECRUITER_NAME',
          'RECEIVED_AT',
        ],
      ).execute();
      await textColumns(
        table('attachments').addColumn('ATCHMT_ID', 'text', (c) => c.primaryKey()),
        [
          'TBL_NM',
          'KEY_NM',
          'TBL_RW_ID',
          'ATCHD_FILE_NM',
          'CREATEDBY',
          'INSERT_TS',
          'AE_INSERT_ID',
          'ATTACHMENT_INFO_ID',
        ],
      )
        .addColumn('isDeleted', 'integer', (c) => c.notNull())
        .addColumn('RECEIVED_AT', 'text', (c) => c.notNull())
        .execute();
      await textColumns(
        table('attachment_infos').addColumn('ATTACHMENTINFO_ID', 'text', (c) => c.primaryKey()),
        ['INFO_1', 'INFO_2', 'INFO_3', 'RECEIVED_AT'],
      ).execute();
      await table('uploads')
        .addColumn('OBJECT_KEY', 'text', (c) => c.primaryKey())
        .addColumn('CONTENT_TYPE', 'text', (c) => c.notNull())
        .addColumn('SIZE', 'integer', (c) => c.notNull())
        .addColumn('SHA256', 'text', (c) => c.notNull())
        .addColumn('UPLOADED_AT', 'text', (c) => c.notNull())
        .execute();
      const mails =
        engine === 'postgres'
          ? table('mails').addColumn('SEQ', 'serial', (c) => c.primaryKey())
          : table('mails').addColumn('SEQ', 'integer', (c) => c.primaryKey().autoIncrement());
      await textColumns(
        mails.addColumn('ID', 'text', (c) => c.notNull().unique()),
        ['CREATED_AT', 'TO_JSON', 'CC_JSON', 'BCC_JSON', 'SUBJECT', 'MESSAGE'],
      ).execute();
      await table('mail_attachments')
        .addColumn('MAIL_ID', 'text', (c) => c.notNull().references('mails.ID'))
        .addColumn('N', 'integer', (c) => c.notNull())
        .addColumn('FILENAME', 'text', (c) => c.notNull())
        .addColumn('TYPE', 'text', (c) => c.notNull())
        .addColumn('SIZE', 'integer', (c) => c.notNull())
        .addColumn('STORED_PATH', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_attachments_pk', ['MAIL_ID', 'N'])
        .execute();
    },
  };
}

type TableBuilder = ReturnType<Kysely<unknown>['schema']['createTable']>;

function textColumns(builder: TableBuilder, names: readonly string[]): TableBuilder {
  return names.reduce((next, name) => next.addColumn(name, 'text', (c) => c.notNull()), builder);
}
