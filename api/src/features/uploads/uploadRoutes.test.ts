import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from '@tekvana/contracts';
import { docxFile, jarLikeZip, zipSignatureThenBrackets } from '@tekvana/test-support/resumeTestFiles';
import { openDatabase } from '../../db/database';
import { UploadStore } from './uploadStore';
import { uploadObjectKey } from '../../platform/objects/objectStore';
import { signObjectKey } from '../../platform/signing';
import { DEAD_CLAIM_MS } from './uploadRoutes';
import { killHard } from '../../launch';
import { launchTestApi } from '../../testing/apiProcess';
import { request, startTestServer, type TestServer } from '../../testing/client';
import { storedObject, testDatabaseUrl } from '../../testing/engine';
import { countRows, removeDataDir, TEST_SECRET, tempDataDir } from '../../testing/helpers';

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
  const response = await app.inject({
    method: 'POST',
    url: '/s3uploadResume',
    payload: { name, type, Attachment: 'Attachment' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ signedUrl: string }>();
  expect(Object.keys(body)).toEqual(['signedUrl']);
  return new URL(body.signedUrl);
}

/** A file the resume check accepts: a PDF signature, then anything. */
const pdf = (rest: string | Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(rest)]);

/**
 * Writes a request by hand (headers, then part of a body) and resolves with whatever the server answers
 * once its headers are in, it closes the connection or `waitMs` passes; for cases a well-behaved client cannot produce.
 */
function rawRequest(baseUrl: string, head: string[], partialBody: Buffer, waitMs: number): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), partialBody])));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The status line and headers are all these tests look at.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)));
  });
}

const keyOf = (url: URL) => decodeURIComponent(url.pathname.replace(/^\/uploads\//, ''));
/** What the upload at this signed URL left in the object store (the data folder or the bucket). */
const storedAt = (url: URL) => storedObject(dataDir, uploadObjectKey(keyOf(url)));
const put = (url: URL | string, payload: Buffer | string, contentType = 'application/pdf') =>
  app.inject({
    method: 'PUT',
    url: typeof url === 'string' ? url : url.pathname + url.search,
    payload,
    headers: { 'content-type': contentType },
  });

it('signs a URL on this server that stores the raw file byte for byte', async () => {
  const url = await signedUrl('Asha Patel resume.pdf');
  expect(url.origin).toBe(app.url);
  expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
  expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  const bytes = pdf(Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)));
  const response = await put(url, bytes);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  expect(keyOf(url).endsWith('Asha Patel resume.pdf')).toBe(true);
  expect((await storedAt(url))?.equals(bytes)).toBe(true);
  expect(await countRows(dataDir, 'uploads')).toBeGreaterThanOrEqual(1);
});

it('stores a resume as raw bytes whatever content type is declared, JSON included (never parsed)', async () => {
  for (const type of [
    'application/json',
    'text/plain',
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ]) {
    const url = await signedUrl('cv.txt', type);
    expect((await put(url, 'Asha Patel {"not":"parsed"}', type)).statusCode).toBe(200);
    expect((await storedAt(url))?.toString('utf8')).toBe('Asha Patel {"not":"parsed"}');
  }
});

it.each([
  ['an HTML page named cv.pdf', '<!doctype html><script>alert(1)</script>', 'application/pdf'],
  ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
  [
    'a Windows executable',
    Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
    'application/pdf',
  ],
  ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'application/pdf'],
])('refuses %s with 415 naming the accepted types, and stores nothing', async (_label, bytes, type) => {
  const url = await signedUrl('cv.pdf', type);
  const before = await countRows(dataDir, 'uploads');
  const response = await put(url, bytes, type);
  expect(response.statusCode).toBe(415);
  expect(response.json()).toMatchObject({
    error: 'A resume must be a PDF, DOC, DOCX, RTF, ODT or plain text file',
    field: 'body',
  });
  expect(await countRows(dataDir, 'uploads')).toBe(before);
  expect(await storedAt(url)).toBeUndefined();
});

it('uses a signed URL once: the same bytes again (a retry) get the same answer, other bytes are refused', async () => {
  const url = await signedUrl('once.pdf');
  const first = await put(url, pdf('first'));
  expect(first.statusCode).toBe(200);
  const retry = await put(url, pdf('first'));
  expect(retry.statusCode).toBe(200);
  expect(retry.headers.etag).toBe(first.headers.etag);
  const reuse = await put(url, pdf('second'));
  expect(reuse.statusCode).toBe(409);
  expect(reuse.json()).toMatchObject({ error: expect.stringMatching(/already been used/), field: 'key' });
  expect(await storedAt(url)).toEqual(pdf('first'));
});

