import { emailUrl, http, staffingUrl } from '@tekvana/shared/http';
import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  ExternalCandidateRecord,
  SendMailRequest,
  SignedUploadRequest,
} from '@tekvana/shared';

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

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The resume could not be read.'));
    reader.readAsDataURL(file);
  });
}

export const applicationClient: ApplicationClient = {
  postCandidate: (record) => http.postJson(staffingUrl('/post/candidateData'), record),
  postAttachment: (record) => http.postJson(staffingUrl('/post/attachment'), record),
  postAttachmentInfo: (record) => http.postJson(staffingUrl('/post/attachmentInfo'), record),
  requestSignedUrl: (request) => http.postJson(staffingUrl('/s3uploadResume'), request),
  uploadResume: (signedUrl, file) => http.putFile(signedUrl, file),
  sendMail: (request) => http.postJson(emailUrl('/v1/sendMail'), request),
  readAsDataUrl,
};
