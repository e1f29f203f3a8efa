import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderReleaseStore, filesOf, releaseIdOf } from '@tekvana/release-kit/store';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { BoundedLog } from '../http/boundedLog';
import { ReleaseFiles, UNNAMED_LOOKUPS_PER_CLIENT, UNNAMED_LOOKUPS_PER_MINUTE } from './releaseFiles';

let work: string;
let store: FolderReleaseStore;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-release-files-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

let builds = 0;
/** A build's dist/ with these files. */
function dist(files: Record<string, string>): string {
  return buildFolder(work, `dist-${++builds}`, files);
}

const build = { 'remoteEntry.js': 'entry v1', 'mf-manifest.json': '{"v":1}', 'assets/logo.svg': '<svg/>' };

it('reads the files a stored release lists, and nothing else', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { record } = await store.put('careers', '1.0.0', dist(build));
  const files = new ReleaseFiles(store);

  expect((await files.read('careers', record.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');
  expect((await files.read('careers', record.id, 'assets/logo.svg'))?.toString()).toBe('<svg/>');
  // The record is in the folder but is not one of the release's files.
  expect(fs.existsSync(path.join(store.root, 'careers', record.id, 'release.json'))).toBe(true);
  expect(await files.read('careers', record.id, 'release.json')).toBeUndefined();
  expect(await files.read('careers', record.id, 'missing.js')).toBeUndefined();
  // Another app's folder, reached by climbing out of the release.
  const other = await store.put('content', '1.0.0', dist({ 'secret.js': 'other app' }));
  expect(await files.read('careers', record.id, `../../content/${other.record.id}/secret.js`)).toBeUndefined();
  expect(await files.read('careers', record.id, '../release.json')).toBeUndefined();
  // The same release id under another app is no release of that app.
  expect(await files.read('internship', record.id, 'remoteEntry.js')).toBeUndefined();
});

it('answers nothing for an unknown release, and finds it once it was stored and a few seconds passed', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const files = new ReleaseFiles(store);
  const later = dist({ 'remoteEntry.js': 'stored later' });
  const id = releaseIdOf('1.0.0', filesOf(later));

  expect(await files.read('careers', id, 'remoteEntry.js')).toBeUndefined();
  expect(await files.read('careers', 'not-an-id', 'remoteEntry.js')).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`not serving careers ${id}`));

  expect((await store.put('careers', '1.0.0', later)).record.id).toBe(id);
  jest.advanceTimersByTime(5000);
  expect((await files.read('careers', id, 'remoteEntry.js'))?.toString()).toBe('stored later');
  jest.useRealTimers();
});

it('does not serve a release whose files were changed after it was stored, says why in one line, and looks again only after a while', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const get = jest.spyOn(store, 'get');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { record } = await store.put('careers', '1.0.0', dist(build));
  fs.writeFileSync(path.join(store.root, 'careers', record.id, 'remoteEntry.js'), 'edited after');
  const files = new ReleaseFiles(store);

  expect(await files.read('careers', record.id, 'remoteEntry.js')).toBeUndefined();
  expect(await files.read('careers', record.id, 'mf-manifest.json')).toBeUndefined();
  expect(get).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenNthCalledWith(1, expect.stringContaining('remoteEntry.js differs'));
  expect(warn.mock.calls[0]).toHaveLength(1);
  expect(String(warn.mock.calls[0]?.[0])).not.toContain('\n');
  jest.advanceTimersByTime(5000);
  expect(await files.read('careers', record.id, 'remoteEntry.js')).toBeUndefined();
  expect(get).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});

