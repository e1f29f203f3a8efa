/** What a call answers instead of data when it failed (decision 015: code ERROR). */
export interface HttpFailure {
  code: 'ERROR';
  message: string;
  /** HTTP status when the server answered with an error; absent for network errors. */
  status?: number;
  /** On a 429: how many seconds the server asked the client to wait (its Retry-After header). */
  retryAfterSeconds?: number;
  /** What the server said was wrong, when its answer says (the API's `error`), and of which field (its `field`). */
  detail?: string;
  field?: string;
}

export type HttpResult<T> = T | HttpFailure;

export function isHttpFailure(value: unknown): value is HttpFailure {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'ERROR';
}

/**
 * A resume of up to 10 MB on a slow phone connection: five minutes is about 0.3 Mbit/s, the same bound the API
 * puts on a request (API_REQUEST_TIMEOUT_MS). Twenty seconds would cut off anything slower than 4 Mbit/s.
 */
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** Retry-After is whole seconds or an HTTP date (RFC 9110); anything else is no answer. */
export function retryAfterSeconds(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  // An HTTP date starts with the day's name ("Mon, 23 Nov 2026 10:01:30 GMT").
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The wait a failed call asks for, when the server refused it for too many requests. */
export const retryAfterOf = (answer: unknown): number | undefined =>
  isHttpFailure(answer) ? answer.retryAfterSeconds : undefined;

/** Decision 015: the mail call succeeded when its answer carries no code other than OK. */
export function isMailSent(answer: unknown): boolean {
  if (isHttpFailure(answer)) return false;
  if (typeof answer !== 'object' || answer === null) return true;
  const { code } = answer as { code?: unknown };
  return code === undefined || code === 'OK';
}
