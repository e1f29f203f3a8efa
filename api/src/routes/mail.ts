import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SendMailAnswer, SendMailRequest } from '@tekvana/shared';
import type { OutboxStore, StoredAttachment } from '../db/outbox';
import { decodeDataUrl } from '../dataUrl';
import { ApiError, useErrorAnswers } from '../errors';
import { checkRecipients, type MailLists } from '../mailPolicy';
import { sanitizeFileName } from '../objectKeys';
import { MAIL_BODY_LIMIT, sendMailSchema } from '../schemas';

export const OUTBOX_DIR = 'outbox';

export interface MailDeps {
  outbox: OutboxStore;
  dataDir: string;
  mailLists: MailLists;
}

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Error codes of the mail API; the site treats any code other than OK as failure. */
function mailCode(status: number): string {
  if (status === 400) return 'INVALID_REQUEST';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  return status >= 500 ? 'ERROR' : 'REQUEST_FAILED';
}

export async function mailRoutes(app: FastifyInstance, { outbox, dataDir, mailLists }: MailDeps): Promise<void> {
  useErrorAnswers(app, (body, status) => ({ code: mailCode(status), message: body.error, ...body }));

  app.post<{ Body: SendMailRequest }>('/v1/sendMail', { bodyLimit: MAIL_BODY_LIMIT, schema: { body: sendMailSchema } }, async (request): Promise<SendMailAnswer> => {
    const mail = request.body;
    const recipients = { to: list(mail.to), cc: list(mail.cc), bcc: list(mail.bcc) };
    const { format } = checkRecipients(recipients, mailLists);
    const id = randomUUID();
    const folder = path.join(OUTBOX_DIR, id);
    // Decode everything before writing anything, so a bad attachment leaves no trace.
    const files = (mail.attachments ?? []).map((attachment, n) => {
      const decoded = decodeDataUrl(attachment.path);
      if (!decoded) throw new ApiError(400, `attachments[${n}].path is not a valid data URL`, `attachments[${n}].path`);
      const stored: StoredAttachment = {
        n,
        filename: attachment.filename,
        type: attachment.type || decoded.type,
        size: decoded.bytes.length,
        storedPath: path.join(folder, `${n}-${sanitizeFileName(attachment.filename)}`),
      };
      return { stored, bytes: decoded.bytes };
    });

    if (files.length > 0) await fs.promises.mkdir(path.join(dataDir, folder), { recursive: true });
    try {
      await Promise.all(files.map((file) => fs.promises.writeFile(path.join(dataDir, file.stored.storedPath), file.bytes)));
      await outbox.insert({
        id,
        createdAt: new Date().toISOString(),
        ...recipients,
        subject: mail.subject,
        message: mail.message,
        format,
        attachments: files.map((file) => file.stored),
      });
    } catch (error) {
      await fs.promises.rm(path.join(dataDir, folder), { recursive: true, force: true });
      throw error;
    }
    return { code: 'OK', id };
  });
}
