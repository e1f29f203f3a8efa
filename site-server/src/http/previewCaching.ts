import type { FastifyReply } from 'fastify';

/** What a previewing browser's responses may be kept as: by that browser only, and never reused unasked. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/**
 * A response of a URL whose answer a preview link changes (its pages, `deploy-config.json`, a previewed shell's
 * files): a previewing browser's is private, and every one, the live site's too, varies with the cookie that
 * holds the preview, so a shared cache keeps the two apart
 * (docs/decisions/069-release-files-checked-and-reports-bounded.md). Call it after the route's own Cache-Control.
 */
export function cacheAsPreviewable(reply: FastifyReply, previewing: boolean): FastifyReply {
  if (previewing) reply.header('Cache-Control', PREVIEW_CACHE_CONTROL);
  const vary = String(reply.getHeader('Vary') ?? '');
  if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary)) reply.header('Vary', vary ? `${vary}, Cookie` : 'Cookie');
  return reply;
}
