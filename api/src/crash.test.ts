import fs from 'node:fs';
import path from 'node:path';
import type { OutboxPage } from './features/outbox/outboxStore';
import {
  incompleteMarkerKey,
  INCOMPLETE_PREFIX,
  OUTBOX_PREFIX,
  UPLOADS_PREFIX,
  uploadObjectKey,
} from './platform/objects/objectStore';
import { UNFINISHED_PREFIX } from './platform/objects/files';
import { launchTestApi } from './testing/apiProcess';
import { request, startTestServer } from './testing/client';
import { keysUnder, testObjectStore, testObjects } from './testing/engine';
import { countRows, removeDataDir, tempDataDir } from './testing/helpers';
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 7)]);

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('crash');
});
afterAll(() => removeDataDir(dataDir));

it('loses nothing acknowledged to a kill -9 in a burst, and the next start sweeps away what it left half done', async () => {
  const { child, url: base } = await launchTestApi(dataDir);
  const acknowledgedUploads: { key: string; size: number }[] = [];
  const acknowledgedMails: string[] = [];
  let acknowledged = 0;
  const killed = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const upload = async (n: number) => {
    const signing = await request(base, {
      method: 'POST',
      url: '/s3uploadResume',
      payload: { name: `cv-${n}.pdf`, type: 'application/pdf', Attachment: 'Attachment' },
    });
    const url = new URL(signing.json<{ signedUrl: string }>().signedUrl);
    const bytes = pdf(300_000 + n);
    const answer = await request(base, {
      method: 'PUT',
      url: url.pathname + url.search,
      payload: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    if (answer.statusCode === 200)
      acknowledgedUploads.push({
        key: decodeURIComponent(url.pathname.replace(/^\/uploads\//, '')),
        size: bytes.length,
      });
  };
  const mail = async (n: number) => {
    const attachment = {
      path: `data:application/pdf;base64,${pdf(200_000).toString('base64')}`,
      filename: `cv-${n}.pdf`,
      type: 'application/pdf',
    };
    const answer = await request(base, {
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: 'careers-us-1@example.com', subject: `Crash ${n}`, message: 'm', attachments: [attachment] },
    });
    if (answer.statusCode === 200) acknowledgedMails.push(answer.json<{ id: string }>().id);
  };
  const count = <T>(work: Promise<T>) =>
    work.then(() => {
      acknowledged += 1;
      if (acknowledged === 15) child.kill('SIGKILL');
    });
  // Requests cut off by the kill fail; those are not acknowledged and need not be stored.
  await Promise.allSettled(Array.from({ length: 40 }, (_, n) => count(n % 2 ? upload(n) : mail(n))));
  await killed;
  expect(acknowledgedUploads.length + acknowledgedMails.length).toBeGreaterThan(0);

  // What a crash can leave: a half-written upload (the data folder only: a PUT to a bucket is whole or
  // absent) and a mail folder still marked incomplete (claims whose upload died: sweep.test.ts). An object no
  // record knows is not crash litter and stays. The restart sweeps with no grace period.
  const objects = await testObjectStore(dataDir);
  const unfinished = path.join(dataDir, 'uploads', 'Attachment', '2026-01-01', `${UNFINISHED_PREFIX}0000`);
  if (testObjects() === 'files') {
    fs.mkdirSync(path.dirname(unfinished), { recursive: true });
    fs.writeFileSync(unfinished, 'x');
  }
  await objects.put('outbox/never-stored-mail/0-cv.pdf', Buffer.from('x'), 'application/pdf');
  await objects.put(incompleteMarkerKey('never-stored-mail'), Buffer.alloc(0), 'application/octet-stream');
  const unknown = uploadObjectKey('Attachment/2026-01-01/unknown-cv.pdf');
  await objects.put(unknown, Buffer.from('x'), 'application/pdf');
  // Object times may be whole seconds: make sure every one is in the past for the sweep.
  await new Promise((resolve) => setTimeout(resolve, 1100));

  const server = await startTestServer(dataDir, { sweepGraceMs: 0, sweepIntervalMs: 0 });
  try {
    expect(fs.existsSync(unfinished)).toBe(false);
    expect(await keysUnder(objects, `${OUTBOX_PREFIX}never-stored-mail/`)).toEqual([]);
    expect(await objects.read(unknown)).toBeDefined();
    await objects.remove([unknown]);
    const uploads = await keysUnder(objects, UPLOADS_PREFIX);
    // Every upload object left is a stored upload, and every acknowledged upload is there whole.
    expect(await countRows(dataDir, 'uploads')).toBe(uploads.length);
    for (const { key, size } of acknowledgedUploads)
      expect((await objects.read(uploadObjectKey(key)))?.length).toBe(size);
    // Every mail folder left belongs to a stored mail, and every acknowledged mail is there with its file.
    const listing = (await server.inject({ url: '/outbox.json?subject=Crash' })).json<OutboxPage>();
    const stored = new Set(listing.mails.map((item) => item.id));
    for (const id of acknowledgedMails) expect(stored.has(id)).toBe(true);
    for (const key of await keysUnder(objects, OUTBOX_PREFIX)) {
      expect(stored.has(key.slice(OUTBOX_PREFIX.length).split('/')[0] ?? '')).toBe(true);
    }
    expect(await keysUnder(objects, INCOMPLETE_PREFIX)).toEqual([]);
    for (const item of listing.mails) {
      for (const attachment of item.attachments)
        expect((await objects.read(attachment.storedPath))?.length).toBe(attachment.size);
    }
  } finally {
    objects.close();
    await server.close();
  }
}, 60_000);
