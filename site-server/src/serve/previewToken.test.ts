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
