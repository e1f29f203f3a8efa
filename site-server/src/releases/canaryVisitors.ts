import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Canary, CanaryApp } from '@tekvana/release-kit/canary';

/** The cookie that keeps a visitor in the same group of every canary, on every instance. */
export const CANARY_COOKIE = 'tekvana_canary';
const TOKEN = /^[0-9a-f]{32}$/;
/** A month: longer than any canary runs (a week at most), so a visitor never changes group during one. */
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Where a visitor stands in an app's canaries, from 0 to 100: the same for one token and app wherever it is worked
 * out, and unrelated between apps, so one app's canary visitors are not the next one's too.
 */
export function standingOf(token: string, app: CanaryApp): number {
  const hash = createHash('sha256').update(`${app}:${token}`).digest();
  return (hash.readUInt32BE(0) / 2 ** 32) * 100;
}

/** The apps whose canary a visitor with `token` gets: those whose share reaches the visitor's standing. */
export function canaryAppsOf(token: string, canaries: Partial<Record<CanaryApp, Canary>>): CanaryApp[] {
  return (Object.entries(canaries) as [CanaryApp, Canary][]).flatMap(([app, canary]) =>
    standingOf(token, app) < canary.percent ? [app] : [],
  );
}

/**
 * The visitor's token: the cookie's, or (when `page` is given, the answer to a page) a new one that the page sets.
 * A request without a good cookie and no page to set one on has none: it gets the live site.
 * docs/decisions/089-canary-releases.md
 */
export function visitorToken(
  request: FastifyRequest,
  page: FastifyReply | undefined,
  secure: boolean,
): string | undefined {
  const sent = request.cookies?.[CANARY_COOKIE];
  if (sent && TOKEN.test(sent)) return sent;
  if (!page) return undefined;
  const token = randomBytes(16).toString('hex');
  // A shared cache must never keep one visitor's cookie for the next.
  page.header('Cache-Control', 'private, no-store');
  page.setCookie(CANARY_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_S,
  });
  return token;
}

/** Whether a request is a browser opening a page (not a script, a crawler without a browser, or a prefetch). */
export const isPageView = (request: FastifyRequest): boolean =>
  request.headers['sec-fetch-dest'] === 'document' && request.headers['sec-purpose'] === undefined;
