import type { Database } from '../../db/tables';
import type { NewMail } from '../outbox/outboxStore';
import type { OpeningStore } from '../staffing/openingStore';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import { ApiError } from '../../platform/errors';
import { apiMail } from '../mail/apiMail';
import { confirmationMail, type ConfirmationContext, type ConfirmationMail } from './confirmationMail';
import { linkToken, type LinkPurpose } from '../../platform/linkToken';
import { AnswerPromiseStore } from '../answerPromises/answerPromiseStore';
import { promiseDay } from '../answerPromises/promiseRules';

export interface ApplicationSettings {
  /** Who the candidate writes to with questions. */
  careersContact: string;
  companyName: string;
  /** How long the links in a confirmation (see the application, withdraw it) work. */
  withdrawLinkDays: number;
  /** Days from an application to the date its candidate is promised news (decision 077). */
  answerWithinDays: number;
}

export interface ConfirmationDeps extends ApplicationSettings {
  db: Database;
  candidateRecords: CandidateRecordStore;
  openingRecords: OpeningStore;
  signingSecret: string;
  /** The API's public origin: the application's page and the withdraw page are served here. */
  publicUrl: () => string;
}

export const WITHDRAW_PATH = '/applications/withdraw';
/** The candidate's "Your application" page (decision 064); its downloads are below it. */
export const YOUR_APPLICATION_PATH = '/applications/yours';
const DAY_SECONDS = 24 * 60 * 60;

/** The key under which a candidate's confirmation is stored once; no sender's Idempotency-Key can take this form. */
export const confirmationKey = (candidateId: string) => `confirmation/${candidateId}`;

/** The token of one applicant's link for one purpose, as a query string (`?token=…`). */
export const tokenQuery = (signingSecret: string, purpose: LinkPurpose, applicantId: string, expiresAt: number) =>
  `?token=${encodeURIComponent(linkToken(signingSecret, purpose, applicantId, expiresAt))}`;

/**
 * The links of a confirmation made now, and the last moment they work: the applicant's own page (decision 064) and
 * the withdraw page (decision 029), signed for the same expiry, each for its own purpose.
 */
export function confirmationLinksFor(
  deps: Pick<ConfirmationDeps, 'signingSecret' | 'publicUrl' | 'withdrawLinkDays'>,
  applicantId: string,
  now: Date,
) {
  const expiresAt = Math.floor(now.getTime() / 1000) + deps.withdrawLinkDays * DAY_SECONDS;
  const link = (path: string, purpose: LinkPurpose) =>
    `${deps.publicUrl()}${path}${tokenQuery(deps.signingSecret, purpose, applicantId, expiresAt)}`;
  return {
    applicationUrl: link(YOUR_APPLICATION_PATH, 'see-application'),
    withdrawUrl: link(WITHDRAW_PATH, 'withdraw-application'),
    withdrawUntil: new Date(expiresAt * 1000),
  };
}

/**
 * What every confirmation says beside its own facts: who sends it, whom to ask, the links made now (decisions 029,
 * 064) and the date it promises news by (decision 077).
 */
export const confirmationContextFor = (
  deps: Pick<ConfirmationDeps, 'companyName' | 'careersContact' | 'signingSecret' | 'publicUrl' | 'withdrawLinkDays'>,
  applicantId: string,
  now: Date,
  answerBy: Date,
): ConfirmationContext => ({
  companyName: deps.companyName,
  careersContact: deps.careersContact,
  answerBy,
  ...confirmationLinksFor(deps, applicantId, now),
});

/** The date promised to an application received at `now`. */
export const promiseOnArrival = (settings: Pick<ApplicationSettings, 'answerWithinDays'>, now: Date): Date =>
  promiseDay(now, settings.answerWithinDays);

/** A confirmation to store with the mail that carries it, and the promise it states, written with it (decision 077). */
export interface ConfirmationToStore {
  mail: NewMail;
  key: string;
  alongside: (trx: Database) => Promise<void>;
}

/** A confirmation as an outbox mail, under the key that lets it be stored once per applicant. */
export function confirmationToStore(
  mail: ConfirmationMail,
  applicantId: string,
  now: Date,
): { mail: NewMail; key: string } {
  return {
    key: confirmationKey(applicantId),
    mail: apiMail(mail.to, mail, now, { candidateId: applicantId }),
  };
}

/**
 * The confirmation for the candidate an application mail names (decision 029), with the promise of an answer it
 * states (decision 077: made with the first mail that names the candidate; a later one states the same date). The
 * candidate must have been posted first (step 1 of the application). None when the opening was removed in the
 * seconds since: the mail would not be able to say which role it confirms.
 */
export function confirmations(deps: ConfirmationDeps) {
  const promises = new AnswerPromiseStore(deps.db);
  return async (candidateId: string, now = new Date()): Promise<ConfirmationToStore | undefined> => {
    const candidate = await deps.candidateRecords.candidate(candidateId);
    if (!candidate)
      throw new ApiError(
        422,
        `candidateId ${candidateId} is not a known candidate`,
        'candidateId',
        'UNKNOWN_CANDIDATE',
      );
    const opening = await deps.openingRecords.openingByRequirement(candidate.REQUIREMENT_UUID);
    if (!opening) return undefined;
    const made = (await promises.find(candidateId))?.ANSWER_BY;
    const answerBy = made ? new Date(made) : promiseOnArrival(deps, now);
    const mail = confirmationMail({
      candidate,
      opening,
      ...confirmationContextFor(deps, candidateId, now, answerBy),
    });
    return {
      ...confirmationToStore(mail, candidateId, now),
      alongside: (trx) => AnswerPromiseStore.make(trx, candidateId, answerBy, now),
    };
  };
}

export type ConfirmationFor = ReturnType<typeof confirmations>;
