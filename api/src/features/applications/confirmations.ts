import type { NewMail } from '../outbox/outboxStore';
import type { StaffingStore } from '../staffing/staffingStore';
import { ApiError } from '../../platform/errors';
import { apiMail } from '../mail/apiMail';
import { confirmationMail, type ConfirmationMail } from './confirmationMail';
import { linkToken } from '../../platform/linkToken';

export interface ApplicationSettings {
  /** Who the candidate writes to with questions. */
  careersContact: string;
  companyName: string;
  /** How long the withdraw link in a confirmation works. */
  withdrawLinkDays: number;
}

export interface ConfirmationDeps extends ApplicationSettings {
  store: StaffingStore;
  signingSecret: string;
  /** The API's public origin: the withdraw page is served here. */
  publicUrl: () => string;
}

export const WITHDRAW_PATH = '/applications/withdraw';
const DAY_SECONDS = 24 * 60 * 60;

/** The key under which a candidate's confirmation is stored once; no sender's Idempotency-Key can take this form. */
export const confirmationKey = (candidateId: string) => `confirmation/${candidateId}`;

export function withdrawUrl(
  deps: Pick<ConfirmationDeps, 'signingSecret' | 'publicUrl'>,
  candidateId: string,
  expiresAt: number,
) {
  return `${deps.publicUrl()}${WITHDRAW_PATH}?token=${encodeURIComponent(linkToken(deps.signingSecret, 'withdraw-application', candidateId, expiresAt))}`;
}

/** The withdraw link of a confirmation made now, and the last moment it works. */
export function withdrawLinkFor(
  deps: Pick<ConfirmationDeps, 'signingSecret' | 'publicUrl' | 'withdrawLinkDays'>,
  applicantId: string,
  now: Date,
) {
  const expiresAt = Math.floor(now.getTime() / 1000) + deps.withdrawLinkDays * DAY_SECONDS;
  return { withdrawUrl: withdrawUrl(deps, applicantId, expiresAt), withdrawUntil: new Date(expiresAt * 1000) };
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
 * The confirmation for the candidate an application mail names (decision 029). The candidate must have been
 * posted first (step 1 of the application). None when the opening was removed in the seconds since: the mail
 * would not be able to say which role it confirms.
 */
export function confirmations(deps: ConfirmationDeps) {
  return async (candidateId: string, now = new Date()): Promise<{ mail: NewMail; key: string } | undefined> => {
    const candidate = await deps.store.candidate(candidateId);
    if (!candidate)
      throw new ApiError(
        422,
        `candidateId ${candidateId} is not a known candidate`,
        'candidateId',
        'UNKNOWN_CANDIDATE',
      );
    const opening = await deps.store.openingByRequirement(candidate.REQUIREMENT_UUID);
    if (!opening) return undefined;
    const mail = confirmationMail({
      candidate,
      opening,
      companyName: deps.companyName,
      careersContact: deps.careersContact,
      ...withdrawLinkFor(deps, candidateId, now),
    });
    return confirmationToStore(mail, candidateId, now);
  };
}

export type ConfirmationFor = ReturnType<typeof confirmations>;
