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

/** Adds a name to the Vary header, keeping those already there (CORS's Origin). */
export function varyBy(reply: FastifyReply, name: string): void {
  const present = String(reply.getHeader('Vary') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!present.some((value) => value === '*' || value.toLowerCase() === name.toLowerCase()))
    reply.header('Vary', [...present, name].join(', '));
}

/**
 * Tags an answer with its data version and its cache lifetime. Only answers that are sent get these: an error
 * thrown after them is answered without, so no cache keeps it.
 */
export function cacheHeaders(reply: FastifyReply, version: string, maxAgeSeconds: number): FastifyReply {
  varyBy(reply, 'Accept-Encoding');
  return reply.header('ETag', versionTag(version)).header('Cache-Control', cacheControl(maxAgeSeconds));
}

/** Answers 304 (returning true) when the caller holds this version already, so the handler reads nothing more. */
export function answeredFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
  maxAgeSeconds: number,
): boolean {
  if (!stillFresh(request, versionTag(version))) return false;
  void cacheHeaders(reply, version, maxAgeSeconds).code(304).send();
  return true;
}
