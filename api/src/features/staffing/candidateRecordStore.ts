import type { AttachmentInfoRecord, AttachmentRecord, ExternalCandidateRecord } from '@tekvana/contracts';
import { untyped, type Database } from '../../db/tables';

export type RecordTable = 'external_candidates' | 'attachments' | 'attachment_infos';
export type InsertOutcome = 'inserted' | 'conflict';
/**
 * Why a record post was refused (decision 049): its id names a general or internship application, its attachment
 * names no posted candidate, or it links an attachment-info record that is another candidate's.
 */
export type LinkRefusal = 'id-reused' | 'unknown-candidate' | 'another-candidates-info';
export type RecordOutcome = InsertOutcome | LinkRefusal;

/**
 * Stores a record unless its key holds another one. The insert skips a key that exists (no race between two
 * instances), then the stored row decides: the identical record again is a retry and counts as inserted.
 */
async function storeRecord(
  db: Database,
  table: RecordTable,
  key: string,
  record: Record<string, unknown>,
): Promise<InsertOutcome> {
  const untypedDb = untyped(db);
  const result = await untypedDb
    .insertInto(table)
    .values({ ...record, RECEIVED_AT: new Date().toISOString() })
    .onConflict((conflict) => conflict.column(key).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'inserted';
  const existing = await untypedDb.selectFrom(table).selectAll().where(key, '=', record[key]).executeTakeFirst();
  return existing && Object.entries(record).every(([column, value]) => existing[column] === value)
    ? 'inserted'
    : 'conflict';
}

/** The candidates whose attachments name an attachment-info record. */
async function infoOwners(db: Database, infoId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments')
    .select('TBL_RW_ID')
    .distinct()
    .where('ATTACHMENT_INFO_ID', '=', infoId)
    .execute();
  return rows.map((row) => row.TBL_RW_ID);
}

/**
 * Whether an attachment of `candidateId` may name this info record: one that does not exist yet (the site posts it
 * after the attachment) or that this candidate's attachments alone name (a retry). An info record posted without
 * an attachment belongs to no one this post can prove to be.
 */
async function infoOpenTo(db: Database, infoId: string, candidateId: string): Promise<boolean> {
  const owners = await infoOwners(db, infoId);
  if (owners.some((owner) => owner !== candidateId)) return false;
  if (owners.length > 0) return true;
  const info = await db
    .selectFrom('attachment_infos')
    .select('ATTACHMENTINFO_ID')
    .where('ATTACHMENTINFO_ID', '=', infoId)
    .executeTakeFirst();
  return info === undefined;
}

/**
 * The records the site posts for a job application: the external candidate, its attachments and their info records;
 * every method is one statement or one transaction.
 */
export class CandidateRecordStore {
  constructor(private readonly db: Database) {}

  candidate(candidateId: string): Promise<ExternalCandidateRecord | undefined> {
    return this.db
      .selectFrom('external_candidates')
      .selectAll()
      .where('EXTERNALCANDIDATE_UUID', '=', candidateId)
      .executeTakeFirst();
  }

  /**
   * Job candidates received before `receivedBefore` whose application never finished: no mail names them, so the
   * recruiters were never told and the candidate got no confirmation, hence no link to see or withdraw it (a send
   * cancelled or abandoned after the record was posted, then changed and sent again as a new application). Up to
   * `limit`, oldest first.
   */
  async unfinishedCandidates(receivedBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('external_candidates')
      .select('EXTERNALCANDIDATE_UUID')
      .where('RECEIVED_AT', '<', receivedBefore.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mails')
              .select('mails.ID')
              .whereRef('mails.CANDIDATE_ID', '=', 'external_candidates.EXTERNALCANDIDATE_UUID'),
          ),
        ),
      )
      .orderBy('RECEIVED_AT')
      .limit(limit)
      .execute();
    return rows.map((row) => row.EXTERNALCANDIDATE_UUID);
  }

  /**
   * Stores a record as it is, its links unchecked: the record posts use insertCandidate, insertAttachment and
   * insertAttachmentInfo. Posting the identical record again is accepted without a second row, because the site's
   * HTTP wrapper retries after network errors and the first attempt may have landed.
   */
  insertRecord(table: RecordTable, key: string, record: Record<string, unknown>): Promise<InsertOutcome> {
    return storeRecord(this.db, table, key, record);
  }

  /**
   * A posted job candidate, unless a general or internship application has its id: one id names one applicant, whom
   * a withdraw link and the retention run delete whole (decision 049). Checked in the insert's transaction.
   */
  insertCandidate(record: ExternalCandidateRecord): Promise<RecordOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const general = await trx
        .selectFrom('general_applications')
        .select('ID')
        .where('ID', '=', record.EXTERNALCANDIDATE_UUID)
        .executeTakeFirst();
      if (general) return 'id-reused';
      const internship = await trx
        .selectFrom('internship_applications')
        .select('ID')
        .where('ID', '=', record.EXTERNALCANDIDATE_UUID)
        .executeTakeFirst();
      if (internship) return 'id-reused';
      return storeRecord(trx, 'external_candidates', 'EXTERNALCANDIDATE_UUID', { ...record });
    });
  }

  /**
   * A posted attachment, if it links the records of one candidate: a posted job candidate, and an info record that
   * is open to it (infoOpenTo). So no post can make another candidate's info record this one's to delete.
   */
  insertAttachment(record: AttachmentRecord): Promise<RecordOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const candidate = await trx
        .selectFrom('external_candidates')
        .select('EXTERNALCANDIDATE_UUID')
        .where('EXTERNALCANDIDATE_UUID', '=', record.TBL_RW_ID)
        .executeTakeFirst();
      if (!candidate) return 'unknown-candidate';
      if (!(await infoOpenTo(trx, record.ATTACHMENT_INFO_ID, record.TBL_RW_ID))) return 'another-candidates-info';
      return storeRecord(trx, 'attachments', 'ATCHMT_ID', { ...record });
    });
  }

  /**
   * A posted attachment-info record, unless attachments of two candidates name it (stored before decision 049): it
   * would join their records, and the first of them to withdraw could not delete it.
   */
  insertAttachmentInfo(record: AttachmentInfoRecord): Promise<RecordOutcome> {
    return this.db.transaction().execute(async (trx) => {
      if ((await infoOwners(trx, record.ATTACHMENTINFO_ID)).length > 1) return 'another-candidates-info';
      return storeRecord(trx, 'attachment_infos', 'ATTACHMENTINFO_ID', { ...record });
    });
  }
}
