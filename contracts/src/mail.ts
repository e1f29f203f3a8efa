import type * as z from 'zod/mini';
import type { mailAttachmentSchema, sendMailRequestSchema } from './requestSchemas';

// The e-mail API's sendMail contract (decision 014): the types of its request schemas (requestSchemas.ts, type-only
// imports: this file is part of the package's root entry, which keeps zod out).
/** An attachment of a mail: the file as a data URL, its name and media type. */
export type MailAttachment = z.output<typeof mailAttachmentSchema>;
/**
 * A mail: to, cc and bcc are an address or a list; `candidateId` is our API's addition, on an application's mail only.
 */
export type SendMailRequest = z.output<typeof sendMailRequestSchema>;

/** The mail call succeeded when `code` is absent or 'OK'. */
export interface SendMailAnswer {
  code?: string;
  message?: string;
  id?: string;
}
