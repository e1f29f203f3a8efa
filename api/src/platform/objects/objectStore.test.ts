import fs from 'node:fs';
import path from 'node:path';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { keysUnder, testObjectStore, testObjects, testS3Options } from '../../testing/engine';
import { FileObjectStore, UNFINISHED_PREFIX } from './files';
import type { ObjectStore } from './objectStore';
import { openObjectStore } from './open';

// The same contract on the project's store: the data folder (project api) or a bucket (api-production).
let dataDir: string;
let objects: ObjectStore;
beforeAll(async () => {
  dataDir = tempDataDir('objects');
  objects = await testObjectStore(dataDir);
});
afterAll(() => {
  objects.close();
  removeDataDir(dataDir);
});

it(`stores bytes exactly and reads them back (${testObjects()})`, async () => {
  const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, n) => n % 251));
  await objects.put('uploads/Attachment/2026-01-01/cv.pdf', bytes, 'application/pdf');
  expect((await objects.read('uploads/Attachment/2026-01-01/cv.pdf'))?.equals(bytes)).toBe(true);
  await objects.put('outbox/mail-1/.incomplete', Buffer.alloc(0), 'application/octet-stream');
  expect(await objects.read('outbox/mail-1/.incomplete')).toEqual(Buffer.alloc(0));
});

it('answers undefined for a missing object, and removing one is not an error', async () => {
  expect(await objects.read('uploads/none/here.pdf')).toBeUndefined();
  await expect(objects.remove(['uploads/none/here.pdf'])).resolves.toBeUndefined();
});

it('lists by prefix with size and time, and forgets what is removed', async () => {
  const before = Date.now() - 5000;
  await objects.put('outbox/mail-2/0-a.pdf', Buffer.from('%PDF-a'), 'application/pdf');
  await objects.put('outbox/mail-2/1-b.pdf', Buffer.from('%PDF-bb'), 'application/pdf');
  const listed: { key: string; size: number; modifiedAt: number }[] = [];
  for await (const item of objects.list('outbox/mail-2/')) listed.push(item);
  expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
    { key: 'outbox/mail-2/0-a.pdf', size: 6 },
    { key: 'outbox/mail-2/1-b.pdf', size: 7 },
  ]);
  for (const item of listed) expect(item.modifiedAt).toBeGreaterThan(before);
  await objects.remove(['outbox/mail-2/0-a.pdf', 'outbox/mail-2/1-b.pdf']);
  expect(await keysUnder(objects, 'outbox/mail-2/')).toEqual([]);
  expect(await keysUnder(objects, 'uploads/')).toEqual(['uploads/Attachment/2026-01-01/cv.pdf']);
});

it('replaces an object whole when the same key is written again', async () => {
  await objects.put('outbox/mail-3/0-cv.txt', Buffer.from('first version, longer'), 'text/plain');
  await objects.put('outbox/mail-3/0-cv.txt', Buffer.from('second'), 'text/plain');
  expect((await objects.read('outbox/mail-3/0-cv.txt'))?.toString()).toBe('second');
});

it('never writes outside the data folder, whatever a key holds', async () => {
  const files: ObjectStore = new FileObjectStore(dataDir);
  await expect(files.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a valid object key');
  await expect(files.read('uploads/../../escape.txt')).rejects.toThrow('Not a valid object key');
  await expect(files.put(`uploads/${UNFINISHED_PREFIX}1`, Buffer.from('x'), 'text/plain')).rejects.toThrow(
    'Not a valid object key',
  );
});

it('takes a burst of markers written and removed at once in one folder', async () => {
  const markers = Array.from({ length: 150 }, (_, n) => `incomplete/burst-${n}`);
  await Promise.all(
    markers.map(async (key) => {
      await objects.put(key, Buffer.alloc(0), 'application/octet-stream');
      await objects.remove([key]);
    }),
  );
  expect(await keysUnder(objects, 'incomplete/burst-')).toEqual([]);
});

it('never takes a stored object for an unfinished write, whatever its name and age', async () => {
  for (const key of ['uploads/A/2026-01-01/x-cv.part', 'outbox/mail-4/0-cv.pdf.part']) {
    await objects.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
  }
  expect(await objects.removeUnfinished(Date.now() + 60_000)).toBe(0);
  expect(await keysUnder(objects, 'uploads/A/')).toEqual(['uploads/A/2026-01-01/x-cv.part']);
  expect(await keysUnder(objects, 'outbox/mail-4/')).toEqual(['outbox/mail-4/0-cv.pdf.part']);
});

const onS3 = testObjects() === 's3' ? it : it.skip;

onS3('stops the start with a message naming the variables when the bucket cannot be reached', async () => {
  const s3 = await testS3Options(dataDir);
  if (!s3) throw new Error('The S3 project has no bucket');
  await expect(openObjectStore({ dataDir, s3: { ...s3, bucket: 'no-such-bucket-here' } })).rejects.toThrow(
    /S3 bucket no-such-bucket-here cannot be reached \(.+\)\. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials\./,
  );
});

it('takes away the folders a removal empties, up to the prefix folder, and keeps one still holding a file', async () => {
  const folder = tempDataDir('objects-folders');
  const files: ObjectStore = new FileObjectStore(folder);
  try {
    await files.put('uploads/candidate-1/2026-01-01/a-cv.pdf', Buffer.from('%PDF-a'), 'application/pdf');
    await files.put('uploads/candidate-1/2026-01-02/b-cv.pdf', Buffer.from('%PDF-b'), 'application/pdf');
    await files.remove(['uploads/candidate-1/2026-01-01/a-cv.pdf']);
    expect(fs.readdirSync(path.join(folder, 'uploads', 'candidate-1'))).toEqual(['2026-01-02']);
    await files.remove(['uploads/candidate-1/2026-01-02/b-cv.pdf']);
    expect(fs.readdirSync(path.join(folder, 'uploads'))).toEqual([]);
  } finally {
    removeDataDir(folder);
  }
});
