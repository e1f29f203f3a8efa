import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SIGNING_SECRET_FILE = 'signing-secret';

/** The configured secret, else the one kept in the data folder (created on first use) so URLs survive restarts. */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another start (or an earlier one) created it first; that secret wins.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** HMAC-SHA256 over the object key and expiry: changing either invalidates the URL. */
export function signObjectKey(secret: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expiresAt}`).digest('hex');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignature(
  secret: string,
  key: string,
  expiresAt: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!expiresAt || !signature || !/^\d{1,12}$/.test(expiresAt) || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(signObjectKey(secret, key, Number(expiresAt)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  // Checked after the signature so a forged expiry reads as tampering, not as expiry.
  return Number(expiresAt) * 1000 < nowMs ? 'expired' : 'valid';
}
