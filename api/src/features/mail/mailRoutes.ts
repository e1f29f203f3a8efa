import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SendMailAnswer, SendMailRequest } from '@tekvana/contracts';
import { GENERAL_APPLICATION_LIST, INTERNSHIP_APPLICATION_LIST } from '@tekvana/contracts/careers';
import { MAIL_BODY_LIMIT, sendMailRequestSchema } from '@tekvana/contracts/requests';
import type { ConfirmationFor } from '../applications/confirmations';
import type { EarlierMail, IdempotentRequest, OutboxStore } from '../outbox/outboxStore';
import { ApiError, codedErrorAnswer, useErrorAnswers } from '../../platform/errors';
import { checkRecipients, type MailLists } from '../../platform/mailPolicy';
import { resumeAttachment, storeMail } from './storeMail';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { requestHash } from '../../platform/requestHash';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';

export interface MailDeps {
  outbox: OutboxStore;
  objects: ObjectStore;
  mailLists: MailLists;
  /** The candidate's confirmation for an application mail that names its candidate (decision 029). */
  confirmationFor: ConfirmationFor;
}

const sendMailBody = requestSchema(sendMailRequestSchema);

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
  return { key, sha256: requestHash(body) };
}

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export async function mailRoutes(
  app: FastifyInstance,
  { outbox, objects, mailLists, confirmationFor }: MailDeps,
): Promise<void> {
  useErrorAnswers(app, codedErrorAnswer);
  // The general and internship applications' lists are addressed by the API alone (decisions 031 and 058), never
  // by a sender.
  const apiOnlyLists: readonly string[] = [GENERAL_APPLICATION_LIST, INTERNSHIP_APPLICATION_LIST];
  const senderLists = Object.fromEntries(Object.entries(mailLists).filter(([name]) => !apiOnlyLists.includes(name)));

  // The body is typed by its schema (platform/requestSchemas.ts).
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post(
    '/v1/sendMail',
    { bodyLimit: MAIL_BODY_LIMIT, schema: { body: sendMailBody } },
    async (request): Promise<SendMailAnswer> => {
      const mail = request.body;
      const recipients = { to: list(mail.to), cc: list(mail.cc), bcc: list(mail.bcc) };
      const { list: listName, format, resumeAttachments } = checkRecipients(recipients, senderLists);
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
      const files = attachments.map((attachment, n) =>
        resumeAttachment(
          { dataUrl: attachment.path, filename: attachment.filename },
          { mailId: id, n, name: `attachments[${n}]`, field: `attachments[${n}].path` },
        ),
      );
      const outcome = await storeMail(
        { outbox, objects },
        {
          id,
          createdAt: new Date().toISOString(),
          ...recipients,
          subject: mail.subject,
          message: mail.message,
          format,
          ...(mail.candidateId === undefined ? {} : { candidateId: mail.candidateId }),
        },
        files,
        idempotent,
        confirmation ? { companion: confirmation, alongside: confirmation.alongside } : {},
      );
      if (!outcome.stored) return answerFor(outcome.earlier);
      return { code: 'OK', id };
    },
  );
}
