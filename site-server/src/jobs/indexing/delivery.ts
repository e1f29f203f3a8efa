/** One page's change for a search engine: it is new or changed, or gone (its job closed). */
export interface Notice {
  url: string;
  deleted: boolean;
}

/**
 * What came of sending notices: how many of them, from the first, are done with (taken, or refused for good and
 * reported), and, when not all are, why and when to try the rest again.
 */
export interface Delivery {
  done: number;
  retry?: { reason: string; afterMs?: number };
  /** Of the notices after `done`, those done with all the same (by index): not sent again. */
  taken?: number[];
}

/** How long a request to a receiver may take: the lease outlasts a look's requests (indexingNotifier.ts). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A Retry-After longer than this is read as this. */
const LONGEST_RETRY_AFTER_MS = 60 * 60 * 1000;

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, LONGEST_RETRY_AFTER_MS) : undefined;
}

/** Whether an answer's status says to try again later: too many requests, or the receiver's own failure. */
export const isPassing = (status: number) => status === 429 || status === 408 || status >= 500;

/** A fetch whose failure to connect, or a hang past the timeout, is a Response-less reason to try again. */
export async function post(
  url: string,
  init: RequestInit,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response | { reason: string }> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      reason: timedOut ? `no answer within ${timeoutMs / 1000} s` : `unreachable (${(error as Error).message})`,
    };
  }
}
