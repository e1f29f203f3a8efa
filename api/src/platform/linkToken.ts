import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link in a mail that acts for one record: `<id>.<expiry, Unix seconds>.<HMAC-SHA256>`, signed with the API's
 * signing secret and a purpose of its own, so a token made for one purpose (or an upload signature) never passes
 * for another (decisions 029 and 032).
 */
export type LinkPurpose =
  | 'withdraw-application'
  | 'see-application'
  | 'confirm-job-alert'
  | 'unsubscribe-job-alert'
  | 'manage-job-alerts'
  /** Not a mail's link: the careers remote's proof that it posted the candidate (decision 063). */
  | 'self-identify';

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The expiry as linkToken writes it: no leading zero, so one link has one spelling (decision 050). */
const CANONICAL_SECONDS = /^[1-9]\d{0,11}$/;

const signatureOf = (secret: string, purpose: LinkPurpose, id: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${id}\n${expiresAt}`).digest('hex');

export function linkToken(secret: string, purpose: LinkPurpose, id: string, expiresAt: number): string {
  return `${id}.${expiresAt}.${signatureOf(secret, purpose, id, expiresAt)}`;
}

export type LinkTokenCheck =
  { state: 'valid'; id: string; expiresAt: number } | { state: 'expired' } | { state: 'invalid' };

export function readLinkToken(
  secret: string,
  purpose: LinkPurpose,
  token: unknown,
  nowMs = Date.now(),
): LinkTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { state: 'invalid' };
  const [id = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !RECORD_ID.test(id) || !CANONICAL_SECONDS.test(expires) || !/^[0-9a-f]{64}$/.test(signature))
    return { state: 'invalid' };
  const expected = Buffer.from(signatureOf(secret, purpose, id, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { state: 'invalid' };
  // After the signature, so a forged expiry reads as tampering rather than as an old link.
  if (Number(expires) * 1000 < nowMs) return { state: 'expired' };
  return { state: 'valid', id, expiresAt: Number(expires) };
}
