import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  Country,
  ExternalCandidateRecord,
  Opening,
  Recruiter,
  State,
} from '@tekvana/contracts';
import { untyped, type Database, type GeneralApplicationRow, type InternshipApplicationRow } from '../../db/tables';
import { checkedOpenings, openingOf, openingRow, OpeningTermsError } from '../../db/openingRow';
import { ApiError } from '../../platform/errors';
import { upsert } from '../../db/upsert';
import { filedUnder } from '../uploads/uploadStore';

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

  async openings(): Promise<Opening[]> {
    return (await this.db.selectFrom('openings').selectAll().orderBy('REQ_ID', 'desc').execute()).map(openingOf);
  }

  async openingByReqId(reqId: number): Promise<Opening | undefined> {
    const row = await this.db.selectFrom('openings').selectAll().where('REQ_ID', '=', reqId).executeTakeFirst();
    return row && openingOf(row);
  }

  async openingByRequirement(requirementUuid: string): Promise<Opening | undefined> {
    const row = await this.db
      .selectFrom('openings')
      .selectAll()
      .where('REQUIREMENT_UUID', '=', requirementUuid)
      .executeTakeFirst();
    return row && openingOf(row);
  }

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
   * Applicants received before their retention period (the months they were told, else `defaultMonths`) ran
   * out by `now`: job candidates, general and internship applications (their ids are never the same), up to `limit`
   * per period and kind, oldest first.
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
    // So do internship applications (decision 058).
    const internshipPeriods = await this.db
      .selectFrom('internship_applications')
      .select('CONSENT_RETENTION_MONTHS')
      .distinct()
      .execute();
    for (const { CONSENT_RETENTION_MONTHS: months } of internshipPeriods) {
      const rows = await this.db
        .selectFrom('internship_applications')
        .select('ID')
        .where('CREATED_AT', '<', monthsBefore(now, months).toISOString())
        .where('CONSENT_RETENTION_MONTHS', '=', months)
        .orderBy('CREATED_AT')
        .limit(limit)
        .execute();
      expired.push(...rows.map((row) => row.ID));
    }
    return expired;
  }

  async generalApplication(id: string): Promise<GeneralApplicationRow | undefined> {
    return this.db.selectFrom('general_applications').selectAll().where('ID', '=', id).executeTakeFirst();
  }

  async internshipApplication(id: string): Promise<InternshipApplicationRow | undefined> {
    return this.db.selectFrom('internship_applications').selectAll().where('ID', '=', id).executeTakeFirst();
  }

  /**
   * Deletes an applicant's records in one transaction: the job candidate, its attachments and the attachment-info
   * records no other candidate's attachment names, its uploads' rows, or the general or internship application with
   * that id, its mails (with their attachment rows), its self-identification and its stages. Their files must be removed first
   * (withdrawal.ts), so no file is left that no row names. False when there was no such applicant.
   */
  async deleteCandidate(candidateId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Only info records no other candidate's attachment names: one linked to two candidates (stored before
      // decision 049, or posted by two at the same moment) is not this candidate's alone to delete.
      await trx
        .deleteFrom('attachment_infos')
        .where('ATTACHMENTINFO_ID', 'in', (eb) =>
          eb.selectFrom('attachments').select('ATTACHMENT_INFO_ID').where('TBL_RW_ID', '=', candidateId),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('attachments as other')
                .select('other.ATCHMT_ID')
                .whereRef('other.ATTACHMENT_INFO_ID', '=', 'attachment_infos.ATTACHMENTINFO_ID')
                .where('other.TBL_RW_ID', '<>', candidateId),
            ),
          ),
        )
        .execute();
      await trx.deleteFrom('attachments').where('TBL_RW_ID', '=', candidateId).execute();
      await trx.deleteFrom('uploads').where(filedUnder(candidateId)).execute();
      const mails = trx.selectFrom('mails').select('ID').where('CANDIDATE_ID', '=', candidateId);
      await trx.deleteFrom('mail_attachments').where('MAIL_ID', 'in', mails).execute();
      await trx.deleteFrom('mails').where('CANDIDATE_ID', '=', candidateId).execute();
      await trx.deleteFrom('self_identifications').where('CANDIDATE_ID', '=', candidateId).execute();
      await trx.deleteFrom('application_stages').where('APPLICATION_ID', '=', candidateId).execute();
      await trx.deleteFrom('answer_promises').where('APPLICATION_ID', '=', candidateId).execute();
      const candidates = await trx
        .deleteFrom('external_candidates')
        .where('EXTERNALCANDIDATE_UUID', '=', candidateId)
        .executeTakeFirst();
      const general = await trx.deleteFrom('general_applications').where('ID', '=', candidateId).executeTakeFirst();
      const internship = await trx
        .deleteFrom('internship_applications')
        .where('ID', '=', candidateId)
        .executeTakeFirst();
      return Number(candidates.numDeletedRows) + Number(general.numDeletedRows) + Number(internship.numDeletedRows) > 0;
    });
  }

  /**
   * Whether the opening takes applications on `today` (YYYY-MM-DD): it exists and its closing date, when it has
   * one, is not before today (decision 059). Dates are ISO text, so text order is date order on both engines.
   */
  async hasRequirement(requirementUuid: string, today: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('openings')
        .select('REQ_ID')
        .where('REQUIREMENT_UUID', '=', requirementUuid)
        .where((eb) => eb.or([eb('CLOSING_DATE', 'is', null), eb('CLOSING_DATE', '>=', today)]))
        .executeTakeFirst()) !== undefined
    );
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

  /**
   * For the test openings routes only (testing/plugins/testOpenings.ts). Stores none of them, answering 400 with
   * each problem, when one's terms contradict themselves (decision 059).
   */
  async upsertOpenings(openings: readonly Opening[]): Promise<void> {
    try {
      checkedOpenings(openings);
    } catch (error) {
      if (error instanceof OpeningTermsError) throw new ApiError(400, error.message);
      throw error;
    }
    await upsert(this.db, 'openings', 'REQ_ID', openings.map(openingRow));
  }

  async deleteOpening(reqId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('openings').where('REQ_ID', '=', reqId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
