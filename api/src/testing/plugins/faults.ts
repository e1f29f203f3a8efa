import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors';
import type { ApiExtension } from '../../server';

export const FAULT_HEADER = 'x-fault';
export const MAX_FAULT_DELAY_MS = 30_000;

export interface Fault {
  delayMs: number;
  status?: number;
  /** Sent as Retry-After with the status (a 429 that says how long to wait). */
  retryAfterSeconds?: number;
  drop: boolean;
  /** The request is handled (it lands) and then the connection is cut instead of answering: a lost answer. */
  dropAfter: boolean;
}

/**
 * Parses "status=500", "retry-after=30", "delay=10000", "drop", "drop-after", or several joined by ";" or ","
 * (delay always runs first).
 */
export function parseFault(header: string): Fault {
  const fault: Fault = { delayMs: 0, drop: false, dropAfter: false };
  for (const part of header
    .split(/[;,]/)
    .map((token) => token.trim())
    .filter(Boolean)) {
    const [name, value = ''] = part.split('=').map((token) => token.trim());
    if (name === 'drop' && value === '') fault.drop = true;
    else if (name === 'drop-after' && value === '') fault.dropAfter = true;
    else if (name === 'delay' && /^\d{1,6}$/.test(value)) fault.delayMs = Math.min(Number(value), MAX_FAULT_DELAY_MS);
    else if (name === 'status' && /^[45]\d\d$/.test(value)) fault.status = Number(value);
    else if (name === 'retry-after' && /^\d{1,5}$/.test(value)) fault.retryAfterSeconds = Number(value);
    else
      throw new ApiError(
        400,
        `${FAULT_HEADER} "${part}" is not one of status=4xx|5xx, retry-after=s, delay=ms, drop, drop-after`,
        FAULT_HEADER,
      );
  }
  return fault;
}

/** Lets tests ask any request to fail. Registered only in fault mode (faultInjection). */
export function installFaults(app: FastifyInstance): void {
  // Requests whose answer is to be lost once handled (drop-after).
  const answerLost = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, _reply, payload) => {
    // The handler has run and stored what it stores; the client never hears back, as when a proxy dies.
    if (answerLost.has(request)) request.raw.socket.destroy();
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[FAULT_HEADER];
    if (header === undefined) return;
    const fault = parseFault(Array.isArray(header) ? header.join(',') : header);
    if (fault.dropAfter) answerLost.add(request);
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.drop) {
      // The client sees a connection reset with no HTTP answer at all, as with a crashed upstream.
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.status !== undefined) {
      if (fault.retryAfterSeconds !== undefined) reply.header('retry-after', String(fault.retryAfterSeconds));
      return reply.code(fault.status).send({ error: `Fault injected: status ${fault.status}`, code: 'FAULT' });
    }
  });
}

/**
 * Fault mode's header (tests' `faults: true`, the browser tests' API_FAULTS=1): the browser may send it cross-origin,
 * and its hooks see each request right after CORS, so an injected failure still carries the CORS headers.
 */
export const faultInjection: ApiExtension = { corsHeaders: [FAULT_HEADER], onRequests: installFaults };