it('checks a release once and reads each file from the store once', async () => {
  const { record } = await store.put('careers', '1.0.0', dist(build));
  const files = new ReleaseFiles(store);
  const get = jest.spyOn(store, 'get');
  const readFile = jest.spyOn(store, 'readFile');

  for (let i = 0; i < 3; i++) {
    expect((await files.read('careers', record.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');
    expect((await files.read('careers', record.id, 'mf-manifest.json'))?.toString()).toBe('{"v":1}');
  }
  expect(get).toHaveBeenCalledTimes(1);
  expect(readFile.mock.calls.map((call) => call[2])).toEqual(['remoteEntry.js', 'mf-manifest.json']);
});

describe('its cache', () => {
  /** Ten files of ten bytes each in one release. */
  const tenFiles = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [`chunk${i}.js`, `chunk ${i}`.padEnd(10, '.')]),
  );
  const cachedBytes = (files: ReleaseFiles) =>
    [...(files['cache'] as Map<string, Buffer>).values()].reduce((sum, bytes) => sum + bytes.length, 0);

  it('keeps the most recently read files within its size and still answers every file', async () => {
    const { record } = await store.put('content', '1.0.0', dist(tenFiles));
    const files = new ReleaseFiles(store, 25);
    const readFile = jest.spyOn(store, 'readFile');

    for (const [file, text] of Object.entries(tenFiles)) {
      expect((await files.read('content', record.id, file))?.toString()).toBe(text);
      expect(cachedBytes(files)).toBeLessThanOrEqual(25);
    }
    expect(readFile).toHaveBeenCalledTimes(10);

    // The two read last are kept; an older one is read from the store again.
    readFile.mockClear();
    expect((await files.read('content', record.id, 'chunk9.js'))?.toString()).toBe(tenFiles['chunk9.js']);
    expect((await files.read('content', record.id, 'chunk8.js'))?.toString()).toBe(tenFiles['chunk8.js']);
    expect(readFile).not.toHaveBeenCalled();
    expect((await files.read('content', record.id, 'chunk0.js'))?.toString()).toBe(tenFiles['chunk0.js']);
    expect(readFile).toHaveBeenCalledTimes(1);
    // Reading chunk8 made it newer than chunk9, so chunk9 made room for chunk0.
    readFile.mockClear();
    await files.read('content', record.id, 'chunk8.js');
    expect(readFile).not.toHaveBeenCalled();
    await files.read('content', record.id, 'chunk9.js');
    expect(readFile).toHaveBeenCalledTimes(1);
    expect(cachedBytes(files)).toBeLessThanOrEqual(25);
  });

  it('answers a file larger than the whole cache without keeping it', async () => {
    const { record } = await store.put('content', '1.0.0', dist({ 'big.js': 'x'.repeat(100) }));
    const files = new ReleaseFiles(store, 25);
    const readFile = jest.spyOn(store, 'readFile');
    expect((await files.read('content', record.id, 'big.js'))?.length).toBe(100);
    expect((await files.read('content', record.id, 'big.js'))?.length).toBe(100);
    expect(readFile).toHaveBeenCalledTimes(2);
    expect(cachedBytes(files)).toBe(0);
  });

  it('counts a file read by two requests at once only once', async () => {
    const { record } = await store.put('content', '1.0.0', dist(tenFiles));
    const files = new ReleaseFiles(store, 20);
    await Promise.all([files.read('content', record.id, 'chunk0.js'), files.read('content', record.id, 'chunk0.js')]);
    await files.read('content', record.id, 'chunk1.js');
    // Both files fit in 20 bytes, so both are kept.
    const readFile = jest.spyOn(store, 'readFile');
    await files.read('content', record.id, 'chunk0.js');
    await files.read('content', record.id, 'chunk1.js');
    expect(readFile).not.toHaveBeenCalled();
  });
});

describe('a file changed in the store after its release was first used', () => {
  it('is not served, nor any other file of its release, and is told in one line naming the release and the file', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { record } = await store.put('careers', '1.0.0', dist(build));
    const files = new ReleaseFiles(store);
    expect((await files.read('careers', record.id, 'mf-manifest.json'))?.toString()).toBe('{"v":1}');

    fs.writeFileSync(path.join(store.root, 'careers', record.id, 'remoteEntry.js'), 'edited after first use');
    const [first, second] = await Promise.all([
      files.read('careers', record.id, 'remoteEntry.js'),
      files.read('careers', record.id, 'remoteEntry.js'),
    ]);
    expect([first, second]).toEqual([undefined, undefined]);
    // Its other files too, kept ones as well: the release is unfit until it checks again.
    expect(await files.read('careers', record.id, 'mf-manifest.json')).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      [`releases: not serving careers ${record.id}: remoteEntry.js in the store differs from its record`],
    ]);

    // Put back as it was, the release is served again once it was checked again.
    fs.writeFileSync(path.join(store.root, 'careers', record.id, 'remoteEntry.js'), 'entry v1');
    jest.advanceTimersByTime(5000);
    expect((await files.read('careers', record.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');
    jest.useRealTimers();
  });

  it('is not served whatever store answered it (a bucket is checked the same way)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { record } = await store.put('content', '1.0.0', dist(build));
    jest.spyOn(store, 'readFile').mockResolvedValue(Buffer.from('what the store answers now'));
    const readFile = jest.spyOn(store, 'readFile');
    const files = new ReleaseFiles(store);
    expect(await files.read('content', record.id, 'assets/logo.svg')).toBeUndefined();
    expect(readFile).toHaveBeenCalledTimes(1);
  });
});

