import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or proxy may use an openings answer without asking (decision 056), and ten times as long it
 * may show it while it asks again in the background: openings change a few times a day, and a visitor paging back
 * and forth should not wait for the API. 0: ask every time (`no-cache`), answered 304 while nothing changed.
 */
export const cacheControl = (maxAgeSeconds: number) =>
  maxAgeSeconds > 0
    ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`
    : 'public, no-cache';

/** `W/"<version>"`: the answers of one URL change only with the data version. */
export const versionTag = (version: string) => `W/"${version}"`;

/** Whether the request's If-None-Match names this tag (weakly compared, RFC 9110) or any (`*`). */
function stillFresh(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (named: string) => named.trim().replace(/^W\//, '');
  return header.split(',').some((named) => named.trim() === '*' || opaque(named) === opaque(tag));
}

/**
 * Tags an answer with its data version and its cache lifetime, and answers 304 (returning true) when the caller
 * holds that version already, so the handler reads nothing more.
 */
export function answeredFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
  maxAgeSeconds: number,
): boolean {
  const tag = versionTag(version);
  reply.header('ETag', tag).header('Cache-Control', cacheControl(maxAgeSeconds));
  if (!stillFresh(request, tag)) return false;
  void reply.code(304).send();
  return true;
}
