import { isPastClosingDate, todayUtc } from '@tekvana/contracts/careers';
import type { AttachmentInfoRecord, AttachmentRecord } from '@tekvana/contracts';
import type { Database } from '../../db/tables';
import type { OutboxStore, StoredMail } from '../outbox/outboxStore';
import type { SelfIdentificationStore } from '../selfIdentification/selfIdentificationStore';
import type { OpeningStore } from '../staffing/openingStore';
import type { ListStore } from '../staffing/listStore';
import type { ApplicantStore } from './applicantStore';
import { areaOf, nameOf } from '../internshipApplications/internshipAnswers';
import { answersOf } from '../internshipApplications/internshipApplicationStore';
import { uploadObjectKey } from '../../platform/objects/objectStore';
import { UploadStore } from '../uploads/uploadStore';
import { candidateAnswers, generalAnswers, internshipAnswers, type HeldAnswer } from './applicationAnswers';
import { ApplicationStageStore } from '../applicationStages/applicationStageStore';
import { isStageMailKey } from '../applicationStages/stages';
import { AnswerPromiseStore } from '../answerPromises/answerPromiseStore';
import { isPromiseMailKey } from '../answerPromises/promiseMail';

export type ApplicationKind = 'job' | 'general' | 'internship';

/** A file kept for an application: the upload the job application form made, or a copy attached to its mail. */
export interface HeldFile {
  name: string;
  type: string;
  size: number;
  keptAs: 'upload' | 'mail attachment';
  /** Where it is in the object store. */
  objectKey: string;
}

/** The opening a job application was for, as it stands now. */
export interface HeldOpening {
  reqId: number;
  title: string;
  location: string;
  /** Listed, and not past its closing date. */
  open: boolean;
}

/** The consents the candidate gave, as stored (decision 030); a record from before consent was asked has none. */
export interface HeldConsent {
  processing: 'Yes' | undefined;
  talentPool: 'Yes' | 'No' | undefined;
  retentionMonths: number | undefined;
}

/** A job candidate's resume records (decision 014), as posted by the application form. */
export interface ResumeRecords {
  attachments: AttachmentRecord[];
  attachmentInfos: AttachmentInfoRecord[];
}

/** Everything the API holds about one applicant (decision 064), read for their own page and download. */
export interface HeldApplication {
  kind: ApplicationKind;
  id: string;
  receivedAt: string;
  /** The applicant's name, as they gave it. */
  name: string;
  /** The role in words: title and Req ID, the general application's areas, or the internship's area. */
  appliedFor: string;
  /** A job application's opening; undefined for the other kinds, 'removed' once it left the openings. */
  opening: HeldOpening | 'removed' | undefined;
  answers: HeldAnswer[];
  consent: HeldConsent;
  files: HeldFile[];
  mails: HeldMail[];
  resumeRecords: ResumeRecords | undefined;
  /** The voluntary self-identification (decision 063): the candidate's own data, never part of the application. */
  selfIdentification: Record<string, unknown> | undefined;
  /** Where the application stands, as the staffing system reported it (decision 076), first to last. */
  stages: HeldStage[];
  /** By when the candidate was promised news (decision 077); undefined once they had an answer, or without one. */
  answerBy: string | undefined;
}

/**
 * A mail about the application, and whether it is news to the candidate after the confirmation: of a stage
 * (decision 076), or the site's own when a promised date came without one (decision 077).
 */
export type HeldMail = StoredMail & { news: boolean };

/** One stage the staffing system reported: its name, when, and its words to the candidate. */
export interface HeldStage {
  stage: string;
  at: string;
  message: string | undefined;
}

/** The repositories that describe an applicant of any kind. */
export interface ApplicantRecords {
  openingRecords: OpeningStore;
  applicants: ApplicantStore;
  lists: ListStore;
}

export interface HeldApplicationDeps extends ApplicantRecords {
  db: Database;
  outbox: OutboxStore;
  selfIdentifications: SelfIdentificationStore;
}

/** What an application is, from its own record: what the withdraw page shows, and the start of everything held. */
export type ApplicationDescription = Omit<
  HeldApplication,
  'id' | 'files' | 'mails' | 'selfIdentification' | 'stages' | 'answerBy'
>;

