import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/database';
import { OutboxStore } from './db/outbox';
import { StaffingStore } from './db/staffing';
import { INCOMPLETE_MARKER, OUTBOX_DIR } from './routes/mail';
import { UPLOADS_DIR } from './routes/uploads';
import { sweep } from './sweep';
import { testDatabaseUrl } from './testing/engine';
import { removeDataDir, tempDataDir } from './testing/helpers';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('sweep');
});
afterAll(() => removeDataDir(dataDir));

it('drops a claim whose upload died, with its file, once it is older than the grace period, and keeps stored ones', async () => {
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    const store = new StaffingStore(db);
    const deps = { store, outbox: new OutboxStore(db), dataDir };
    const upload = (key: string) => ({ OBJECT_KEY: key, CONTENT_TYPE: 'application/pdf', SIZE: 1, SHA256: 'x' });
    await store.claimUpload(upload('Attachment/2026-01-01/dead-cv.pdf'));
    await store.claimUpload(upload('Attachment/2026-01-01/done-cv.pdf'));
    await store.completeUpload('Attachment/2026-01-01/done-cv.pdf');
    const file = (name: string) => path.join(dataDir, UPLOADS_DIR, 'Attachment', '2026-01-01', name);
    fs.mkdirSync(path.dirname(file('x')), { recursive: true });
    fs.writeFileSync(file('dead-cv.pdf'), 'x');
    fs.writeFileSync(file('done-cv.pdf'), 'x');

    // Within the grace period nothing goes: the upload may still be in flight.
    expect(await sweep({ ...deps, graceMs: 60_000 })).toEqual({ partialFiles: 0, pendingUploads: 0, incompleteMails: 0, unknownFiles: 0 });
    const later = Date.now() + 120_000;
    const old = new Date(later - 90_000);
    fs.utimesSync(file('dead-cv.pdf'), old, old);
    fs.utimesSync(file('done-cv.pdf'), old, old);
    expect(await sweep({ ...deps, graceMs: 60_000, now: later })).toMatchObject({ pendingUploads: 1 });
    expect(fs.existsSync(file('dead-cv.pdf'))).toBe(false);
    expect(await store.uploadRow('Attachment/2026-01-01/dead-cv.pdf')).toBeUndefined();
    expect(fs.existsSync(file('done-cv.pdf'))).toBe(true);
    expect(await store.uploadRow('Attachment/2026-01-01/done-cv.pdf')).toMatchObject({ STATE: 'stored' });
  } finally {
    await db.destroy();
  }
});

it('unmarks a stored mail whose marker outlived a crash, removes an unstored marked folder, and leaves unknown folders', async () => {
  const dir = tempDataDir('sweep-mail');
  const { db } = await openDatabase({ dataDir: dir, databaseUrl: await testDatabaseUrl(dir) });
  try {
    const outbox = new OutboxStore(db);
    const deps = { store: new StaffingStore(db), outbox, dataDir: dir };
    await outbox.insert({ id: 'stored-mail', createdAt: new Date().toISOString(), to: ['contact@example.com'], cc: [], bcc: [], subject: 's', message: 'm', format: 'text', attachments: [] });
    const folder = (name: string) => path.join(dir, OUTBOX_DIR, name);
    for (const [name, marked] of [['stored-mail', true], ['never-stored', true], ['unknown', false]] as const) {
      fs.mkdirSync(folder(name), { recursive: true });
      fs.writeFileSync(path.join(folder(name), '0-cv.pdf'), 'x');
      if (marked) fs.writeFileSync(path.join(folder(name), INCOMPLETE_MARKER), '');
    }
    expect(await sweep({ ...deps, graceMs: 60_000, now: Date.now() + 120_000 })).toEqual({ partialFiles: 0, pendingUploads: 0, incompleteMails: 1, unknownFiles: 1 });
    expect(fs.existsSync(path.join(folder('stored-mail'), '0-cv.pdf'))).toBe(true);
    expect(fs.existsSync(path.join(folder('stored-mail'), INCOMPLETE_MARKER))).toBe(false);
    expect(fs.existsSync(folder('never-stored'))).toBe(false);
    expect(fs.existsSync(folder('unknown'))).toBe(true);
  } finally {
    await db.destroy();
    removeDataDir(dir);
  }
});
