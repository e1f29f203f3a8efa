import { emailUrl, http, staffingUrl } from '@tekvana/shared/http';
import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  ExternalCandidateRecord,
  SendMailRequest,
  SignedUploadRequest,
} from '@tekvana/shared';
import { readBlob } from '@tekvana/shared/files';

/** The calls an application makes (decision 014); answers are checked by the submit sequence. */
export interface ApplicationClient {
  postCandidate(record: ExternalCandidateRecord): Promise<unknown>;
  postAttachment(record: AttachmentRecord): Promise<unknown>;
  postAttachmentInfo(record: AttachmentInfoRecord): Promise<unknown>;
  requestSignedUrl(request: SignedUploadRequest): Promise<unknown>;
  uploadResume(signedUrl: string, file: File): Promise<unknown>;
  /** The key is the same on every retry of one application's mail, so the API stores it once. */
  sendMail(request: SendMailRequest, idempotencyKey: string): Promise<unknown>;
  readAsDataUrl(file: File): Promise<string>;
}

export const applicationClient: ApplicationClient = {
  postCandidate: (record) => http.postJson(staffingUrl('/post/candidateData'), record),
  postAttachment: (record) => http.postJson(staffingUrl('/post/attachment'), record),
  postAttachmentInfo: (record) => http.postJson(staffingUrl('/post/attachmentInfo'), record),
  requestSignedUrl: (request) => http.postJson(staffingUrl('/s3uploadResume'), request),
  uploadResume: (signedUrl, file) => http.putFile(signedUrl, file),
  sendMail: (request, idempotencyKey) => http.postJson(emailUrl('/v1/sendMail'), request, { idempotencyKey }),
  readAsDataUrl: (file) => readBlob(file, 'dataUrl'),
};
