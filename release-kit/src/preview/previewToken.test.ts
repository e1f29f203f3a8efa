import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTtl, previewSecret, signPreview, verifyPreview } from './previewToken';

const secret = Buffer.from('a secret of at least thirty-two characters');
const id = '1.2.0-0123456789ab';
const now = Date.UTC(2026, 10, 27);

it('verifies its own grant until it expires', () => {
  const token = signPreview(secret, { app: 'careers', id, expires: now + 60_000 });
  expect(verifyPreview(secret, token, now)).toEqual({ app: 'careers', id, expires: now + 60_000 });
  expect(verifyPreview(secret, token, now + 60_000)).toBe('it has expired');
});

it('refuses a grant that claims to last longer than a week, whoever signed it', () => {
  const long = signPreview(secret, { app: 'careers', id, expires: now + 8 * 86_400_000 });
  expect(verifyPreview(secret, long, now)).toBe('it claims to last longer than a link may');
});

it('refuses an altered grant, another secret, and what is no token', () => {
  const token = signPreview(secret, { app: 'careers', id, expires: now + 60_000 });
  const [, signature] = token.split('.');
  const other = signPreview(secret, { app: 'shell', id, expires: now + 60_000 }).split('.')[0];
  expect(verifyPreview(secret, `${other}.${signature}`, now)).toBe('its signature does not match');
  expect(verifyPreview(Buffer.from('another secret, just as long as it'), token, now)).toBe(
    'its signature does not match',
  );
  for (const junk of ['', 'abc', 'a.b.c', `${token}.x`]) expect(typeof verifyPreview(secret, junk, now)).toBe('string');
});

it('refuses a signed grant that names no app or no release id', () => {
  const bad = signPreview(secret, { app: 'api' as 'shell', id, expires: now + 60_000 });
  expect(verifyPreview(secret, bad, now)).toMatch(/Unknown app "api"/);
  const noId = signPreview(secret, { app: 'careers', id: 'https://evil.example/x.js', expires: now + 60_000 });
  expect(verifyPreview(secret, noId, now)).toMatch(/is no release id/);
});

describe('strict reading', () => {
  const grant = { app: 'careers', id, expires: now + 60_000 };
  /** A token whose payload is this text, base64url as given or of `json`, signed with the site's secret. */
  const signedPayload = (payload: string) =>
    `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
  const signedJson = (json: string) => signedPayload(Buffer.from(json).toString('base64url'));

  it('refuses another spelling of the same signature, and characters after it', () => {
    const token = signPreview(secret, grant as { app: 'careers'; id: string; expires: number });
    const [payload, signature] = token.split('.') as [string, string];
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    for (const variant of [`${payload}.${standard}`, `${token}=`, `${token} `, `${token}\n`, `${token}%`])
      expect({ variant, answer: verifyPreview(secret, variant, now) }).toEqual({
        variant,
        answer: 'its signature does not match',
      });
  });

  it('refuses a payload that is not canonical base64url, even when signed', () => {
    const padded = `${Buffer.from(JSON.stringify(grant)).toString('base64url')}==`;
    expect(verifyPreview(secret, signedPayload(padded), now)).toBe('its grant cannot be read');
    const standard = Buffer.from(JSON.stringify({ ...grant, pad: '??>>' })).toString('base64');
    expect(verifyPreview(secret, signedPayload(standard), now)).toBe('its grant cannot be read');
  });

  it('refuses fields of another type and fields it does not know, even when signed', () => {
    const bad = [
      { ...grant, expires: String(grant.expires) },
      { ...grant, expires: grant.expires + 0.5 },
      { ...grant, app: ['careers'] },
      { ...grant, id: [id] },
      { ...grant, url: 'https://evil.example/x.js' },
      { app: 'careers', id },
      [grant],
    ];
    for (const body of bad)
      expect({ body, answer: verifyPreview(secret, signedJson(JSON.stringify(body)), now) }).toEqual({
        body,
        answer: 'its grant cannot be read',
      });
    expect(verifyPreview(secret, signedJson(`${JSON.stringify(grant)}x`), now)).toBe('its grant cannot be read');
    // What signPreview writes is read.
    expect(verifyPreview(secret, signedJson(JSON.stringify(grant)), now)).toEqual(grant);
  });
});

it('reads a time to live up to a week', () => {
  expect(parseTtl('90s')).toBe(90_000);
  expect(parseTtl('1h')).toBe(3_600_000);
  expect(parseTtl('7d')).toBe(7 * 86_400_000);
  for (const bad of ['8d', '0h', '1w', 'h', '-1h']) expect(() => parseTtl(bad)).toThrow('no time to live');
});

it('takes PREVIEW_SECRET, else keeps one random secret in the folder store', () => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-preview-'));
  try {
    expect(previewSecret({ PREVIEW_SECRET: 'x'.repeat(32) }, store).toString()).toBe('x'.repeat(32));
    expect(() => previewSecret({ PREVIEW_SECRET: 'short' }, store)).toThrow('at least 32');
    expect(() => previewSecret({}, undefined)).toThrow('Set PREVIEW_SECRET');
    const first = previewSecret({}, store);
    expect(first.length).toBe(64);
    expect(previewSecret({}, store)).toEqual(first);
    expect(fs.statSync(path.join(store, 'preview-secret')).mode & 0o777).toBe(0o600);
  } finally {
    fs.rmSync(store, { recursive: true, force: true });
  }
});
