import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in a candidate's confirmation mail: `<candidate id>.<expiry, Unix seconds>.<HMAC-SHA256>`, signed with
 * the API's signing secret for this one purpose, so an upload signature can never pass for it (decision 029).
 */
const PURPOSE = 'withdraw-application';
const CANDIDATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const signatureOf = (secret: string, candidateId: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${candidateId}\n${expiresAt}`).digest('hex');

export function withdrawToken(secret: string, candidateId: string, expiresAt: number): string {
  return `${candidateId}.${expiresAt}.${signatureOf(secret, candidateId, expiresAt)}`;
}

export type WithdrawTokenCheck = { state: 'valid'; candidateId: string } | { state: 'expired' } | { state: 'invalid' };

export function readWithdrawToken(secret: string, token: unknown, nowMs = Date.now()): WithdrawTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { state: 'invalid' };
  const [candidateId = '', expires = '', signature = '', ...rest] = token.split('.');
  if (
    rest.length > 0 ||
    !CANDIDATE_ID.test(candidateId) ||
    !/^\d{1,12}$/.test(expires) ||
    !/^[0-9a-f]{64}$/.test(signature)
  )
    return { state: 'invalid' };
  const expected = Buffer.from(signatureOf(secret, candidateId, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { state: 'invalid' };
  // After the signature, so a forged expiry reads as tampering rather than as an old link.
  if (Number(expires) * 1000 < nowMs) return { state: 'expired' };
  return { state: 'valid', candidateId };
}
