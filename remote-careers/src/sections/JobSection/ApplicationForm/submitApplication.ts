import { isHttpFailure, isMailSent, retryAfterOf } from '@tekvana/shared/http';
import { randomId, type MailRecipients, type Opening } from '@tekvana/shared';
import type { SubmitTracker } from '@tekvana/shared/files';
import { signedUploadAnswerSchema } from '@tekvana/contracts/careers';
import type { ApplicationClient } from '../../../api/applicationClient';
import type { ApplicationFormValues } from './formValues';
import {
  toAttachmentInfoRecord,
  toAttachmentRecord,
  toCandidateRecord,
  toSendMailRequest,
  toSignedUploadRequest,
  type ApplicationIds,
  type ApplicationLists,
} from './mapping';

export type SubmitStep = 'candidate' | 'attachment' | 'attachmentInfo' | 'signedUrl' | 'upload' | 'mail';

/** Each step as the form names it while it runs (decision 065): what the visitor would call it. */
export const SUBMIT_STEP_LABELS: Readonly<Record<SubmitStep, string>> = {
  candidate: 'Sending your details…',
  attachment: 'Recording your resume…',
  attachmentInfo: 'Recording your resume…',
  signedUrl: 'Preparing the resume upload…',
  upload: 'Uploading your resume…',
  mail: 'Sending your application to our recruiters…',
};
/**
 * What an attempt has done so far. A retry of the same application goes on from here with the same ids and
 * mail key, so steps that landed are not repeated: one candidate, one file, one mail however often it fails.
 */
export interface SubmitAttempt {
  ids: ApplicationIds;
  mailKey: string;
  /** When the attempt began: the attachment record's INSERT_TS, the same on every retry (the API compares it). */
  startedAt: string;
  /** Steps that succeeded; the signed URL counts only once the upload to it did. */
  done: SubmitStep[];
  /** What the candidate post answered with, kept for a retry that does not post it again (decision 063). */
  selfIdentificationToken?: string;
}

/** A failed step, the attempt to retry from, and the wait the API asked for when it refused too many requests. */
export type SubmitResult =
  | { ok: true; candidateId: string; selfIdentificationToken?: string }
  | { ok: false; step: SubmitStep; attempt: SubmitAttempt; retryAfterSeconds?: number };

export interface SubmitInput {
  values: ApplicationFormValues;
  opening: Opening;
  lists: ApplicationLists;
  mail: MailRecipients;
}

export interface SubmitEnvironment {
  client: ApplicationClient;
  /**
   * Told of each step; hands each call its transfer. A Cancel aborts the call under way, which fails its step like
   * any failure: the attempt keeps its ids and landed steps, so sending again goes on from there (decision 065).
   */
  tracker: SubmitTracker;
  newId?: () => string;
  now?: () => Date;
}

/** Decision 014: the record posts answer the text Inserted. */
const isInserted = (answer: unknown) => typeof answer === 'string' && answer.trim() === 'Inserted';
const signedUrlOf = (answer: unknown) => signedUploadAnswerSchema.safeParse(answer).data?.signedUrl;

function failed(step: SubmitStep, attempt: SubmitAttempt, answer?: unknown): SubmitResult {
  const retryAfterSeconds = retryAfterOf(answer);
  const result: SubmitResult = { ok: false, step, attempt: { ...attempt, done: [...attempt.done] } };
  if (retryAfterSeconds !== undefined) result.retryAfterSeconds = retryAfterSeconds;
  return result;
}

/**
 * Decision 014: candidate data, attachment, attachment info, signed upload address, upload, notification
 * e-mail, in that order; the first failing step (a failure answer or an exception) stops the flow.
 */
export async function submitApplication(
  input: SubmitInput,
  env: SubmitEnvironment,
  resume?: SubmitAttempt,
): Promise<SubmitResult> {
  const { values, opening, lists, mail } = input;
  const { client, tracker, newId = randomId, now = () => new Date() } = env;
  const attempt: SubmitAttempt = resume
    ? { ...resume, done: [...resume.done] }
    : {
        ids: { candidate: newId(), attachment: newId(), attachmentInfo: newId() },
        mailKey: newId(),
        startedAt: now().toISOString(),
        done: [],
      };
  const { ids } = attempt;
  const file = values.resume;
  if (!file) return failed('candidate', attempt);
  const pending = (step: SubmitStep) => !attempt.done.includes(step);
  let step: SubmitStep = 'candidate';
  let answer: unknown;
  const track = (named: SubmitStep) => tracker.step(SUBMIT_STEP_LABELS[named]);
  try {
    if (pending('candidate')) {
      const posted = await client.postCandidate(toCandidateRecord(values, opening, lists, ids), track(step));
      answer = posted.answer;
      if (!isInserted(answer)) return failed(step, attempt, answer);
      attempt.selfIdentificationToken = posted.selfIdentificationToken;
      attempt.done.push(step);
    }
    step = 'attachment';
    if (pending('attachment')) {
      answer = await client.postAttachment(
        toAttachmentRecord(values, file, ids, new Date(attempt.startedAt)),
        track(step),
      );
      if (!isInserted(answer)) return failed(step, attempt, answer);
      attempt.done.push(step);
    }
    step = 'attachmentInfo';
    if (pending('attachmentInfo')) {
      answer = await client.postAttachmentInfo(toAttachmentInfoRecord(file, ids), track(step));
      if (!isInserted(answer)) return failed(step, attempt, answer);
      attempt.done.push(step);
    }
    if (pending('upload')) {
      // A signed URL works once, so a failed upload starts again from a new one.
      step = 'signedUrl';
      answer = await client.requestSignedUrl(toSignedUploadRequest(file, ids), track(step));
      const signedUrl = signedUrlOf(answer);
      if (!signedUrl) return failed(step, attempt, answer);
      step = 'upload';
      answer = await client.uploadResume(signedUrl, file, tracker.upload(SUBMIT_STEP_LABELS.upload));
      if (isHttpFailure(answer)) return failed(step, attempt, answer);
      attempt.done.push('signedUrl', 'upload');
    }
    step = 'mail';
    // The mail carries the resume too: on a slow line it is the other long wait, so it has its percentage.
    const transfer = tracker.upload(SUBMIT_STEP_LABELS.mail);
    const dataUrl = await client.readAsDataUrl(file);
    answer = await client.sendMail(
      toSendMailRequest(values, opening, lists, mail, { file, dataUrl }, ids),
      attempt.mailKey,
      transfer,
    );
    if (!isMailSent(answer)) return failed(step, attempt, answer);
    return { ok: true, candidateId: ids.candidate, selfIdentificationToken: attempt.selfIdentificationToken };
  } catch (error) {
    console.error(error);
    return failed(step, attempt);
  }
}
