import { createSign } from 'node:crypto';
import { post, type Notice } from './delivery';
import type { ServiceAccount } from './indexingConfig';

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
/** A token is asked for again this long before it expires. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed assertion a service account trades for an access token (RS256, valid for an hour). */
export function serviceAccountAssertion(account: ServiceAccount, nowSeconds: number): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({
    iss: account.client_email,
    scope: INDEXING_SCOPE,
    aud: account.token_uri,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(account.private_key, 'base64url')}`;
}

/** Why a token could not be had: the answer's status (when one came) tells a refusal from a passing failure. */
export class TokenRefused extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** An access token of the service account, kept until shortly before it expires. */
export class ServiceAccountToken {
  private held: { token: string; until: number } | undefined;

  constructor(
    private readonly account: ServiceAccount,
    private readonly timeoutMs?: number,
  ) {}

  async token(now = Date.now()): Promise<string> {
    if (this.held && this.held.until > now) return this.held.token;
    const answer = await post(
      this.account.token_uri,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: serviceAccountAssertion(this.account, Math.floor(now / 1000)),
        }),
      },
      this.timeoutMs,
    );
    if (!(answer instanceof Response)) throw new TokenRefused(`token service ${answer.reason}`);
    const body = (await answer.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!answer.ok || typeof body.access_token !== 'string')
      throw new TokenRefused(`token service answered ${answer.status}`, answer.status);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.held = { token: body.access_token, until: now + seconds * 1000 - RENEW_BEFORE_MS };
    return this.held.token;
  }

  /** Forgets the token (the API refused it): the next send asks for a new one. */
  forget(): void {
    this.held = undefined;
  }
}

export const googleNotificationType = (notice: Notice) => (notice.deleted ? 'URL_DELETED' : 'URL_UPDATED');
