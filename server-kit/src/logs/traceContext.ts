import { randomBytes } from 'node:crypto';

// W3C Trace Context (https://www.w3.org/TR/trace-context/): `traceparent: 00-<trace id>-<parent id>-<flags>`.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZEROS = /^0+$/;

/** The trace id a `traceparent` header carries, when it is well formed (version ff and all-zero ids are not). */
export function traceIdOf(header: string | string[] | undefined): string | undefined {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, version, traceId, parentId] = match as unknown as [string, string, string, string];
  if (version === 'ff' || ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return undefined;
  return traceId;
}

/** A new trace id: 16 random bytes. */
export const newTraceId = (): string => randomBytes(16).toString('hex');

/** The `traceparent` a call made on behalf of trace `traceId` sends: a new span of it, sampled. */
export const traceparentOf = (traceId: string): string => `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
