import { emailUrl, http, staffingUrl } from '@tekvana/shared/http';
import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  ExternalCandidateRecord,
  SendMailRequest,
  SignedUploadRequest,
} from '@tekvana/shared';
import { readBlob } from '../files/readBlob';

/** The calls an application makes (SPEC section 7); answers are checked by the submit sequence. */
export interface ApplicationClient {
  postCandidate(record: ExternalCandidateRecord): Promise<unknown>;
  postAttachment(record: AttachmentRecord): Promise<unknown>;
  postAttachmentInfo(record: AttachmentInfoRecord): Promise<unknown>;
  requestSignedUrl(request: SignedUploadRequest): Promise<unknown>;
  uploadResume(signedUrl: string, file: File): Promise<unknown>;
  sendMail(request: SendMailRequest): Promise<unknown>;
  readAsDataUrl(file: File): Promise<string>;
}

export const applicationClient: ApplicationClient = {
  postCandidate: (record) => http.postJson(staffingUrl('/post/candidateData'), record),
  postAttachment: (record) => http.postJson(staffingUrl('/post/attachment'), record),
  postAttachmentInfo: (record) => http.postJson(staffingUrl('/post/attachmentInfo'), record),
  requestSignedUrl: (request) => http.postJson(staffingUrl('/s3uploadResume'), request),
  uploadResume: (signedUrl, file) => http.putFile(signedUrl, file),
  sendMail: (request) => http.postJson(emailUrl('/v1/sendMail'), request),
  readAsDataUrl: (file) => readBlob(file, 'dataUrl'),
};
