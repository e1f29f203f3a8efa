import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { appOfPackage, releaseStore } from './config';
import { FolderReleaseStore, releaseIdOf, ReleaseError } from './store';

let work: string;
let store: FolderReleaseStore;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-releases-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const build = { 'remoteEntry.js': 'entry v1', 'mf-manifest.json': '{}', 'assets/logo.svg': '<svg/>' };

it('stores a build once under its version and a hash of its files, and reads it back checked', async () => {
  const { record, stored } = await store.put('careers', '1.2.0', buildFolder(work, 'a', build));
  expect(stored).toBe(true);
  expect(record.id).toMatch(/^1\.2\.0-[0-9a-f]{12}$/);
  expect(record.files.map((file) => file.path)).toEqual(['assets/logo.svg', 'mf-manifest.json', 'remoteEntry.js']);
  expect(fs.readFileSync(path.join(store.root, 'careers', record.id, 'assets/logo.svg'), 'utf8')).toBe('<svg/>');
  expect((await store.get('careers', record.id)).files).toEqual(record.files);

  // The same build again is the same release, untouched; another build is another release beside it.
  const again = await store.put('careers', '1.2.0', buildFolder(work, 'b', build));
  expect(again).toMatchObject({ stored: false, record: { id: record.id, createdAt: record.createdAt } });
  await expect(
    store.put('careers', '1.2.0', buildFolder(work, 'c', { ...build, 'remoteEntry.js': 'entry v2' })),
  ).rejects.toThrow('careers 1.2.0 was released before as');
  const next = await store.put('careers', '1.2.1', buildFolder(work, 'c2', { ...build, 'remoteEntry.js': 'entry v2' }));
  expect(next.record.id).not.toBe(record.id);
  expect((await store.list('careers')).map((release) => release.id)).toEqual([record.id, next.record.id]);
  expect(fs.readFileSync(path.join(store.root, 'careers', record.id, 'remoteEntry.js'), 'utf8')).toBe('entry v1');
});

it('names the file of a release that was changed after it was stored', async () => {
  const { record } = await store.put('content', '1.0.0', buildFolder(work, 'a', build));
  const folder = path.join(store.root, 'content', record.id);
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'tampered');
  await expect(store.get('content', record.id)).rejects.toThrow(
    `${record.id} of content was changed: remoteEntry.js differs`,
  );
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'entry v1');
  fs.writeFileSync(path.join(folder, 'extra.js'), 'added');
  await expect(store.get('content', record.id)).rejects.toThrow('extra.js was added');
  fs.rmSync(path.join(folder, 'extra.js'));
  fs.rmSync(path.join(folder, 'assets/logo.svg'));
  await expect(store.get('content', record.id)).rejects.toThrow('assets/logo.svg is missing');
});

it('lists no half-written release and refuses what is not one', async () => {
  const { record } = await store.put('shell', '1.0.0', buildFolder(work, 'a', build));
  fs.mkdirSync(path.join(store.root, 'shell', '.incoming-crashed'), { recursive: true });
  fs.writeFileSync(path.join(store.root, 'shell', '.incoming-crashed', 'remoteEntry.js'), 'half');
  fs.mkdirSync(path.join(store.root, 'shell', '1.0.0-aaaaaaaaaaaa'));
  expect((await store.list('shell')).map((release) => release.id)).toEqual([record.id]);
  await expect(store.get('shell', '1.0.0-aaaaaaaaaaaa')).rejects.toThrow('No release 1.0.0-aaaaaaaaaaaa of shell');
  await expect(store.get('shell', '../../etc')).rejects.toThrow(ReleaseError);
  await expect(store.put('shell', 'one', buildFolder(work, 'b', build))).rejects.toThrow(
    '"one" is no semantic version',
  );
  await expect(store.put('shell', '1.0.0', buildFolder(work, 'c', {}))).rejects.toThrow('holds no files');
  expect(() => releaseIdOf('1.0', [])).toThrow(ReleaseError);
});

it('knows each workspace by its package name and the store by RELEASE_STORE', () => {
  expect(appOfPackage('@tekvana/shell')).toBe('shell');
  expect(appOfPackage('@tekvana/remote-careers')).toBe('careers');
  expect(() => appOfPackage('@tekvana/api')).toThrow('Unknown app "api"');
  expect(() => appOfPackage('left-pad')).toThrow('no app of the site');
  expect(releaseStore({ RELEASE_STORE: work }).location).toBe(work);
  expect(releaseStore({}).location).toMatch(/[\\/]releases$/);
});

describe('symbolic links', () => {
  const outside = () =>
    buildFolder(work, 'outside', { 'secret.txt': 'not a release file', 'remoteEntry.js': 'entry v1' });

  it('refuses a build that holds one, naming it, and stores nothing', async () => {
    const dist = buildFolder(work, 'a', build);
    fs.symlinkSync(path.join(outside(), 'secret.txt'), path.join(dist, 'linked.txt'));
    await expect(store.put('careers', '1.0.0', dist)).rejects.toThrow(
      `${path.join(dist, 'linked.txt')} is a symbolic link: a release holds only plain files.`,
    );
    expect(await store.list('careers')).toEqual([]);
  });

  it('refuses a stored release that holds one, even beside files that are all as recorded', async () => {
    const { record } = await store.put('careers', '1.0.0', buildFolder(work, 'a', build));
    const folder = path.join(store.root, 'careers', record.id);
    fs.symlinkSync(path.join(outside(), 'secret.txt'), path.join(folder, 'assets', 'secret.txt'));
    await expect(store.get('careers', record.id)).rejects.toThrow('is a symbolic link');
  });

  it('reads no file through one, even when the bytes it reaches are the recorded ones', async () => {
    const { record } = await store.put('careers', '1.0.0', buildFolder(work, 'a', build));
    const folder = path.join(store.root, 'careers', record.id);
    const elsewhere = outside();
    expect((await store.readFile('careers', record.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');

    fs.rmSync(path.join(folder, 'remoteEntry.js'));
    fs.symlinkSync(path.join(elsewhere, 'remoteEntry.js'), path.join(folder, 'remoteEntry.js'));
    expect(await store.readFile('careers', record.id, 'remoteEntry.js')).toBeUndefined();

    // A folder on the way that is a link.
    fs.rmSync(path.join(folder, 'assets'), { recursive: true });
    fs.symlinkSync(elsewhere, path.join(folder, 'assets'));
    expect(await store.readFile('careers', record.id, 'assets/secret.txt')).toBeUndefined();

    // The release's folder itself a link to a copy of it.
    const copy = path.join(work, 'copy');
    fs.cpSync(path.join(work, 'a'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'release.json'), JSON.stringify(record));
    fs.rmSync(folder, { recursive: true });
    fs.symlinkSync(copy, folder);
    expect(await store.readFile('careers', record.id, 'mf-manifest.json')).toBeUndefined();
    await expect(store.get('careers', record.id)).rejects.toThrow('is a symbolic link');
  });

  it("reads nothing through the app's folder when it is a link to another", async () => {
    const { record } = await store.put('careers', '1.0.0', buildFolder(work, 'a', build));
    const appFolder = path.join(store.root, 'careers');
    const moved = path.join(work, 'careers-elsewhere');
    fs.renameSync(appFolder, moved);
    fs.symlinkSync(moved, appFolder);
    expect(await store.readFile('careers', record.id, 'remoteEntry.js')).toBeUndefined();
    await expect(store.get('careers', record.id)).rejects.toThrow('is a symbolic link');
  });
});
