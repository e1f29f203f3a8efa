import { untyped, type Database, type GeneralApplicationRow, type InternshipApplicationRow } from '../../db/tables';
import { monthsBefore } from '../../platform/months';
import { filedUnder } from '../uploads/uploadStore';

/**
 * Applicants of every kind, by the id that names one whole (decision 049): a job candidate, a general or an internship
 * application. What retention and withdrawal find and delete.
 */
export class ApplicantStore {
  constructor(private readonly db: Database) {}

  /** The ids of one kind of application whose told period ran out by `now`, up to `limit` per period, oldest first. */
  private async expiredApplications(
    table: 'general_applications' | 'internship_applications',
    receivedAt: 'RECEIVED_AT' | 'CREATED_AT',
    now: Date,
    limit: number,
  ): Promise<string[]> {
    // The two tables name their arrival differently: Kysely types neither a table nor a column held in a variable.
    const db = untyped(this.db);
    const periods = await db.selectFrom(table).select('CONSENT_RETENTION_MONTHS').distinct().execute();
    const expired: string[] = [];
    for (const { CONSENT_RETENTION_MONTHS: months } of periods) {
      const rows = await db
        .selectFrom(table)
        .select('ID')
        .where(receivedAt, '<', monthsBefore(now, Number(months)).toISOString())
        .where('CONSENT_RETENTION_MONTHS', '=', months)
        .orderBy(receivedAt)
        .limit(limit)
        .execute();
      expired.push(...rows.map((row) => String(row.ID)));
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
    // General and internship applications always carry the period their candidate was told (decisions 031, 058).
    expired.push(...(await this.expiredApplications('general_applications', 'RECEIVED_AT', now, limit)));
    expired.push(...(await this.expiredApplications('internship_applications', 'CREATED_AT', now, limit)));
    return expired;
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
}
