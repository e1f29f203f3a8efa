import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ACCEPTED_RESUME_TYPES,
  RESUME_CONTENT_TYPES,
  resumeTypeOf,
  type SendMailAnswer,
  type SendMailRequest,
} from '@tekvana/shared';
import type { ConfirmationFor } from '../applications/confirmations';
import type { EarlierMail, IdempotentRequest, InsertMailOutcome, OutboxStore, StoredAttachment } from '../db/outbox';
import { decodeDataUrl } from '../dataUrl';
import { ApiError, useErrorAnswers } from '../errors';
import { checkRecipients, type MailLists } from '../mailPolicy';
import { sanitizeFileName } from '../objectKeys';
import { incompleteMarkerKey, OUTBOX_PREFIX, type ObjectStore } from '../objects/objectStore';
import { MAIL_BODY_LIMIT, sendMailSchema } from '../schemas';

export interface MailDeps {
  outbox: OutboxStore;
  objects: ObjectStore;
  mailLists: MailLists;
  /** The candidate's confirmation for an application mail that names its candidate (decision 029). */
  confirmationFor: ConfirmationFor;
}

/** Sent by the site's HTTP wrapper, the same on each attempt of one mail. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function idempotentRequest(
  header: string | string[] | undefined,
  body: SendMailRequest,
): IdempotentRequest | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!/^[A-Za-z0-9_.:-]{8,200}$/.test(key)) {
    throw new ApiError(400, `${IDEMPOTENCY_HEADER} must be 8 to 200 letters, digits or _.:-`, IDEMPOTENCY_HEADER);
  }
  return { key, sha256: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Error codes of the mail API; the site treats any code other than OK as failure. */
function mailCode(status: number): string {
  if (status === 400) return 'INVALID_REQUEST';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  return status >= 500 ? 'ERROR' : 'REQUEST_FAILED';
}

export async function mailRoutes(
  app: FastifyInstance,
  { outbox, objects, mailLists, confirmationFor }: MailDeps,
): Promise<void> {
  useErrorAnswers(app, (body, status) => ({ code: mailCode(status), message: body.error, ...body }));

  app.post<{ Body: SendMailRequest }>(
    '/v1/sendMail',
    { bodyLimit: MAIL_BODY_LIMIT, schema: { body: sendMailSchema } },
    async (request): Promise<SendMailAnswer> => {
      const mail = request.body;
      const recipients = { to: list(mail.to), cc: list(mail.cc), bcc: list(mail.bcc) };
      const { list: listName, format, resumeAttachments } = checkRecipients(recipients, mailLists);
      const attachments = mail.attachments ?? [];
      if (attachments.length > 0 && !resumeAttachments) {
        throw new ApiError(
          422,
          `Mail to the ${listName} list cannot carry attachments`,
          'attachments',
          'ATTACHMENTS_NOT_ALLOWED',
        );
      }
      if (mail.candidateId !== undefined && !resumeAttachments) {
        throw new ApiError(
          422,
          `Only an application's mail names a candidate; the ${listName} list takes none`,
          'candidateId',
          'CANDIDATE_NOT_ALLOWED',
        );
      }
      const idempotent = idempotentRequest(request.headers[IDEMPOTENCY_HEADER.toLowerCase()], mail);
      const answerFor = (earlier: EarlierMail): SendMailAnswer => {
        if (earlier.sha256 !== idempotent?.sha256) {
          throw new ApiError(
            422,
            `${IDEMPOTENCY_HEADER} was already used for a different mail`,
            IDEMPOTENCY_HEADER,
            'IDEMPOTENCY_KEY_REUSED',
          );
        }
        return { code: 'OK', id: earlier.id };
      };
      const earlier = idempotent && (await outbox.byIdempotencyKey(idempotent.key));
      if (earlier) return answerFor(earlier);
      const id = randomUUID();
      const confirmation = mail.candidateId === undefined ? undefined : await confirmationFor(mail.candidateId);
      // Decode and check everything before writing anything, so a bad attachment leaves no trace.
      const files = attachments.map((attachment, n) => {
        const decoded = decodeDataUrl(attachment.path);
        if (!decoded)
          throw new ApiError(400, `attachments[${n}].path is not a valid data URL`, `attachments[${n}].path`);
        // Attachments are resumes, judged by their bytes like uploads (docs/decisions/004-resumes-are-checked-by-their-bytes.md).
        const type = resumeTypeOf(decoded.bytes);
        if (!type)
          throw new ApiError(
            415,
            `attachments[${n}] must be a ${ACCEPTED_RESUME_TYPES} file`,
            `attachments[${n}].path`,
          );
        const stored: StoredAttachment = {
          n,
          filename: attachment.filename,
          type: RESUME_CONTENT_TYPES[type],
          size: decoded.bytes.length,
          storedPath: `${OUTBOX_PREFIX}${id}/${n}-${sanitizeFileName(attachment.filename)}`,
        };
        return { stored, bytes: decoded.bytes };
      });

      const marker = incompleteMarkerKey(id);
      const ourObjects = [...files.map((file) => file.stored.storedPath), marker];
      // A failed clean-up leaves the marker, so the sweep removes the folder later: log it and go on.
      const leaveToSweep = (what: string) => (error: unknown) =>
        console.warn(`${what} (mail ${id}); the sweep will finish it:`, error);
      let outcome: InsertMailOutcome;
      try {
        // The marker goes first and is removed once the mail is stored: a crash in between leaves a folder
        // the sweep knows for certain was never acknowledged.
        if (files.length > 0) await objects.put(marker, Buffer.alloc(0), 'application/octet-stream');
        // Every write settles before any clean-up, so none can land after the folder was emptied.
        const writes = await Promise.allSettled(
          files.map((file) => objects.put(file.stored.storedPath, file.bytes, file.stored.type)),
        );
        const failed = writes.find((write) => write.status === 'rejected');
        if (failed) throw failed.reason;
        outcome = await outbox.insert(
          {
            id,
            createdAt: new Date().toISOString(),
            ...recipients,
            subject: mail.subject,
            message: mail.message,
            format,
            attachments: files.map((file) => file.stored),
            ...(mail.candidateId === undefined ? {} : { candidateId: mail.candidateId }),
          },
          idempotent,
          confirmation,
        );
      } catch (error) {
        await objects
          .remove(ourObjects)
          .catch(leaveToSweep('Removing the attachments of a mail that was not stored failed'));
        throw error;
      }
      if (!outcome.stored) {
        // Another request with the same key (the wrapper's retry, or another instance) stored it first.
        await objects.remove(ourObjects).catch(leaveToSweep('Removing the attachments of a duplicate mail failed'));
        return answerFor(outcome.earlier);
      }
      // The mail is committed: its attachments stay whatever happens to the marker.
      if (files.length > 0)
        await objects.remove([marker]).catch(leaveToSweep('Removing the marker of a stored mail failed'));
      return { code: 'OK', id };
    },
  );
}