/** Describes the applicant with this id, whichever kind; undefined once it was withdrawn or deleted. */
export async function describeApplication(
  { db, openingRecords, applicants, lists }: Pick<HeldApplicationDeps, 'db' | keyof ApplicantRecords>,
  id: string,
  now = new Date(),
): Promise<ApplicationDescription | undefined> {
  const candidate = await db
    .selectFrom('external_candidates')
    .selectAll()
    .where('EXTERNALCANDIDATE_UUID', '=', id)
    .executeTakeFirst();
  if (candidate) {
    const listed = await openingRecords.openingByRequirement(candidate.REQUIREMENT_UUID);
    const opening: HeldOpening | 'removed' = listed
      ? {
          reqId: listed.REQ_ID,
          title: listed.PSTN_TITLE,
          location: listed.PSTN_LCTN,
          open: !isPastClosingDate({ CLOSING_DATE: listed.CLOSING_DATE ?? undefined }, todayUtc(now)),
        }
      : 'removed';
    return {
      kind: 'job',
      receivedAt: candidate.RECEIVED_AT,
      name: candidate.CND_NM_TX,
      // The API no longer holds a removed opening's title.
      appliedFor:
        opening === 'removed'
          ? 'An opening that has closed and left our list'
          : `${opening.title} (Req ID ${opening.reqId})`,
      opening,
      answers: candidateAnswers(candidate),
      consent: {
        processing: candidate.CONSENT_PROCESSING,
        talentPool: candidate.CONSENT_TALENT_POOL,
        retentionMonths: candidate.CONSENT_RETENTION_MONTHS,
      },
      resumeRecords: await resumeRecordsOf(db, id),
    };
  }
  const general = await applicants.generalApplication(id);
  if (general) {
    const country = (await lists.countries()).find((item) => item.COUNTRY_UUID === general.COUNTRY_UUID);
    const areas = JSON.parse(general.AREAS_JSON) as string[];
    return {
      kind: 'general',
      receivedAt: general.RECEIVED_AT,
      name: general.NAME,
      appliedFor: `General application: ${areas.join(', ')}`,
      opening: undefined,
      answers: generalAnswers(general, country?.COUNTRY_NAME),
      // A general application is a talent-pool entry by what it is (decision 031).
      consent: { processing: 'Yes', talentPool: 'Yes', retentionMonths: general.CONSENT_RETENTION_MONTHS },
      resumeRecords: undefined,
    };
  }
  const internship = await applicants.internshipApplication(id);
  if (!internship) return undefined;
  const answers = answersOf(internship);
  return {
    kind: 'internship',
    receivedAt: internship.CREATED_AT,
    name: nameOf(answers),
    appliedFor: `Internship application: ${areaOf(answers)}`,
    opening: undefined,
    answers: internshipAnswers(internship),
    consent: {
      processing: 'Yes',
      talentPool: internship.CONSENT_TALENT_POOL,
      retentionMonths: internship.CONSENT_RETENTION_MONTHS,
    },
    resumeRecords: undefined,
  };
}

/** A job candidate's attachment records and the info records they name. */
async function resumeRecordsOf(db: Database, id: string): Promise<ResumeRecords> {
  const attachments = await db.selectFrom('attachments').selectAll().where('TBL_RW_ID', '=', id).execute();
  const infoIds = attachments.map((item) => item.ATTACHMENT_INFO_ID);
  const attachmentInfos =
    infoIds.length === 0
      ? []
      : await db.selectFrom('attachment_infos').selectAll().where('ATTACHMENTINFO_ID', 'in', infoIds).execute();
  return { attachments, attachmentInfos };
}

/** The name of an upload's object: its key's last part without the unique id before it (uploads/objectKeys.ts). */
const uploadName = (key: string) => (key.split('/').pop() ?? key).replace(/^[0-9a-f-]{36}-/, '');

/** The resume the page offers: the job application form's upload (the last one), else the copy in its mail. */
export const resumeOf = (held: HeldApplication): HeldFile | undefined =>
  held.files.filter((file) => file.keptAs === 'upload').pop() ??
  held.files.find((file) => file.keptAs === 'mail attachment');

/** Reads what is held about applicants; every read is by the applicant's id alone. */
export class HeldApplications {
  private readonly uploads: UploadStore;

  constructor(private readonly deps: HeldApplicationDeps) {
    this.uploads = new UploadStore(deps.db);
  }

  /** Everything held about the applicant with this id, whichever kind; undefined once it was withdrawn or deleted. */
  async read(id: string, now = new Date()): Promise<HeldApplication | undefined> {
    const kind = await describeApplication(this.deps, id, now);
    if (!kind) return undefined;
    const mails = await this.mailsOf(id);
    const uploads = kind.kind === 'job' ? await this.uploadsOf(id) : [];
    const attached = mails.flatMap((mail) =>
      mail.attachments.map((item): HeldFile => ({
        name: item.filename,
        type: item.type,
        size: item.size,
        keptAs: 'mail attachment',
        objectKey: item.storedPath,
      })),
    );
    const self = await this.deps.selfIdentifications.answers(id);
    const stages = await new ApplicationStageStore(this.deps.db).history(id);
    const promise = await new AnswerPromiseStore(this.deps.db).find(id);
    return {
      ...kind,
      id,
      files: [...uploads, ...attached],
      mails,
      selfIdentification: self === undefined ? undefined : (JSON.parse(self) as Record<string, unknown>),
      stages: stages.map((row) => ({ stage: row.STAGE, at: row.CREATED_AT, message: row.MESSAGE ?? undefined })),
      answerBy: promise?.ANSWER_BY ?? undefined,
    };
  }

  /**
   * The mails about the applicant (the recruiters' copy, the confirmation, the news of each stage), oldest first,
   * with their attachments.
   */
  private async mailsOf(id: string): Promise<HeldMail[]> {
    const rows = await this.deps.db
      .selectFrom('mails')
      .select(['ID', 'IDEMPOTENCY_KEY'])
      .where('CANDIDATE_ID', '=', id)
      .orderBy('SEQ')
      .execute();
    const mails = await Promise.all(
      rows.map(async (row) => {
        const mail = await this.deps.outbox.get(row.ID);
        const key = row.IDEMPOTENCY_KEY;
        return mail && { ...mail, news: isStageMailKey(key) || isPromiseMailKey(key) };
      }),
    );
    return mails.filter((mail): mail is HeldMail => mail !== undefined);
  }

  /** A job candidate's stored uploads, filed under its id (decision 029), oldest first. */
  private async uploadsOf(id: string): Promise<HeldFile[]> {
    const rows = await Promise.all((await this.uploads.keysOfCandidate(id)).map((key) => this.uploads.row(key)));
    return rows
      .flatMap((row) => (row?.STATE === 'stored' ? [row] : []))
      .sort((a, b) => a.UPLOADED_AT.localeCompare(b.UPLOADED_AT))
      .map((row) => ({
        name: uploadName(row.OBJECT_KEY),
        type: row.CONTENT_TYPE,
        size: row.SIZE,
        keptAs: 'upload',
        objectKey: uploadObjectKey(row.OBJECT_KEY),
      }));
  }
}
