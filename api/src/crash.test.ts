import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OutboxPage } from './db/outbox';
import { INCOMPLETE_MARKER, OUTBOX_DIR } from './routes/mail';
import { UPLOADS_DIR } from './routes/uploads';
import { request, startTestServer } from './testing/client';
import { testDatabaseUrl } from './testing/engine';
import { countRows, removeDataDir, TEST_SECRET, tempDataDir } from './testing/helpers';
import { freePort } from './testing/services/freePort';

const repoRoot = path.resolve(__dirname, '../..');
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 7)]);

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('crash');
});
afterAll(() => removeDataDir(dataDir));

async function startChild(port: number, databaseUrl: string | undefined) {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'api/src/main.ts')], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      API_SIGNING_SECRET: TEST_SECRET,
      API_LOG: '0',
      API_RATE_LIMIT_MAX: '0',
      API_SWEEP_INTERVAL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    const ready = await request(base, { url: '/get/country' }).then((answer) => answer.statusCode === 200, () => false);
    if (ready) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The API did not start');
}

it('loses nothing acknowledged to a kill -9 in a burst, and the next start sweeps away what it left half done', async () => {
  const databaseUrl = await testDatabaseUrl(dataDir);
  const { child, base } = await startChild(await freePort(), databaseUrl);
  const acknowledgedUploads: { key: string; size: number }[] = [];
  const acknowledgedMails: string[] = [];
  let acknowledged = 0;
  const killed = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const upload = async (n: number) => {
    const signing = await request(base, { method: 'POST', url: '/s3uploadResume', payload: { name: `cv-${n}.pdf`, type: 'application/pdf', Attachment: 'Attachment' } });
    const url = new URL(signing.json<{ signedUrl: string }>().signedUrl);
    const bytes = pdf(300_000 + n);
    const answer = await request(base, { method: 'PUT', url: url.pathname + url.search, payload: bytes, headers: { 'content-type': 'application/pdf' } });
    if (answer.statusCode === 200) acknowledgedUploads.push({ key: decodeURIComponent(url.pathname.replace(/^\/uploads\//, '')), size: bytes.length });
  };
  const mail = async (n: number) => {
    const attachment = { path: `data:application/pdf;base64,${pdf(200_000).toString('base64')}`, filename: `cv-${n}.pdf`, type: 'application/pdf' };
    const answer = await request(base, { method: 'POST', url: '/v1/sendMail', payload: { to: 'contact@example.com', subject: `Crash ${n}`, message: 'm', attachments: [attachment] } });
    if (answer.statusCode === 200) acknowledgedMails.push(answer.json<{ id: string }>().id);
  };
  const count = <T>(work: Promise<T>) => work.then(() => {
    acknowledged += 1;
    if (acknowledged === 15) child.kill('SIGKILL');
  });
  // Requests cut off by the kill fail; those are not acknowledged and need not be stored.
  await Promise.allSettled(Array.from({ length: 40 }, (_, n) => count(n % 2 ? upload(n) : mail(n))));
  await killed;
  expect(acknowledgedUploads.length + acknowledgedMails.length).toBeGreaterThan(0);

  // What a crash can leave, made older than any request: a half-written upload and a mail folder still marked
  // incomplete (claims whose upload died: sweep.test.ts). A file no record knows is not crash litter and stays.
  const old = new Date(Date.now() - 60 * 60 * 1000);
  const litter = [
    path.join(dataDir, UPLOADS_DIR, 'Attachment', '2026-01-01', 'half.pdf.0000.part'),
    path.join(dataDir, OUTBOX_DIR, 'never-stored-mail', '0-cv.pdf'),
    path.join(dataDir, OUTBOX_DIR, 'never-stored-mail', INCOMPLETE_MARKER),
  ];
  const unknown = path.join(dataDir, UPLOADS_DIR, 'Attachment', '2026-01-01', 'unknown-cv.pdf');
  for (const file of [...litter, unknown]) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, old, old);
  }

  const server = await startTestServer(dataDir, { sweepGraceMs: 0, sweepIntervalMs: 0 });
  try {
    for (const file of litter) expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(unknown)).toBe(true);
    fs.rmSync(unknown);
    const files = fs.readdirSync(path.join(dataDir, UPLOADS_DIR), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.filter((entry) => entry.name.endsWith('.part'))).toEqual([]);
    // Every upload file left is a stored upload, and every acknowledged upload is there whole.
    expect(await countRows(dataDir, 'uploads')).toBe(files.length);
    for (const { key, size } of acknowledgedUploads) expect(fs.statSync(path.join(dataDir, UPLOADS_DIR, ...key.split('/'))).size).toBe(size);
    // Every mail folder left belongs to a stored mail, and every acknowledged mail is there with its file.
    const listing = (await server.inject({ url: '/outbox.json?subject=Crash' })).json<OutboxPage>();
    const stored = new Set(listing.mails.map((item) => item.id));
    for (const id of acknowledgedMails) expect(stored.has(id)).toBe(true);
    for (const folder of fs.readdirSync(path.join(dataDir, OUTBOX_DIR))) {
      expect(stored.has(folder)).toBe(true);
      expect(fs.existsSync(path.join(dataDir, OUTBOX_DIR, folder, INCOMPLETE_MARKER))).toBe(false);
    }
    for (const item of listing.mails) {
      for (const attachment of item.attachments) expect(fs.statSync(path.join(dataDir, attachment.storedPath)).size).toBe(attachment.size);
    }
  } finally {
    await server.close();
  }
}, 60_000);
