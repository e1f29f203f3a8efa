import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/database';
import { OutboxStore } from '../outbox/outboxStore';
import { UploadStore } from './uploadStore';
import { incompleteMarkerKey, uploadObjectKey, type ObjectStore } from '../../platform/objects/objectStore';
import { UNFINISHED_PREFIX } from '../../platform/objects/files';
import { countUnknownObjects, sweep } from './sweep';
import { testDatabaseUrl, testObjectStore, testObjects } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';

const GRACE_MS = 60_000;
/** A sweep run this far in the future sees everything written now as older than the grace period. */
const later = () => Date.now() + 2 * GRACE_MS;

async function withStores(
  label: string,
  run: (deps: { uploads: UploadStore; outbox: OutboxStore; objects: ObjectStore; dataDir: string }) => Promise<void>,
) {
  const dataDir = tempDataDir(label);
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  const objects = await testObjectStore(dataDir);
  try {
    await run({ uploads: new UploadStore(db), outbox: new OutboxStore(db), objects, dataDir });
  } finally {
    objects.close();
    await db.destroy();
    removeDataDir(dataDir);
  }
}

const exists = async (objects: ObjectStore, key: string) => (await objects.read(key)) !== undefined;

it('drops a claim whose upload died, with its object, once it is older than the grace period, and keeps stored ones', async () => {
  await withStores('sweep', async ({ uploads, outbox, objects }) => {
    const upload = (key: string) => ({ OBJECT_KEY: key, CONTENT_TYPE: 'application/pdf', SIZE: 1, SHA256: 'x' });
    await uploads.claim(upload('Attachment/2026-01-01/dead-cv.pdf'));
    await uploads.claim(upload('Attachment/2026-01-01/done-cv.pdf'));
    await uploads.complete('Attachment/2026-01-01/done-cv.pdf');
    await objects.put(uploadObjectKey('Attachment/2026-01-01/dead-cv.pdf'), Buffer.from('x'), 'application/pdf');
    await objects.put(uploadObjectKey('Attachment/2026-01-01/done-cv.pdf'), Buffer.from('x'), 'application/pdf');
    const deps = { uploads, outbox, objects };

    // Within the grace period nothing goes: the upload may still be in flight.
    expect(await sweep({ ...deps, graceMs: GRACE_MS })).toEqual({
      partialFiles: 0,
      pendingUploads: 0,
      incompleteMails: 0,
    });
    expect(await sweep({ ...deps, graceMs: GRACE_MS, now: later() })).toMatchObject({ pendingUploads: 1 });
    expect(await exists(objects, uploadObjectKey('Attachment/2026-01-01/dead-cv.pdf'))).toBe(false);
    expect(await uploads.row('Attachment/2026-01-01/dead-cv.pdf')).toBeUndefined();
    expect(await exists(objects, uploadObjectKey('Attachment/2026-01-01/done-cv.pdf'))).toBe(true);
    expect(await uploads.row('Attachment/2026-01-01/done-cv.pdf')).toMatchObject({ STATE: 'stored' });
    // An object no claim knows is not crash litter: the audit counts it, nothing removes it.
    expect(await countUnknownObjects({ ...deps, graceMs: GRACE_MS, now: later() })).toBe(0);
    await objects.put(uploadObjectKey('Attachment/2026-01-01/stray-cv.pdf'), Buffer.from('x'), 'application/pdf');
    expect(await countUnknownObjects({ ...deps, graceMs: GRACE_MS, now: later() })).toBe(1);
    await sweep({ ...deps, graceMs: GRACE_MS, now: later() });
    expect(await exists(objects, uploadObjectKey('Attachment/2026-01-01/stray-cv.pdf'))).toBe(true);
  });
});

it('unmarks a stored mail whose marker outlived a crash, removes an unstored marked folder, and leaves unknown folders to the audit', async () => {
  await withStores('sweep-mail', async ({ uploads, outbox, objects }) => {
    await outbox.insert({
      id: 'stored-mail',
      createdAt: new Date().toISOString(),
      to: ['contact@example.com'],
      cc: [],
      bcc: [],
      subject: 's',
      message: 'm',
      format: 'text',
      attachments: [],
    });
    for (const [id, marked] of [
      ['stored-mail', true],
      ['never-stored', true],
      ['unknown', false],
    ] as const) {
      await objects.put(`outbox/${id}/0-cv.pdf`, Buffer.from('x'), 'application/pdf');
      if (marked) await objects.put(incompleteMarkerKey(id), Buffer.alloc(0), 'application/octet-stream');
    }
    expect(await countUnknownObjects({ uploads, outbox, objects, graceMs: GRACE_MS, now: later() })).toBe(1);
    expect(await sweep({ uploads, outbox, objects, graceMs: GRACE_MS, now: later() })).toEqual({
      partialFiles: 0,
      pendingUploads: 0,
      incompleteMails: 1,
    });
    expect(await countUnknownObjects({ uploads, outbox, objects, graceMs: GRACE_MS, now: later() })).toBe(1);
    expect(await exists(objects, 'outbox/stored-mail/0-cv.pdf')).toBe(true);
    expect(await exists(objects, incompleteMarkerKey('stored-mail'))).toBe(false);
    expect(await exists(objects, 'outbox/never-stored/0-cv.pdf')).toBe(false);
    expect(await exists(objects, incompleteMarkerKey('never-stored'))).toBe(false);
    expect(await exists(objects, 'outbox/unknown/0-cv.pdf')).toBe(true);
  });
});

// Only the data folder has unfinished writes: a PUT to a bucket is whole or absent.
const onFiles = testObjects() === 'files' ? it : it.skip;

onFiles('removes writes a crash cut off in the data folder once they are older than the grace period', async () => {
  await withStores('sweep-unfinished', async ({ uploads, outbox, objects, dataDir }) => {
    const unfinished = path.join(dataDir, 'uploads', 'Attachment', '2026-01-01', `${UNFINISHED_PREFIX}1234`);
    fs.mkdirSync(path.dirname(unfinished), { recursive: true });
    fs.writeFileSync(unfinished, 'half');
    expect(await sweep({ uploads, outbox, objects, graceMs: GRACE_MS })).toMatchObject({ partialFiles: 0 });
    expect(fs.existsSync(unfinished)).toBe(true);
    expect(await sweep({ uploads, outbox, objects, graceMs: GRACE_MS, now: later() })).toMatchObject({
      partialFiles: 1,
    });
    expect(fs.existsSync(unfinished)).toBe(false);
  });
});