it('asks a retry to wait (503, Retry-After) while the first try of the same upload is still being stored', async () => {
  const url = await signedUrl('in-flight.pdf');
  const bytes = pdf('in flight');
  // The first try's claim, as it stands while its bytes are being written.
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    await new UploadStore(db).claim({
      OBJECT_KEY: keyOf(url),
      CONTENT_TYPE: 'application/pdf',
      SIZE: bytes.length,
      SHA256: createHash('sha256').update(bytes).digest('hex'),
    });
  } finally {
    await db.destroy();
  }
  const retry = await put(url, bytes);
  expect(retry.statusCode).toBe(503);
  expect(retry.headers['retry-after']).toBe('2');
  expect(retry.json()).toMatchObject({ error: expect.stringMatching(/still being stored/), field: 'key' });
  expect((await put(url, pdf('other bytes'))).statusCode).toBe(409);
});

it('takes over a claim whose try died (older than DEAD_CLAIM_MS), stores the upload once, and still refuses other bytes', async () => {
  const url = await signedUrl('dead-try.pdf');
  const bytes = pdf('dead try');
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    const deadAt = new Date(Date.now() - DEAD_CLAIM_MS - 1000).toISOString();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await new UploadStore(db).claim(
      { OBJECT_KEY: keyOf(url), CONTENT_TYPE: 'application/pdf', SIZE: bytes.length, SHA256: sha256 },
      deadAt,
    );
    expect((await put(url, pdf('other bytes'))).statusCode).toBe(409);
    expect((await put(url, bytes)).statusCode).toBe(200);
    expect(await new UploadStore(db).row(keyOf(url))).toMatchObject({ STATE: 'stored', SHA256: sha256 });
  } finally {
    await db.destroy();
  }
  expect(await storedAt(url)).toEqual(bytes);
  expect((await put(url, bytes)).statusCode).toBe(200);
});

it('keeps the type the bytes show, not the declared one', async () => {
  const url = await signedUrl('cv.pdf', 'text/html');
  expect((await put(url, pdf('a real PDF'), 'text/html')).statusCode).toBe(200);
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    expect(await new UploadStore(db).row(keyOf(url))).toMatchObject({
      CONTENT_TYPE: 'application/pdf',
      STATE: 'stored',
    });
  } finally {
    await db.destroy();
  }
});

