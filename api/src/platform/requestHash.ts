import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/**
 * What an idempotent request is known by: a hash of its body as canonical JSON (keys sorted at every level), so a
 * retry that sends the same values in another key order is the same request (decision 050).
 */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(stringify(body) ?? '')
    .digest('hex');
}
