import type Database from 'better-sqlite3';
import type { Country, Opening, Recruiter, State } from '@tekvana/shared';
import { insertSql } from './sql';

const OPENING_ORDER = 'ORDER BY REQ_ID DESC';

export type RecordTable = 'external_candidates' | 'attachments' | 'attachment_infos';
export type InsertOutcome = 'inserted' | 'conflict';

/** Read and write access to the staffing tables; every method is one statement or one transaction. */
export class StaffingStore {
  constructor(private readonly db: Database.Database) {}

  countries(): Country[] {
    return this.db.prepare('SELECT COUNTRY_UUID, COUNTRY_ID, COUNTRY_CODE, COUNTRY_NAME FROM countries ORDER BY COUNTRY_ID').all() as Country[];
  }

  states(): State[] {
    return this.db.prepare('SELECT STATE_UUID, STATE_ID, STATE_NAME, COUNTRY_UUID FROM states ORDER BY STATE_ID').all() as State[];
  }

  recruiters(): Recruiter[] {
    return this.db.prepare('SELECT USERID, FIRSTNAME, LASTNAME FROM recruiters ORDER BY USERID').all() as Recruiter[];
  }

  openings(): Opening[] {
    return this.db.prepare(`SELECT * FROM openings ${OPENING_ORDER}`).all() as Opening[];
  }

  openingByReqId(reqId: number): Opening | undefined {
    return this.db.prepare('SELECT * FROM openings WHERE REQ_ID = ?').get(reqId) as Opening | undefined;
  }

  hasRequirement(requirementUuid: string): boolean {
    return this.db.prepare('SELECT 1 FROM openings WHERE REQUIREMENT_UUID = ?').get(requirementUuid) !== undefined;
  }

  /**
   * Stores a posted record. Posting the identical record again is accepted without a second row, because
   * the site's HTTP wrapper retries after network errors and the first attempt may have landed.
   */
  insertRecord(table: RecordTable, key: string, record: Record<string, unknown>): InsertOutcome {
    return this.db.transaction((): InsertOutcome => {
      const existing = this.db.prepare(`SELECT * FROM ${table} WHERE ${key} = ?`).get(record[key]) as Record<string, unknown> | undefined;
      if (existing) {
        return Object.entries(record).every(([column, value]) => existing[column] === value) ? 'inserted' : 'conflict';
      }
      const row = { ...record, RECEIVED_AT: new Date().toISOString() };
      this.db.prepare(insertSql(table, Object.keys(row), 'fail')).run(row);
      return 'inserted';
    })();
  }

  /** For the fault-mode test routes only. */
  upsertOpenings(openings: readonly Opening[]): void {
    const first = openings[0];
    if (!first) return;
    const statement = this.db.prepare(insertSql('openings', Object.keys(first), 'upsert', 'REQ_ID'));
    this.db.transaction(() => openings.forEach((opening) => statement.run(opening)))();
  }

  deleteOpening(reqId: number): boolean {
    return this.db.prepare('DELETE FROM openings WHERE REQ_ID = ?').run(reqId).changes > 0;
  }

  recordUpload(upload: { OBJECT_KEY: string; CONTENT_TYPE: string; SIZE: number; SHA256: string }): void {
    const row = { ...upload, UPLOADED_AT: new Date().toISOString() };
    this.db.prepare(insertSql('uploads', Object.keys(row), 'upsert', 'OBJECT_KEY')).run(row);
  }
}
