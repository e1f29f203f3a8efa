import { sql } from 'kysely';
import type { Country, ExternalCandidateRecord, Opening, Recruiter, State } from '@tekvana/shared';
import { untyped, type Database, type GeneralApplicationRow, type UploadRow } from './tables';
import { upsert } from './upsert';

/**
 * The folder of a candidate's resumes. Its own prefix, so no candidate id can name a folder that requests without
 * a candidate use (their `Attachment`, "Attachment" for the site); ids are safe path characters, kept as they are.
 */
export const candidateFolder = (candidateId: string) => `candidate-${candidateId}`;

/**
 * Upload keys filed under a candidate: those starting `<candidate id>/`, compared exactly. Not LIKE: an id's own
 * `_` would be a wildcard there, and SQLite's LIKE ignores case.
 */
function filedUnder(candidateId: string) {
  const prefix = `${candidateFolder(candidateId)}/`;
  return sql<boolean>`substr(${sql.ref('OBJECT_KEY')}, 1, ${prefix.length}) = ${prefix}`;
}

/** The same day and time `months` calendar months earlier (UTC). */
export function monthsBefore(date: Date, months: number): Date {
  const earlier = new Date(date);
  // From the 1st, so a month-end date does not overflow into the next month (31 March - 1 = 28/29 February).
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return earlier;
}

export type RecordTable = 'external_candidates' | 'attachments' | 'attachment_infos';
export type InsertOutcome = 'inserted' | 'conflict';

/** Read and write access to the staffing tables; every method is one statement or one transaction. */
export class StaffingStore {
  constructor(private readonly db: Database) {}

  countries(): Promise<Country[]> {
    return this.db
      .selectFrom('countries')
      .select(['COUNTRY_UUID', 'COUNTRY_ID', 'COUNTRY_CODE', 'COUNTRY_NAME'])
      .orderBy('COUNTRY_ID')
      .execute();
  }