it('logs at most a bounded number of lines for release ids the store does not hold', async () => {
  const lines: string[] = [];
  const files = new ReleaseFiles(store, undefined, new BoundedLog(3, (line) => lines.push(line)));
  for (let n = 0; n < 50; n += 1)
    expect(await files.read('careers', `1.0.0-${n.toString(16).padStart(12, '0')}`, 'remoteEntry.js')).toBeUndefined();
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('releases: not serving careers 1.0.0-000000000000: No release');
});

it("asks the store about at most a minute's budget of ids the environment does not name, never its own", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { record: live } = await store.put('careers', '1.0.0', dist(build));
  const { record: stored } = await store.put('careers', '1.0.1', dist({ 'remoteEntry.js': 'stored, not live' }));
  const get = jest.spyOn(store, 'get');
  // A log of its own: the site's shared one would write its summary after the tests are done.
  const log = new BoundedLog(3, () => undefined);
  const files = new ReleaseFiles(store, undefined, log, (app, id) => app === 'careers' && id === live.id);
  const madeUp = (n: number) => `9.9.9-${n.toString(16).padStart(12, '0')}`;
  for (let n = 0; n < 500; n += 1) expect(await files.read('careers', madeUp(n), 'remoteEntry.js')).toBeUndefined();
  expect(get).toHaveBeenCalledTimes(UNNAMED_LOOKUPS_PER_MINUTE);
  // The environment's own release is read all the same; a stored one it does not name waits for the next minute.
  expect((await files.read('careers', live.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');
  expect(await files.read('careers', stored.id, 'remoteEntry.js')).toBeUndefined();
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
  expect((await files.read('careers', stored.id, 'remoteEntry.js'))?.toString()).toBe('stored, not live');
  // Once checked, a release needs no lookup: it is served past the budget too.
  for (let n = 500; n < 600; n += 1) await files.read('careers', madeUp(n), 'remoteEntry.js');
  expect((await files.read('careers', stored.id, 'remoteEntry.js'))?.toString()).toBe('stored, not live');
});

it('lets one client spend only its share of the lookups, so a previewing browser still finds its release', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { record: stored } = await store.put('careers', '1.0.1', dist({ 'remoteEntry.js': 'previewed' }));
  const get = jest.spyOn(store, 'get');
  const files = new ReleaseFiles(store, undefined, new BoundedLog(3, () => undefined));
  const madeUp = (n: number) => `9.9.9-${n.toString(16).padStart(12, '0')}`;
  // One IPv6 host, taking a new address of its /64 for each request.
  for (let n = 0; n < 200; n += 1)
    expect(await files.read('careers', madeUp(n), 'remoteEntry.js', `2001:db8::${n.toString(16)}`)).toBeUndefined();
  expect(get).toHaveBeenCalledTimes(UNNAMED_LOOKUPS_PER_CLIENT);
  expect((await files.read('careers', stored.id, 'remoteEntry.js', '192.0.2.7'))?.toString()).toBe('previewed');
});