it('signs URLs for its configured origin, never for the Host header', async () => {
  const forged = await app.inject({
    method: 'POST',
    url: '/s3uploadResume',
    headers: { host: 'evil.example.org' },
    payload: { name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' },
  });
  expect(new URL(forged.json<{ signedUrl: string }>().signedUrl).origin).toBe(app.url);

  const dir = tempDataDir('uploads-public');
  const server = await startTestServer(dir, { publicUrl: 'https://api.tekvana.example' });
  try {
    const answer = await server.inject({
      method: 'POST',
      url: '/s3uploadResume',
      headers: { host: 'evil.example.org' },
      payload: { name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' },
    });
    expect(answer.json<{ signedUrl: string }>().signedUrl).toMatch(
      /^https:\/\/api\.tekvana\.example\/uploads\/Attachment\//,
    );
  } finally {
    await server.close();
    removeDataDir(dir);
  }
});

it('refuses a forged URL before reading the body: the answer comes while the body is still unsent', async () => {
  const url = await signedUrl('forged.pdf');
  url.searchParams.set('signature', '0'.repeat(64));
  // Announce 10 MB but send 1 KB and wait: only a server that answers before reading can reply.
  const answer = await rawRequest(
    app.url,
    [
      `PUT ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${new URL(app.url).host}`,
      'Content-Type: application/pdf',
      `Content-Length: ${RESUME_MAX_BYTES}`,
    ],
    pdf('x'.repeat(1024)),
    5000,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 403/);
});

it('cuts off an upload whose body stalls, and stores nothing', async () => {
  const dir = tempDataDir('uploads-slow');
  const server = await startTestServer(dir, { requestTimeoutMs: 800 });
  try {
    const { signedUrl: signed } = (
      await server.inject({
        method: 'POST',
        url: '/s3uploadResume',
        payload: { name: 'slow.pdf', type: 'application/pdf', Attachment: 'Attachment' },
      })
    ).json<{ signedUrl: string }>();
    const url = new URL(signed);
    const started = Date.now();
    const answer = await rawRequest(
      server.url,
      [
        `PUT ${url.pathname}${url.search} HTTP/1.1`,
        `Host: ${url.host}`,
        'Content-Type: application/pdf',
        'Content-Length: 100000',
      ],
      pdf('only the start'),
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await countRows(dir, 'uploads')).toBe(0);
  } finally {
    await server.close();
    removeDataDir(dir);
  }
});

it('gives every signed URL its own key', async () => {
  const [first, second] = await Promise.all([signedUrl(), signedUrl()]);
  expect(keyOf(first)).not.toBe(keyOf(second));
});

it.each([
  ['../../etc/passwd', 'passwd'],
  ['/absolute/path/cv.pdf', 'cv.pdf'],
  ['..\\..\\win.ini', 'win'],
  ['nul\u0000byte.pdf', 'nul_byte.pdf'],
  ['..', 'resume'],
  ['<script>.pdf', 'script.pdf'],
  ['CV.js', 'CV'],
  ['CV.pdf.html', 'CV_pdf'],
  ['CV.pdf.hta', 'CV_pdf'],
  ['Résumé.PDF', 'Resume.pdf'],
])("names the file %j with one safe segment and never an extension other than a resume's", async (name, expected) => {
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
  const response = await put(
    `/uploads/${key}?expires=${expired}&signature=${signObjectKey(TEST_SECRET, key, expired)}`,
    'data',
  );
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

it('stores a Word document with its type and refuses a Java archive whose entry names merely contain its parts', async () => {
  const docx = Buffer.from(docxFile());
  const url = await signedUrl('cv.docx', 'application/octet-stream');
  expect((await put(url, docx, 'application/octet-stream')).statusCode).toBe(200);
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    expect(await new UploadStore(db).row(keyOf(url))).toMatchObject({
      CONTENT_TYPE: RESUME_CONTENT_TYPES.docx,
    });
  } finally {
    await db.destroy();
  }
  const jar = await signedUrl('cv.docx');
  expect((await put(jar, Buffer.from(jarLikeZip()))).statusCode).toBe(415);
  expect(await storedAt(jar)).toBeUndefined();
});

/** A PUT of these very bytes (the test client copies its payload: 30 MB of garbage in this process). */
function putBytes(base: string, url: URL, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(url.pathname + url.search, base),
      { method: 'PUT', agent: false, headers: { 'content-type': 'application/octet-stream' } },
      (incoming) => incoming.resume().on('end', () => resolve(incoming.statusCode ?? 0)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

it('answers other requests while three 10 MB uploads of a zip signature then "[" are refused (issue 45)', async () => {
  // Its own process, as in production: this test's own work (and Jest's large heap) does not hold its loop.
  const busyDir = tempDataDir('uploads-busy');
  const { child, url: base } = await launchTestApi(busyDir);
  try {
    const body = Buffer.from(zipSignatureThenBrackets(RESUME_MAX_BYTES));
    const signed = async (name: string) =>
      new URL(
        (
          await request(base, {
            method: 'POST',
            url: '/s3uploadResume',
            payload: { name, type: 'application/pdf', Attachment: 'Attachment' },
          })
        ).json<{ signedUrl: string }>().signedUrl,
      );
    const threeUploads = async () =>
      Promise.all(await Promise.all(['a.docx', 'b.docx', 'c.docx'].map(signed))).then((urls) =>
        Promise.all(urls.map((url) => putBytes(base, url, body))),
      );
    // A first round warms the server up (compiled code, heap size), as a server that has run a while is.
    expect(await threeUploads()).toEqual([415, 415, 415]);

    let settled = false;
    const uploads = threeUploads().finally(() => {
      settled = true;
    });
    // Asked again and again while the uploads are in flight: each answer waits for whatever holds the loop.
    const waits: number[] = [];
    while (!settled) {
      const started = performance.now();
      expect((await request(base, { url: '/get/country' })).statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    expect(await uploads).toEqual([415, 415, 415]);
    expect(waits.length).toBeGreaterThan(0);
    // Before, each check held the server's loop 0.72 s (over 1 s on a busy machine), and a request waited for
    // them in turn. Receiving and collecting the 30 MB is what remains; the bound leaves room for a busy machine.
    expect(Math.max(...waits)).toBeLessThan(500);
  } finally {
    await killHard(child);
    removeDataDir(busyDir);
  }
}, 60_000);

it('refuses a file over 10 MB with 413 and a clear JSON error', async () => {
  const url = await signedUrl('huge.pdf');
  const response = await put(url, Buffer.alloc(RESUME_MAX_BYTES + 1));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ error: expect.stringMatching(/too large/i), field: 'body' });
  expect(await storedAt(url)).toBeUndefined();
});

it('accepts a file of exactly 10 MB', async () => {
  const header = pdf('');
  expect(
    (await put(await signedUrl('max.pdf'), Buffer.concat([header, Buffer.alloc(RESUME_MAX_BYTES - header.length, 1)])))
      .statusCode,
  ).toBe(200);
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
    headers: {
      origin: 'http://127.0.0.1:3002',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    },
  });
  expect(response.statusCode).toBe(204);
  expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
});
