import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The token of `Authorization: Bearer …`, if the request has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is one of `accepted`, in time that says nothing of how much of it matched: the digests compared
 * have one length, and every accepted token is compared (several are accepted while one replaces another).
 */
export function isAcceptedToken(given: string | undefined, accepted: readonly string[]): boolean {
  if (given === undefined) return false;
  const mine = digest(given);
  let found = false;
  for (const token of accepted) found = timingSafeEqual(mine, digest(token)) || found;
  return found;
}
