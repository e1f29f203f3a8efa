import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SendMailAnswer, SendMailRequest } from '@tekvana/shared';
import type { EarlierMail, IdempotentRequest, OutboxStore, StoredAttachment } from '../db/outbox';
import { decodeDataUrl } from '../dataUrl';
import { ApiError, useErrorAnswers } from '../errors';
import { checkRecipients, type MailLists } from '../mailPolicy';
import { sanitizeFileName } from '../objectKeys';
import { MAIL_BODY_LIMIT, sendMailSchema } from '../schemas';

export const OUTBOX_DIR = 'outbox';
/** In a mail's attachment folder while the mail is not yet stored (see sweep.ts). */
export const INCOMPLETE_MARKER = '.incomplete';

export interface MailDeps {
  outbox: OutboxStore;
  dataDir: string;
  mailLists: MailLists;
}

/** Sent by the site's HTTP wrapper, the same on each attempt of one mail. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function idempotentRequest(header: string | string[] | undefined, body: SendMailRequest): IdempotentRequest | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!/^[A-Za-z0-9_.:-]{8,200}$/.test(key)) {
    throw new ApiError(400, `${IDEMPOTENCY_HEADER} must be 8 to 200 letters, digits or _.:-`, IDEMPOTENCY_HEADER);
  }
  return { key, sha256: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
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
    const idempotent = idempotentRequest(request.headers[IDEMPOTENCY_HEADER.toLowerCase()], mail);
    const answerFor = (earlier: EarlierMail): SendMailAnswer => {
      if (earlier.sha256 !== idempotent?.sha256) {
        throw new ApiError(422, `${IDEMPOTENCY_HEADER} was already used for a different mail`, IDEMPOTENCY_HEADER, 'IDEMPOTENCY_KEY_REUSED');
      }
      return { code: 'OK', id: earlier.id };
    };
    const earlier = idempotent && (await outbox.byIdempotencyKey(idempotent.key));
    if (earlier) return answerFor(earlier);
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

    const marker = path.join(dataDir, folder, INCOMPLETE_MARKER);
    const removeFiles = () => fs.promises.rm(path.join(dataDir, folder), { recursive: true, force: true });
    try {
      if (files.length > 0) {
        // The marker goes first and is removed once the mail is stored: a crash in between leaves a folder
        // the sweep knows for certain was never acknowledged.
        await fs.promises.mkdir(path.join(dataDir, folder), { recursive: true });
        await fs.promises.writeFile(marker, '');
      }
      await Promise.all(files.map((file) => fs.promises.writeFile(path.join(dataDir, file.stored.storedPath), file.bytes)));
      const outcome = await outbox.insert({
        id,
        createdAt: new Date().toISOString(),
        ...recipients,
        subject: mail.subject,
        message: mail.message,
        format,
        attachments: files.map((file) => file.stored),
      }, idempotent);
      if (!outcome.stored) {
        // Another request with the same key (the wrapper's retry, or another instance) stored it first.
        await removeFiles();
        return answerFor(outcome.earlier);
      }
      if (files.length > 0) await fs.promises.rm(marker, { force: true });
    } catch (error) {
      await removeFiles();
      throw error;
    }
    return { code: 'OK', id };
  });
}
