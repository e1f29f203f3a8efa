import { isHttpFailure, isMailSent, retryAfterOf } from '@tekvana/shared/http';
import type { MailRecipients, Opening } from '@tekvana/shared';
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
/** A failed step, with the wait the API asked for when it refused too many requests. */
export type SubmitResult = { ok: true } | { ok: false; step: SubmitStep; retryAfterSeconds?: number };

export interface SubmitInput {
  values: ApplicationFormValues;
  opening: Opening;
  lists: ApplicationLists;
  mail: MailRecipients;
}

export interface SubmitEnvironment {
  client: ApplicationClient;
  newId?: () => string;
  now?: () => Date;
}

/** SPEC section 7: the record posts answer the text Inserted. */
const isInserted = (answer: unknown) => typeof answer === 'string' && answer.trim() === 'Inserted';
const signedUrlOf = (answer: unknown) =>
  !isHttpFailure(answer) && typeof (answer as { signedUrl?: unknown } | null)?.signedUrl === 'string'
    ? (answer as { signedUrl: string }).signedUrl
    : undefined;

function failed(step: SubmitStep, answer?: unknown): SubmitResult {
  const retryAfterSeconds = retryAfterOf(answer);
  return retryAfterSeconds === undefined ? { ok: false, step } : { ok: false, step, retryAfterSeconds };
}

/**
 * SPEC section 4: candidate data, attachment, attachment info, signed upload address, upload, notification
 * e-mail, in that order; the first failing step (a failure answer or an exception) stops the flow.
 */
export async function submitApplication(input: SubmitInput, env: SubmitEnvironment): Promise<SubmitResult> {
  const { values, opening, lists, mail } = input;
  const { client, newId = () => crypto.randomUUID(), now = () => new Date() } = env;
  const file = values.resume;
  if (!file) return failed('candidate');
  const ids: ApplicationIds = { candidate: newId(), attachment: newId(), attachmentInfo: newId() };
  let step: SubmitStep = 'candidate';
  let answer: unknown;
  try {
    answer = await client.postCandidate(toCandidateRecord(values, opening, lists, ids));
    if (!isInserted(answer)) return failed(step, answer);
    step = 'attachment';
    answer = await client.postAttachment(toAttachmentRecord(values, file, ids, now()));
    if (!isInserted(answer)) return failed(step, answer);
    step = 'attachmentInfo';
    answer = await client.postAttachmentInfo(toAttachmentInfoRecord(file, ids));
    if (!isInserted(answer)) return failed(step, answer);
    step = 'signedUrl';
    answer = await client.requestSignedUrl(toSignedUploadRequest(file));
    const signedUrl = signedUrlOf(answer);
    if (!signedUrl) return failed(step, answer);
    step = 'upload';
    answer = await client.uploadResume(signedUrl, file);
    if (isHttpFailure(answer)) return failed(step, answer);
    step = 'mail';
    const dataUrl = await client.readAsDataUrl(file);
    answer = await client.sendMail(toSendMailRequest(values, opening, lists, mail, { file, dataUrl }));
    if (!isMailSent(answer)) return failed(step, answer);
    return { ok: true };
  } catch (error) {
    console.error(error);
    return failed(step);
  }
}
