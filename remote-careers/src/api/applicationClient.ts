import { emailUrl, http, staffingUrl, type Transfer } from '@tekvana/shared/http';
import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  ExternalCandidateRecord,
  SendMailRequest,
  SignedUploadRequest,
} from '@tekvana/shared';
import { readBlob } from '@tekvana/shared/files';
import { SELF_IDENTIFICATION_TOKEN_HEADER } from '@tekvana/contracts/careers';

/**
 * The candidate post's answer, and the token its headers carry: the proof that this browser posted the candidate,
 * which the self-identification sends (decision 063).
 */
export interface CandidateAnswer {
  answer: unknown;
  selfIdentificationToken?: string;
}

/**
 * The calls an application makes (decision 014); answers are checked by the submit sequence. Each takes the transfer
 * of its step: the form's Cancel and the upload's percentage (decision 065).
 */
export interface ApplicationClient {
  postCandidate(record: ExternalCandidateRecord, transfer: Transfer): Promise<CandidateAnswer>;
  postAttachment(record: AttachmentRecord, transfer: Transfer): Promise<unknown>;
  postAttachmentInfo(record: AttachmentInfoRecord, transfer: Transfer): Promise<unknown>;
  requestSignedUrl(request: SignedUploadRequest, transfer: Transfer): Promise<unknown>;
  uploadResume(signedUrl: string, file: File, transfer: Transfer): Promise<unknown>;
  /** The key is the same on every retry of one application's mail, so the API stores it once. */
  sendMail(request: SendMailRequest, idempotencyKey: string, transfer: Transfer): Promise<unknown>;
  readAsDataUrl(file: File): Promise<string>;
}

export const applicationClient: ApplicationClient = {
  async postCandidate(record, transfer) {
    let selfIdentificationToken: string | undefined;
    const answer = await http.postJson(staffingUrl('/post/candidateData'), record, {
      ...transfer,
      onAnswerHeaders: (header) => (selfIdentificationToken = header(SELF_IDENTIFICATION_TOKEN_HEADER)),
    });
    return { answer, selfIdentificationToken };
  },
  postAttachment: (record, transfer) => http.postJson(staffingUrl('/post/attachment'), record, transfer),
  postAttachmentInfo: (record, transfer) => http.postJson(staffingUrl('/post/attachmentInfo'), record, transfer),
  requestSignedUrl: (request, transfer) => http.postJson(staffingUrl('/s3uploadResume'), request, transfer),
  uploadResume: (signedUrl, file, transfer) => http.putFile(signedUrl, file, transfer),
  sendMail: (request, idempotencyKey, transfer) =>
    http.postJson(emailUrl('/v1/sendMail'), request, { idempotencyKey, ...transfer }),
  readAsDataUrl: (file) => readBlob(file, 'dataUrl'),
};
