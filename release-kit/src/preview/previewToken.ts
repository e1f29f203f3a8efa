import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkApp, checkReleaseId, ReleaseError, type ReleaseApp } from '../store/store';

/** What a preview link lets one browser load: one release of one app, until it expires. */
export interface PreviewGrant {
  app: ReleaseApp;
  id: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

/**
 * A signed preview token (docs/decisions/053-preview-links.md): the grant as base64url JSON, a dot, and an HMAC-SHA256
 * of it under the site's preview secret. It names a release, never a URL: the site loads the release from its own
 * store, so a link cannot point a browser at code from anywhere else.
 */
export function signPreview(secret: Buffer, grant: PreviewGrant): string {
  const payload = b64(JSON.stringify(grant));
  return `${payload}.${b64(sign(secret, payload))}`;
}

/**
 * A grant as signPreview writes it, and nothing else: no field of another type, none it does not name
 * (docs/decisions/069-release-files-checked-and-reports-bounded.md). App and id are checked after, for their messages.
 */
const GRANT = z.strictObject({ app: z.string(), id: z.string(), expires: z.number().int() });

/** The bytes of a base64url text only when it is exactly what they encode to: no padding, no `+` or `/`, no stray characters. */
function canonicalBase64url(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return b64(bytes) === text ? bytes : undefined;
}

/** The grant of a token, or why it is refused (unsigned, altered, expired, malformed). */
export function verifyPreview(secret: Buffer, token: string, now = Date.now()): PreviewGrant | string {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return 'not a signed preview token';
  const expected = sign(secret, payload);
  const given = canonicalBase64url(signature);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'its signature does not match';
  const json = canonicalBase64url(payload);
  let grant: PreviewGrant;
  try {
    const parsed = GRANT.safeParse(json && JSON.parse(json.toString('utf8')));
    if (!parsed.success) return 'its grant cannot be read';
    grant = { app: checkApp(parsed.data.app), id: checkReleaseId(parsed.data.id), expires: parsed.data.expires };
  } catch (error) {
    return error instanceof ReleaseError ? error.message : 'its grant cannot be read';
  }
  if (grant.expires <= now) return 'it has expired';
  if (grant.expires > now + MAX_TTL_MS) return 'it claims to last longer than a link may';
  return grant;
}

/** The longest a preview link may last. */
const MAX_TTL_MS = 7 * 86_400_000;

/** `1h`, `30m`, `2d`, `90s`: how long a link lasts, at most a week. */
export function parseTtl(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  const ms = match ? Number(match[1]) * unit[match[2] as keyof typeof unit] : NaN;
  if (!(ms > 0) || ms > MAX_TTL_MS)
    throw new ReleaseError(`"${text}" is no time to live: a number and s, m, h or d, up to 7d (for instance 1h).`);
  return ms;
}

/**
 * The secret preview links are signed with: PREVIEW_SECRET (at least 32 characters; what every instance of a
 * production site shares), else a random one kept in the folder store beside the releases, made on first use.
 */
export function previewSecret(env: NodeJS.ProcessEnv, storeFolder: string | undefined): Buffer {
  const given = env.PREVIEW_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ReleaseError('PREVIEW_SECRET must be at least 32 characters.');
    return Buffer.from(given, 'utf8');
  }
  if (!storeFolder) throw new ReleaseError('Set PREVIEW_SECRET: a bucket release store keeps no preview secret.');
  const file = path.join(storeFolder, 'preview-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(storeFolder, { recursive: true });
    // Written whole to a file of its own, then linked into place: another instance starting at the same moment
    // sees either no secret or all of it, never an empty one.
    const incoming = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(incoming, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(incoming, file);
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(incoming, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 64) throw new ReleaseError(`${file} holds no whole secret: remove it and start again.`);
  return Buffer.from(secret, 'utf8');
}
