import type { FastifyInstance } from 'fastify';
import {
  OPENINGS_CHANGES_PAGE_MAX,
  OPENINGS_CHANGES_PATH,
  type OpeningsChangesAnswer,
} from '@tekvana/contracts/careers';
import { openingsChangesParamsSchema } from '@tekvana/contracts/requests';
import type { z } from '@tekvana/contracts/schema';
import { ApiError } from '../../platform/errors';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import type { ChangesSince, OpeningsChangesStore } from './openingsChangesStore';

const changesParams = requestSchema(openingsChangesParamsSchema);

export type OpeningsChangesParams = z.output<typeof openingsChangesParamsSchema>;

/**
 * Where to read from and how many, from the parameters (decision 057). The schema has checked that each is a whole
 * number of at most 15 digits, below 2^53, so each reads as an exact number; here a size of 0 is refused, a size
 * above the most a page holds is answered with that most, and a missing updatedSince reads from the start.
 */
export function changesQueryOf(params: OpeningsChangesParams): { since: ChangesSince; size: number } {
  const size = params.size === undefined ? OPENINGS_CHANGES_PAGE_MAX : Number(params.size);
  if (size < 1) throw new ApiError(400, 'size must be 1 or more', 'size');
  const since: ChangesSince = { updatedSince: params.updatedSince === undefined ? 0 : Number(params.updatedSince) };
  if (params.afterId !== undefined) since.afterId = Number(params.afterId);
  return { since, size: Math.min(size, OPENINGS_CHANGES_PAGE_MAX) };
}

/**
 * GET OPENINGS_CHANGES_PATH: the openings that were added, changed or closed since a point of the feed, in (SEQ,
 * REQ_ID) order, a page at a time (decision 057). Read by servers (the site's), each reading fresh: never cached.
 */
export async function openingsChangesRoutes(
  app: FastifyInstance,
  { changes }: { changes: OpeningsChangesStore },
): Promise<void> {
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.get(OPENINGS_CHANGES_PATH, { schema: { querystring: changesParams } }, async (request, reply) => {
    const { since, size } = changesQueryOf(request.query);
    const page = await changes.changes(since, size);
    const body: OpeningsChangesAnswer = page;
    return reply.header('Cache-Control', 'no-store').send(body);
  });
}