  states(): Promise<State[]> {
    return this.db
      .selectFrom('states')
      .select(['STATE_UUID', 'STATE_ID', 'STATE_NAME', 'COUNTRY_UUID'])
      .orderBy('STATE_ID')
      .execute();
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

  openingByRequirement(requirementUuid: string): Promise<Opening | undefined> {
    return this.db
      .selectFrom('openings')
      .selectAll()
      .where('REQUIREMENT_UUID', '=', requirementUuid)
      .executeTakeFirst();
  }

  candidate(candidateId: string): Promise<ExternalCandidateRecord | undefined> {
    return this.db
      .selectFrom('external_candidates')
      .selectAll()
      .where('EXTERNALCANDIDATE_UUID', '=', candidateId)
      .executeTakeFirst();
  }

  /** The keys of the resumes uploaded for a candidate (filed under its id, decision 029). */
  async candidateUploadKeys(candidateId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('uploads').select('OBJECT_KEY').where(filedUnder(candidateId)).execute();
    return rows.map((row) => row.OBJECT_KEY);
  }

  /**
   * Applicants received before their retention period (the months they were told, else `defaultMonths`) ran
   * out by `now`: job candidates and general applications (their ids are never the same), up to `limit` per
   * period, oldest first.
   */
  async expiredCandidates(now: Date, defaultMonths: number, limit: number): Promise<string[]> {
    const periods = await this.db
      .selectFrom('external_candidates')
      .select('CONSENT_RETENTION_MONTHS')
      .distinct()
      .execute();
    const expired: string[] = [];
    for (const { CONSENT_RETENTION_MONTHS: months } of periods) {
      const told = months === null || months === undefined ? undefined : months;
      const cutoff = monthsBefore(now, told ?? defaultMonths).toISOString();
      const rows = await this.db
        .selectFrom('external_candidates')
        .select('EXTERNALCANDIDATE_UUID')
        .where('RECEIVED_AT', '<', cutoff)
        .where('CONSENT_RETENTION_MONTHS', told === undefined ? 'is' : '=', told ?? null)
        .orderBy('RECEIVED_AT')
        .limit(limit)
        .execute();
      expired.push(...rows.map((row) => row.EXTERNALCANDIDATE_UUID));
    }
    // General applications always carry the period their candidate was told (decision 031).
    const generalPeriods = await this.db
      .selectFrom('general_applications')
      .select('CONSENT_RETENTION_MONTHS')
      .distinct()
      .execute();
    for (const { CONSENT_RETENTION_MONTHS: months } of generalPeriods) {
      const rows = await this.db
        .selectFrom('general_applications')
        .select('ID')
        .where('RECEIVED_AT', '<', monthsBefore(now, months).toISOString())
        .where('CONSENT_RETENTION_MONTHS', '=', months)
        .orderBy('RECEIVED_AT')
        .limit(limit)
        .execute();
      expired.push(...rows.map((row) => row.ID));
    }
    return expired;
  }

  async generalApplication(id: string): Promise<GeneralApplicationRow | undefined> {
    return this.db.selectFrom('general_applications').selectAll().where('ID', '=', id).executeTakeFirst();
  }

  /**
   * Deletes an applicant's records in one transaction: the job candidate, its attachment and attachment-info
   * records, its uploads' rows, or the general application with that id, and its mails (with their attachment
   * rows). Their files must be removed first (withdrawal.ts), so no file is left that no row names. False when
   * there was no such applicant.
   */
  async deleteCandidate(candidateId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const attachments = await trx
        .selectFrom('attachments')
        .select('ATTACHMENT_INFO_ID')
        .where('TBL_RW_ID', '=', candidateId)
        .execute();
      const infoIds = attachments.map((row) => row.ATTACHMENT_INFO_ID);
      if (infoIds.length > 0)
        await trx.deleteFrom('attachment_infos').where('ATTACHMENTINFO_ID', 'in', infoIds).execute();
      await trx.deleteFrom('attachments').where('TBL_RW_ID', '=', candidateId).execute();
      await trx.deleteFrom('uploads').where(filedUnder(candidateId)).execute();
      const mails = trx.selectFrom('mails').select('ID').where('CANDIDATE_ID', '=', candidateId);
      await trx.deleteFrom('mail_attachments').where('MAIL_ID', 'in', mails).execute();
      await trx.deleteFrom('mails').where('CANDIDATE_ID', '=', candidateId).execute();
      const candidates = await trx
        .deleteFrom('external_candidates')
        .where('EXTERNALCANDIDATE_UUID', '=', candidateId)
        .executeTakeFirst();
      const general = await trx.deleteFrom('general_applications').where('ID', '=', candidateId).executeTakeFirst();
      return Number(candidates.numDeletedRows) + Number(general.numDeletedRows) > 0;
    });
  }

  async hasRequirement(requirementUuid: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('openings')
        .select('REQ_ID')
        .where('REQUIREMENT_UUID', '=', requirementUuid)
        .executeTakeFirst()) !== undefined
    );
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
    return existing && Object.entries(record).every(([column, value]) => existing[column] === value)
      ? 'inserted'
      : 'conflict';
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
  /**
   * Claims an upload key before its object is written. The claim's time (UPLOADED_AT) tells this claim from a
   * later one that took the key over, so only the try that holds the claim completes or releases it.
   */
  async claimUpload(
    upload: Omit<UploadRow, 'UPLOADED_AT' | 'STATE'>,
    claimedAt = new Date().toISOString(),
  ): Promise<'claimed' | UploadRow> {
    const result = await this.db
      .insertInto('uploads')
      .values({ ...upload, UPLOADED_AT: claimedAt, STATE: 'pending' })
      .onConflict((conflict) => conflict.column('OBJECT_KEY').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('OBJECT_KEY', '=', upload.OBJECT_KEY)
      .executeTakeFirstOrThrow();
  }

  /** Marks a claimed upload stored; false when the claim is no longer this one (released or taken over). */
  async completeUpload(key: string, claimedAt?: string): Promise<boolean> {
    let update = this.db
      .updateTable('uploads')
      .set({ STATE: 'stored' })
      .where('OBJECT_KEY', '=', key)
      .where('STATE', '=', 'pending');
    if (claimedAt !== undefined) update = update.where('UPLOADED_AT', '=', claimedAt);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  uploadRow(key: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('OBJECT_KEY', '=', key).executeTakeFirst();
  }

  /** Claims still pending since before `cutoff` (ISO time): their upload died with its process. */
  staleUploadClaims(cutoff: string): Promise<UploadRow[]> {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('STATE', '=', 'pending')
      .where('UPLOADED_AT', '<', cutoff)
      .execute();
  }

  /**
   * Gives a claimed key back (its object could not be written, or its try died), so the same URL can be tried
   * again; with `claimedAt`, only that claim. False when there was no such pending claim.
   */
  async releaseUpload(key: string, claimedAt?: string): Promise<boolean> {
    let release = this.db.deleteFrom('uploads').where('OBJECT_KEY', '=', key).where('STATE', '=', 'pending');
    if (claimedAt !== undefined) release = release.where('UPLOADED_AT', '=', claimedAt);
    const result = await release.executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
