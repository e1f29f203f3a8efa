import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export interface RateLimitOptions {
  /** Writes (POST and PUT) one client may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

const WRITES = new Set(['POST', 'PUT']);

/**
 * Every POST and PUT counts against its client's budget (reads are cheap and cached by browsers). Over it,
 * 429 with Retry-After in seconds, which the site's forms turn into "try again in N seconds". Counts are
 * per instance, in memory: behind a load balancer each instance allows this many.
 */
export async function installRateLimit(app: FastifyInstance, { max, windowMs }: RateLimitOptions): Promise<void> {
  if (max === 0) return;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    allowList: (request) => !WRITES.has(request.method),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, `Too many requests; try again in ${seconds} s`, undefined, 'TOO_MANY_REQUESTS');
    },
  });
}
