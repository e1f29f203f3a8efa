import { randomUUID } from 'node:crypto';
import type { NewMail } from '../outbox/outboxStore';

/**
 * A mail the API writes itself to one address (a confirmation, a job alert): HTML with the same words as plain
 * text, no attachments. `extra` names the candidate it is about or adds headers.
 */
export function apiMail(
  to: string,
  { subject, html, text }: { subject: string; html: string; text: string },
  now: Date,
  extra: Pick<NewMail, 'candidateId' | 'headers'> = {},
): NewMail {
  return {
    id: randomUUID(),
    createdAt: now.toISOString(),
    to: [to],
    cc: [],
    bcc: [],
    subject,
    message: html,
    textMessage: text,
    format: 'html',
    attachments: [],
    ...extra,
  };
}
