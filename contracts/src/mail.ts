/** The e-mail API's sendMail contract (decision 014). */
export interface MailAttachment {
  /** The file as a data URL. */
  path: string;
  filename: string;
  type: string;
}

export interface SendMailRequest {
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  subject: string;
  message: string;
  attachments?: MailAttachment[];
  /**
   * Our API's addition, on an application's mail only: the candidate it is about. The API then sends that
   * candidate a confirmation with a link to withdraw, once per candidate.
   */
  candidateId?: string;
}

/** The mail call succeeded when `code` is absent or 'OK'. */
export interface SendMailAnswer {
  code?: string;
  message?: string;
  id?: string;
}
