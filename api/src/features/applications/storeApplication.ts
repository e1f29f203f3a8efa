import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/tables';
import { ApiError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { storeMail, type MailFile } from '../mail/storeMail';
import { requestHash } from '../../platform/requestHash';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import type { ApplicantStore } from './applicantStore';
import type { EarlierMail, IdempotentRequest, InsertMailOutcome, OutboxStore } from '../outbox/outboxStore';
import type { ConfirmationMail } from './confirmationMail';
import { AnswerPromiseStore } from '../answerPromises/answerPromiseStore';
import { confirmationToStore, promiseOnArrival, type ApplicationSettings } from './confirmations';

/** What an application sent with its resume in one call leaves (decisions 031, 058). */
export interface ApplicationToStore {
  /** The applicant's id: the application's own, which the mails carry and the withdraw link is signed for. */
  applicantId: string;
  mailId: string;
  now: Date;
  /** The recruiters' list and their mail, with the resume attached. */
  to: string[];
  forRecruiters: { subject: string; html: string; text: string };
  resume: MailFile;
  confirmation: ConfirmationMail;
  /** The date the confirmation promises news by (decision 077), kept with the application. */
  answerBy: Date;
  /** The application's own row, written in the same transaction. */
  alongside: (trx: Database) => Promise<void>;
}

/**
 * Stores an application in one transaction: its row, its promise of an answer, the recruiters' mail with the resume
 * and the candidate's confirmation, under the request's idempotency key (the same request stores nothing again).
 */
export function storeApplication(
  deps: { outbox: OutboxStore; objects: ObjectStore },
  application: ApplicationToStore,
  request: IdempotentRequest,
): Promise<InsertMailOutcome> {
  const { applicantId, mailId, now, forRecruiters } = application;
  return storeMail(
    deps,
    {
      id: mailId,
      createdAt: now.toISOString(),
      to: application.to,
      cc: [],
      bcc: [],
      subject: forRecruiters.subject,
      message: forRecruiters.html,
      textMessage: forRecruiters.text,
      format: 'html',
      candidateId: applicantId,
    },
    [application.resume],
    request,
    {
      companion: confirmationToStore(application.confirmation, applicantId, now),
      alongside: async (trx) => {
        await application.alongside(trx);
        await AnswerPromiseStore.make(trx, applicantId, application.answerBy, now);
      },
    },
  );
}

/** An application sent with its resume in one call (a general or an internship one), as the shared steps take it. */
export interface ApplicationRequest {
  kind: 'general' | 'internship';
  /** The browser's id: the applicant's for good. */
  id: string;
  /** The request's body: the same id with another body is refused. */
  body: unknown;
  /** The API's own key of the application's recruiters' mail (a sender's key cannot take its form). */
  key: string;
  /** The recruiters' list. */
  to: string[];
  /**
   * The mails, resume and row, made once nothing refused the id, with the time, the recruiters' mail's id and the
   * date the confirmation promises news by; may refuse the application itself (an ApiError).
   */
  compose: (
    now: Date,
    mailId: string,
    answerBy: Date,
  ) => Promise<Omit<ApplicationToStore, 'applicantId' | 'mailId' | 'now' | 'to' | 'answerBy'>>;
}

/**
 * Takes an application sent in one call: the same id and body again answer as the first did and store nothing; the
 * id of another application, or of this one with another body, is refused (`ID_REUSED`); else it is stored in one
 * transaction (storeApplication).
 */
export async function acceptApplication(
  deps: {
    outbox: OutboxStore;
    objects: ObjectStore;
    applicants: ApplicantStore;
    candidateRecords: CandidateRecordStore;
  } & Pick<ApplicationSettings, 'answerWithinDays'>,
  request: ApplicationRequest,
): Promise<{ code: 'OK'; id: string }> {
  const sha256 = requestHash(request.body);
  const reused = () =>
    new ApiError(422, `id ${request.id} was already used for another application`, 'id', 'ID_REUSED');
  const answerFor = (earlier: EarlierMail) => {
    if (earlier.sha256 !== sha256) throw reused();
    return { code: 'OK' as const, id: request.id };
  };
  const earlier = await deps.outbox.byIdempotencyKey(request.key);
  if (earlier) return answerFor(earlier);
  // One id, one applicant to withdraw: a job candidate's or the other kind's id is never this application's.
  const other =
    request.kind === 'general'
      ? deps.applicants.internshipApplication(request.id)
      : deps.applicants.generalApplication(request.id);
  if ((await deps.candidateRecords.candidate(request.id)) || (await other)) throw reused();
  const now = new Date();
  const mailId = randomUUID();
  const answerBy = promiseOnArrival(deps, now);
  const parts = await request.compose(now, mailId, answerBy);
  const outcome = await storeApplication(
    deps,
    { applicantId: request.id, mailId, now, to: request.to, answerBy, ...parts },
    { key: request.key, sha256 },
  );
  return outcome.stored ? { code: 'OK', id: request.id } : answerFor(outcome.earlier);
}
