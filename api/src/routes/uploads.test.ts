import fs from 'node:fs';
import path from 'node:path';
import { RESUME_MAX_BYTES } from '@tekvana/shared';
import { signObjectKey } from '../signing';
import { startTestServer, type TestServer } from '../testing/client';
import { countRows, removeDataDir, TEST_SECRET, tempDataDir } from '../testing/helpers';
import { UPLOADS_DIR } from './uploads';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('uploads');
  app = await startTestServer(dataDir);
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

async function signedUrl(name = 'resume.pdf', type = 'application/pdf'): Promise<URL> {
  const response = await app.inject({ method: 'POST', url: '/s3uploadResume', payload: { name, type, Attachment: 'Attachment' } });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ signedUrl: string }>();
  expect(Object.keys(body)).toEqual(['signedUrl']);
  return new URL(body.signedUrl);
}

const keyOf = (url: URL) => decodeURIComponent(url.pathname.replace(/^\/uploads\//, ''));
const put = (url: URL | string, payload: Buffer | string, contentType = 'application/pdf') =>
  app.inject({ method: 'PUT', url: typeof url === 'string' ? url : url.pathname + url.search, payload, headers: { 'content-type': contentType } });

it('signs a URL on this server that stores the raw file byte for byte', async () => {
  const url = await signedUrl('Asha Patel resume.pdf');
  expect(url.origin).toBe(app.url);
  expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
  expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
  const response = await put(url, bytes);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  const stored = path.join(dataDir, UPLOADS_DIR, ...keyOf(url).split('/'));
  expect(stored.endsWith('Asha Patel resume.pdf')).toBe(true);
  expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
  expect(await countRows(dataDir, 'uploads')).toBeGreaterThanOrEqual(1);
});

it('accepts any content type, JSON included, as raw bytes', async () => {
  for (const type of ['application/json', 'text/plain', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']) {
    const url = await signedUrl('cv.docx', type);
    expect((await put(url, '{"not":"parsed"}', type)).statusCode).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, UPLOADS_DIR, ...keyOf(url).split('/')), 'utf8')).toBe('{"not":"parsed"}');
  }
});

it('gives every signed URL its own key', async () => {
  const [first, second] = await Promise.all([signedUrl(), signedUrl()]);
  expect(keyOf(first)).not.toBe(keyOf(second));
});

it.each([
  ['../../etc/passwd', 'passwd'],
  ['/absolute/path/cv.pdf', 'cv.pdf'],
  ['..\\..\\win.ini', 'win.ini'],
  ['nul\u0000byte.pdf', 'nulbyte.pdf'],
  ['..', 'file'],
  ['<script>.pdf', '_script_.pdf'],
])('sanitises the file name %j into one safe segment', async (name, expected) => {
  const key = keyOf(await signedUrl(name));
  const segments = key.split('/');
  expect(segments).toHaveLength(3);
  expect(segments[2]).toMatch(new RegExp(`^[0-9a-f-]{36}-${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(key).not.toContain('..');
});

it('refuses a tampered signature, key or expiry with 403 and writes nothing', async () => {
  const url = await signedUrl();
  const before = await countRows(dataDir, 'uploads');
  const signature = url.searchParams.get('signature') ?? '';
  const tamperedSignature = new URL(url);
  tamperedSignature.searchParams.set('signature', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1));
  const laterExpiry = new URL(url);
  laterExpiry.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  const otherKey = new URL(url);
  otherKey.pathname = url.pathname.replace(/resume\.pdf$/, 'other.pdf');
  const unsigned = new URL(url);
  unsigned.search = '';
  for (const bad of [tamperedSignature, laterExpiry, otherKey, unsigned]) {
    const response = await put(bad, 'data');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: expect.any(String), field: 'signature' });
  }
  expect(await countRows(dataDir, 'uploads')).toBe(before);
});

it('refuses an expired URL with 403', async () => {
  const key = keyOf(await signedUrl());
  const expired = Math.floor(Date.now() / 1000) - 1;
  const response = await put(`/uploads/${key}?expires=${expired}&signature=${signObjectKey(TEST_SECRET, key, expired)}`, 'data');
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ error: expect.stringMatching(/expired/i), field: 'expires' });
});

it('refuses traversal keys before looking at the signature, even when signed', async () => {
  const expires = Math.floor(Date.now() / 1000) + 60;
  for (const key of ['../../escape.txt', 'Attachment/2025-01-01/../../../escape.txt', '/etc/passwd', 'a/b/c%00.pdf']) {
    const signed = `/uploads/${key}?expires=${expires}&signature=${signObjectKey(TEST_SECRET, decodeURIComponent(key), expires)}`;
    const response = await put(signed, 'data');
    expect([400, 403, 404]).toContain(response.statusCode);
  }
  expect(fs.existsSync(path.join(dataDir, 'escape.txt'))).toBe(false);
  expect(fs.existsSync(path.join(path.dirname(dataDir), 'escape.txt'))).toBe(false);
});

it('refuses a file over 10 MB with 413 and a clear JSON error', async () => {
  const url = await signedUrl('huge.pdf');
  const response = await put(url, Buffer.alloc(RESUME_MAX_BYTES + 1));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ error: expect.stringMatching(/too large/i), field: 'body' });
  expect(fs.existsSync(path.join(dataDir, UPLOADS_DIR, ...keyOf(url).split('/')))).toBe(false);
});

it('accepts a file of exactly 10 MB', async () => {
  expect((await put(await signedUrl('max.pdf'), Buffer.alloc(RESUME_MAX_BYTES, 1))).statusCode).toBe(200);
});

it('refuses an empty upload', async () => {
  expect((await put(await signedUrl(), Buffer.alloc(0))).statusCode).toBe(400);
});

it.each([
  [{ type: 'application/pdf', Attachment: 'Attachment' }, 'name'],
  [{ name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' }, null],
  [{ name: 'cv.pdf', type: 'not a type', Attachment: 'Attachment' }, 'type'],
  [{ name: 'x'.repeat(300), type: 'application/pdf', Attachment: 'Attachment' }, 'name'],
  [{ name: 42, type: 'application/pdf', Attachment: 'Attachment' }, 'name'],
  [{ name: 'cv.pdf', type: 'application/pdf' }, 'Attachment'],
])('validates the signing request %j', async (payload, field) => {
  const response = await app.inject({ method: 'POST', url: '/s3uploadResume', payload });
  if (field === null) expect(response.statusCode).toBe(200);
  else expect(response.json()).toMatchObject({ field });
});

it('lets the site preflight a PUT with a file content type', async () => {
  const url = await signedUrl();
  const response = await app.inject({
    method: 'OPTIONS',
    url: url.pathname + url.search,
    headers: { origin: 'http://127.0.0.1:3002', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
  });
  expect(response.statusCode).toBe(204);
  expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
});
