import type { Country, Opening, Recruiter, State } from '@tekvana/shared';
import { untyped, type Database, type UploadRow } from './tables';
import { upsert } from './upsert';

export type RecordTable = 'external_candidates' | 'attachments' | 'attachment_infos';
export type InsertOutcome = 'inserted' | 'conflict';

/** Read and write access to the staffing tables; every method is one statement or one transaction. */
export class StaffingStore {
  constructor(private readonly db: Database) {}

  countries(): Promise<Country[]> {
    return this.db.selectFrom('countries').select(['COUNTRY_UUID', 'COUNTRY_ID', 'COUNTRY_CODE', 'COUNTRY_NAME']).orderBy('COUNTRY_ID').execute();
  }

  states(): Promise<State[]> {
    return this.db.selectFrom('states').select(['STATE_UUID', 'STATE_ID', 'STATE_NAME', 'COUNTRY_UUID']).orderBy('STATE_ID').execute();
  }

  recruiters(): Promise<Recruiter[]> {
    return this.db.selectFrom('recruiters').select(['USERID', 'FIRSTNAME', 'LASTNAME']).orderBy('USERID').execute();
  }

  openings(): Promise<Opening[]> {
    return this.db.selectFrom('openings').selectAll().orderBy('REQ_ID', 'desc').execute();
  }

  openingByReqId(reqId: number): Promise<Opening | undefined> {
    return this.db.selectFrom('openings').selectAll().where('REQ_ID', '=', reqId).executeTakeFirst();
  }

  async hasRequirement(requirementUuid: string): Promise<boolean> {
    return (await this.db.selectFrom('openings').select('REQ_ID').where('REQUIREMENT_UUID', '=', requirementUuid).executeTakeFirst()) !== undefined;
  }

  /**
   * Stores a posted record. Posting the identical record again is accepted without a second row, because
   * the site's HTTP wrapper retries after network errors and the first attempt may have landed. The insert
   * skips a key that exists (no race between two instances), then the stored row decides the answer.
   */
  async insertRecord(table: RecordTable, key: string, record: Record<string, unknown>): Promise<InsertOutcome> {
    const db = untyped(this.db);
    const result = await db
      .insertInto(table)
      .values({ ...record, RECEIVED_AT: new Date().toISOString() })
      .onConflict((conflict) => conflict.column(key).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'inserted';
    const existing = await db.selectFrom(table).selectAll().where(key, '=', record[key]).executeTakeFirst();
    return existing && Object.entries(record).every(([column, value]) => existing[column] === value) ? 'inserted' : 'conflict';
  }

  /** For the fault-mode test routes only. */
  upsertOpenings(openings: readonly Opening[]): Promise<void> {
    return upsert(this.db, 'openings', 'REQ_ID', openings);
  }

  async deleteOpening(reqId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('openings').where('REQ_ID', '=', reqId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Claims an object key for one upload before its file is written. Answers the row already there when
   * the key was claimed before (the signed URL was used), so the caller can tell a retry from a reuse.
   */
  async claimUpload(upload: Omit<UploadRow, 'UPLOADED_AT' | 'STATE'>): Promise<'claimed' | UploadRow> {
    const result = await this.db
      .insertInto('uploads')
      .values({ ...upload, UPLOADED_AT: new Date().toISOString(), STATE: 'pending' })
      .onConflict((conflict) => conflict.column('OBJECT_KEY').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
    return this.db.selectFrom('uploads').selectAll().where('OBJECT_KEY', '=', upload.OBJECT_KEY).executeTakeFirstOrThrow();
  }

  async completeUpload(key: string): Promise<void> {
    await this.db.updateTable('uploads').set({ STATE: 'stored' }).where('OBJECT_KEY', '=', key).execute();
  }

  uploadRow(key: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('OBJECT_KEY', '=', key).executeTakeFirst();
  }

  /** Drops claims still pending since before `cutoff` (ISO time): their upload died with its process. */
  async releaseStaleUploads(cutoff: string): Promise<number> {
    const result = await this.db.deleteFrom('uploads').where('STATE', '=', 'pending').where('UPLOADED_AT', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Gives a claimed key back after its file could not be written, so the same URL can be tried again. */
  async releaseUpload(key: string): Promise<void> {
    await this.db.deleteFrom('uploads').where('OBJECT_KEY', '=', key).where('STATE', '=', 'pending').execute();
  }
}
