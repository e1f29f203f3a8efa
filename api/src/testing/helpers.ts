import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { AttachmentInfoRecord, AttachmentRecord, ExternalCandidateRecord } from '@tekvana/contracts';
import { DATABASE_FILE } from '../db/database';
import { SEED_OPENINGS } from '../db/seed/openings';
import { countRowsIn, testDatabaseUrl } from './engine';

/** A fresh data folder under the OS temp dir; remove it with removeDataDir. */
export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tekvana-api-${label}-`));
}

export function removeDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Fixed so tests can sign (and expire) upload URLs themselves. */
export const TEST_SECRET = 'test-signing-secret';

export const seededOpening = () => {
  const opening = SEED_OPENINGS[0];
  if (!opening) throw new Error('Seed has no openings.');
  return opening;
};

export function candidate(overrides: Partial<ExternalCandidateRecord> = {}): ExternalCandidateRecord {
  return {
    EXTERNALCANDIDATE_UUID: 'c0ffee00-0000-4000-8000-000000000001',
    REQUIREMENT_UUID: seededOpening().REQUIREMENT_UUID,
    CND_NM_TX: 'Asha Patel',
    CND_EMAIL_ID: 'asha.patel@example.com',
    CND_PRIM_PH_NUM: '5551234567',
    CITY: 'Dallas',
    CND_STATE: 'Texas',
    CND_COUNTRY: 'USA',
    CND_ATHRZTN_TX: 'H1B',
    CND_H1BAPPROVED_TX: 'Yes',
    CND_H1BEXPIRY_TX: '2027-03-31',
    BST_TM_TO_CALL_TX: '10:30',
    STAT_AVBLTY_TX: 'Immediate',
    JOB_CHANGE_REASON: 'Career growth',
    CND_CRNT_SAL_TX: '95000',
    EXPECTED_SALARY: '115000',
    DESIRED_LOCATION: 'Dallas, TX',
    INLNE_RESUME_CLOB: '',
    RECRUITER_NAME: 'Priya',
    ...overrides,
  };
}

export function attachment(overrides: Partial<AttachmentRecord> = {}): AttachmentRecord {
  return {
    ATCHMT_ID: 'a77ac400-0000-4000-8000-000000000001',
    TBL_NM: 'EXTERNALCANDIDATE',
    KEY_NM: 'EXTERNALCANDIDATE_UUID',
    TBL_RW_ID: 'c0ffee00-0000-4000-8000-000000000001',
    ATCHD_FILE_NM: 'asha-resume.pdf',
    CREATEDBY: 'Asha Patel',
    INSERT_TS: '2025-07-01T10:00:00.000Z',
    AE_INSERT_ID: 'careers-site',
    ATTACHMENT_INFO_ID: 'a77ac1f0-0000-4000-8000-000000000001',
    isDeleted: 0,
    ...overrides,
  };
}

export function attachmentInfo(overrides: Partial<AttachmentInfoRecord> = {}): AttachmentInfoRecord {
  return {
    ATTACHMENTINFO_ID: 'a77ac1f0-0000-4000-8000-000000000001',
    INFO_1: 'asha-resume.pdf',
    INFO_2: 'S3',
    INFO_3: 'Attachment',
    ...overrides,
  };
}

/** Rows in one of the API's tables, read straight from the test engine's database for this data folder. */
export async function countRows(dataDir: string, table: string): Promise<number> {
  const databaseUrl = await testDatabaseUrl(dataDir);
  if (databaseUrl) return countRowsIn(databaseUrl, table);
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
