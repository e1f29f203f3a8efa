import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderDocuments } from './documents';
import { ReleaseError } from './store';

let work: string;
let documents: FolderDocuments;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-documents-'));
  documents = new FolderDocuments(work);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** The lock file a conditional write of `name` holds while it compares and renames. */
const lockOf = (name: string) => path.join(work, `${name}.json.lock`);

/** Leaves a lock file as a writer that is still writing, or as one that died `ageMs` ago, would. */
function leaveLock(name: string, ageMs = 0): void {
  fs.mkdirSync(path.dirname(lockOf(name)), { recursive: true });
  fs.writeFileSync(lockOf(name), '');
  const then = (Date.now() - ageMs) / 1000;
  fs.utimesSync(lockOf(name), then, then);
}

it('reads a missing document as undefined, and a written one back with a version of its content', async () => {
  expect(await documents.read('copies/local/index')).toBeUndefined();

  expect(await documents.write('copies/local/index', { routes: { '/': 1 } })).toBe(true);
  const first = await documents.read<{ routes: Record<string, number> }>('copies/local/index');
  expect(first?.value).toEqual({ routes: { '/': 1 } });
  expect(first?.version).toMatch(/^[0-9a-f]{64}$/);
  expect(fs.readFileSync(path.join(work, 'copies/local/index.json'), 'utf8')).toBe('{"routes":{"/":1}}\n');

  // The same content is the same version; other content is another.
  expect(await documents.write('copies/local/index', { routes: { '/': 1 } })).toBe(true);
  expect((await documents.read('copies/local/index'))?.version).toBe(first?.version);
  expect(await documents.write('copies/local/index', { routes: { '/': 2 } })).toBe(true);
  const second = await documents.read('copies/local/index');
  expect(second?.value).toEqual({ routes: { '/': 2 } });
  expect(second?.version).not.toBe(first?.version);

  // No write leaves anything beside the document.
  expect(fs.readdirSync(path.join(work, 'copies/local'))).toEqual(['index.json']);
});

it('writes where there is no document only once', async () => {
  expect(await documents.write('lease', { holder: 'a' }, { absent: true })).toBe(true);
  expect(await documents.write('lease', { holder: 'b' }, { absent: true })).toBe(false);
  expect((await documents.read('lease'))?.value).toEqual({ holder: 'a' });
  expect(fs.readdirSync(work)).toEqual(['lease.json']);
});

it('writes over the version read, and refuses a stale one without writing', async () => {
  await documents.write('lease', { holder: 'a', until: 1 });
  const read = await documents.read('lease');
  expect(await documents.write('lease', { holder: 'a', until: 2 }, { version: read?.version ?? '' })).toBe(true);
  const now = await documents.read('lease');
  expect(now?.value).toEqual({ holder: 'a', until: 2 });

  // The version read before that write is stale now.
  expect(await documents.write('lease', { holder: 'b', until: 3 }, { version: read?.version ?? '' })).toBe(false);
  expect(await documents.read('lease')).toEqual(now);
  // A version of a document that is not there holds no more than a stale one.
  expect(await documents.write('other', { holder: 'b' }, { version: now?.version ?? '' })).toBe(false);
  expect(await documents.read('other')).toBeUndefined();
});

it('lets exactly one of two conditional writes racing on the same version win', async () => {
  for (const start of [undefined, { holder: 'nobody' }]) {
    const name = start ? 'raced-on-a-version' : 'raced-on-absent';
    if (start) await documents.write(name, start);
    const read = await documents.read(name);
    const condition = read ? { version: read.version } : { absent: true as const };
    const outcomes = await Promise.all(['a', 'b'].map((holder) => documents.write(name, { holder }, condition)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes[0] ? 'a' : 'b';
    expect((await documents.read(name))?.value).toEqual({ holder: winner });
    expect(fs.existsSync(lockOf(name))).toBe(false);
  }
});

it('refuses a conditional write while another holds the lock, and clears a lock left by a writer that died', async () => {
  await documents.write('copies/local/lease', { holder: 'a' });
  const read = await documents.read('copies/local/lease');
  const condition = { version: read?.version ?? '' };

  // A writer is comparing and renaming right now: this write was made on a version it may be replacing.
  leaveLock('copies/local/lease', 1_000);
  expect(await documents.write('copies/local/lease', { holder: 'b' }, condition)).toBe(false);
  expect(fs.existsSync(lockOf('copies/local/lease'))).toBe(true);
  expect((await documents.read('copies/local/lease'))?.value).toEqual({ holder: 'a' });

  // A lock older than any write takes was left by a process that died: it is cleared, and the next try succeeds.
  leaveLock('copies/local/lease', 11_000);
  expect(await documents.write('copies/local/lease', { holder: 'b' }, condition)).toBe(false);
  expect(fs.existsSync(lockOf('copies/local/lease'))).toBe(false);
  expect(await documents.write('copies/local/lease', { holder: 'b' }, condition)).toBe(true);
  expect((await documents.read('copies/local/lease'))?.value).toEqual({ holder: 'b' });
  expect(fs.existsSync(lockOf('copies/local/lease'))).toBe(false);

  // A fresh lock on an absent document refuses {absent} too.
  leaveLock('fresh');
  expect(await documents.write('fresh', { holder: 'a' }, { absent: true })).toBe(false);
  expect(await documents.read('fresh')).toBeUndefined();
});

it('refuses names that are no document names, reading or writing', async () => {
  for (const name of ['../x', 'a/../../x', 'a/..', 'a/.', 'A', 'a//b', '', '/a', 'a/', 'a b', 'a\\b']) {
    await expect(documents.read(name)).rejects.toThrow(ReleaseError);
    await expect(documents.read(name)).rejects.toThrow(`"${name}" is no document name.`);
    await expect(documents.write(name, {})).rejects.toThrow(ReleaseError);
    await expect(documents.write(name, {}, { absent: true })).rejects.toThrow(ReleaseError);
  }
  // Nothing was written anywhere, inside the folder or beside it.
  expect(fs.readdirSync(work)).toEqual([]);
  expect(fs.existsSync(path.join(path.dirname(work), 'x.json'))).toBe(false);
  // Dots within a later part are fine (a copy's name may carry a version).
  expect(await documents.write('copies/local/pages/v1.2', { ok: true })).toBe(true);
  expect((await documents.read('copies/local/pages/v1.2'))?.value).toEqual({ ok: true });
});
