import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface RateLimitOptions {
  /** Writes (POST and PUT) one client may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

/** A write the limit does not count: a trusted system's, proven by its token (the staffing system's stage calls). */
export type UncountedWrite = (request: FastifyRequest) => boolean;

const WRITES = new Set(['POST', 'PUT']);

/**
 * Every POST and PUT counts against its client's budget (reads are cheap and cached by browsers), refused ones
 * too, except those `uncounted` names. Over it,
 * 429 with Retry-After in seconds, which the site's forms turn into "try again in N seconds". Counts are
 * per instance, in memory: behind a load balancer each instance allows this many.
 */
export async function installRateLimit(
  app: FastifyInstance,
  { max, windowMs }: RateLimitOptions,
  uncounted: UncountedWrite = () => false,
): Promise<void> {
  if (max === 0) return;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    allowList: (request) => !WRITES.has(request.method) || uncounted(request),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, `Too many requests; try again in ${seconds} s`, undefined, 'TOO_MANY_REQUESTS');
    },
  });
}
