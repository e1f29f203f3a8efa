import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from '@tekvana/contracts/schema';
import type { OutboxStore } from './outboxStore';
import { outgoingFile } from '../../platform/attachmentNames';
import { ApiError } from '../../platform/errors';
import { bearerTokenOf, isAcceptedToken } from '@tekvana/server-kit/bearerToken';
import { pageHeaders } from '../../platform/linkPages';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { OUTBOX_CSP, outboxListPage, outboxMailPage } from './outboxPages';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';

/** Outbox listings (the API's own pages, no contract): a page number (from 1) and a piece of the subject to look for. */
const outboxQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,6}$/))),
  subject: z.optional(z.string().check(z.maxLength(200))),
});
const outboxQuery = requestSchema(outboxQuerySchema);
type OutboxQuery = z.output<typeof outboxQuerySchema>;

export interface OutboxDeps {
  /** When set, every outbox request must carry it. */
  token?: string;
  outbox: OutboxStore;
  objects: ObjectStore;
}

const html = (reply: FastifyReply, body: string) => pageHeaders(reply, OUTBOX_CSP).send(body);

export async function outboxRoutes(app: FastifyInstance, { outbox, objects, token }: OutboxDeps): Promise<void> {
  if (token) {
    app.addHook('onRequest', async (request) => {
      if (!isAcceptedToken(bearerTokenOf(request), [token]))
        throw new ApiError(401, 'The outbox needs its token', 'token');
    });
  }

  const findMail = async (id: string) => {
    const mail = await outbox.get(id);
    if (!mail) throw new ApiError(404, `No mail ${id} in the outbox`, 'id');
    return mail;
  };

  const listing = { schema: { querystring: outboxQuery } };
  const pageOf = ({ page, subject }: OutboxQuery) => outbox.list(Number(page ?? '1'), subject || undefined);
  const listed = app.withTypeProvider<RequestTypeProvider>();
  listed.get('/outbox', listing, async (request, reply) =>
    html(reply, outboxListPage(await pageOf(request.query), request.query.subject ?? '')),
  );
  listed.get('/outbox.json', listing, (request) => pageOf(request.query));
  app.get<{ Params: { id: string } }>('/outbox/:id', async (request, reply) =>
    html(reply, outboxMailPage(await findMail(request.params.id))),
  );
  app.get<{ Params: { id: string } }>('/outbox/:id/mail.json', (request) => findMail(request.params.id));

  app.get<{ Params: { id: string; n: string } }>('/outbox/:id/attachments/:n', async (request, reply) => {
    const attachment = (await findMail(request.params.id)).attachments.find(
      (item) => String(item.n) === request.params.n,
    );
    if (!attachment) throw new ApiError(404, `Mail ${request.params.id} has no attachment ${request.params.n}`, 'n');
    const bytes = await objects.read(attachment.storedPath);
    if (!bytes)
      throw new ApiError(
        404,
        `The file of attachment ${request.params.n} of mail ${request.params.id} is missing`,
        'n',
      );
    // Always a download, sandboxed and unsniffed, named and typed from its bytes (never the name it was sent
    // with, even for a mail stored before the server made the names): it must not run as our page or on a desk.
    const { filename, contentType } = outgoingFile(attachment.filename, bytes);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .type(contentType)
      .send(bytes);
  });
}
