import { isHttpFailure } from '@tekvana/shared/http';
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
export type SubmitResult = { ok: true } | { ok: false; step: SubmitStep };

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
/** SPEC section 7: the mail call succeeded when it carries no code other than OK. */
const isMailSent = (answer: unknown) => {
  if (isHttpFailure(answer)) return false;
  const code = (answer as { code?: unknown } | null)?.code;
  return code === undefined || code === 'OK';
};

/**
 * SPEC section 4: candidate data, attachment, attachment info, signed upload address, upload, notification
 * e-mail, in that order; the first failing step (a failure answer or an exception) stops the flow.
 */
export async function submitApplication(input: SubmitInput, env: SubmitEnvironment): Promise<SubmitResult> {
  const { values, opening, lists, mail } = input;
  const { client, newId = () => crypto.randomUUID(), now = () => new Date() } = env;
  const file = values.resume;
  if (!file) return { ok: false, step: 'candidate' };
  const ids: ApplicationIds = { candidate: newId(), attachment: newId(), attachmentInfo: newId() };
  let step: SubmitStep = 'candidate';
  try {
    if (!isInserted(await client.postCandidate(toCandidateRecord(values, opening, lists, ids)))) return { ok: false, step };
    step = 'attachment';
    if (!isInserted(await client.postAttachment(toAttachmentRecord(values, file, ids, now())))) return { ok: false, step };
    step = 'attachmentInfo';
    if (!isInserted(await client.postAttachmentInfo(toAttachmentInfoRecord(file, ids)))) return { ok: false, step };
    step = 'signedUrl';
    const signedUrl = signedUrlOf(await client.requestSignedUrl(toSignedUploadRequest(file)));
    if (!signedUrl) return { ok: false, step };
    step = 'upload';
    if (isHttpFailure(await client.uploadResume(signedUrl, file))) return { ok: false, step };
    step = 'mail';
    const dataUrl = await client.readAsDataUrl(file);
    if (!isMailSent(await client.sendMail(toSendMailRequest(values, opening, lists, mail, { file, dataUrl })))) return { ok: false, step };
    return { ok: true };
  } catch (error) {
    console.error(error);
    return { ok: false, step };
  }
}
