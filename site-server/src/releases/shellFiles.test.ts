import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderReleaseStore } from '@tekvana/release-kit/store';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { ReleaseFiles } from './releaseFiles';
import { ShellFiles } from './shellFiles';

// One release per version (release-kit/src/store/store.ts checkVersionFree): each build a test stores gets its own.
let builds = 0;
const nextVersion = () => `1.0.${(builds += 1)}`;

let work: string;
let store: FolderReleaseStore;
let build: string;
let live: string | undefined;
let shell: ShellFiles;

async function shellRelease(name: string, files: Record<string, string>): Promise<string> {
  return (await store.put('shell', nextVersion(), buildFolder(work, name, files))).record.id;
}

const text = async (file: string) => {
  const served = await shell.read(file);
  return served && { text: served.body.toString(), immutable: served.immutable };
};

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-shell-files-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
  build = buildFolder(work, 'dist', {
    'index.html': '<html>build</html>',
    'boot.js': 'boot build',
    'main.0123abcd.js': 'main build',
    'assets/logo.0123abcd.svg': '<svg/>',
  });
  buildFolder(work, '', { 'secret.txt': 'outside the build' });
  live = undefined;
  shell = new ShellFiles(new ReleaseFiles(store), build, () => live);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

it('reads the build while the environment has no shell release, and nothing outside it', async () => {
  expect(await text('index.html')).toEqual({ text: '<html>build</html>', immutable: false });
  expect(await text('boot.js')).toEqual({ text: 'boot build', immutable: false });
  expect(await text('main.0123abcd.js')).toEqual({ text: 'main build', immutable: true });
  expect(await text('assets/logo.0123abcd.svg')).toEqual({ text: '<svg/>', immutable: true });
  expect(await text('missing.js')).toBeUndefined();
  expect(fs.existsSync(path.join(work, 'secret.txt'))).toBe(true);
  expect(await text('../secret.txt')).toBeUndefined();
  expect(await text('assets/../../secret.txt')).toBeUndefined();
  expect(await text(path.join(work, 'secret.txt'))).toBeUndefined();
  // A sibling folder whose name starts with the build's.
  buildFolder(work, 'dist-other', { 'x.js': 'sibling' });
  expect(await text('../dist-other/x.js')).toBeUndefined();
});

describe('with a live shell release', () => {
  let first: string;
  let second: string;

  beforeEach(async () => {
    first = await shellRelease('a', {
      'index.html': '<html>a</html>',
      'boot.js': 'boot a',
      'main.aaaaaaaa.js': 'main a',
      'only-a.js': 'unhashed, only in a',
    });
    second = await shellRelease('b', {
      'index.html': '<html>b</html>',
      'boot.js': 'boot b',
      'main.bbbbbbbb.js': 'main b',
    });
    live = second;
  });

  it("answers the live release's files, hashed ones immutable, and not the build's", async () => {
    expect(await text('index.html')).toEqual({ text: '<html>b</html>', immutable: false });
    expect(await text('boot.js')).toEqual({ text: 'boot b', immutable: false });
    expect(await text('main.bbbbbbbb.js')).toEqual({ text: 'main b', immutable: true });
    expect(await text('main.0123abcd.js')).toBeUndefined();
    expect(await text('../secret.txt')).toBeUndefined();
    expect(await text('release.json')).toBeUndefined();
  });

  it("still answers an earlier release's hashed chunk (an old tab's), but not its unhashed files", async () => {
    expect(await text('main.aaaaaaaa.js')).toEqual({ text: 'main a', immutable: true });
    expect(await text('only-a.js')).toBeUndefined();
    // Switching back makes the first release's own files the live ones again.
    live = first;
    shell.switched();
    expect(await text('only-a.js')).toEqual({ text: 'unhashed, only in a', immutable: false });
    expect(await text('main.bbbbbbbb.js')).toEqual({ text: 'main b', immutable: true });
  });

  it('learns a release stored later once told of a switch', async () => {
    expect(await text('main.cccccccc.js')).toBeUndefined();
    await shellRelease('c', { 'index.html': '<html>c</html>', 'boot.js': 'boot c', 'main.cccccccc.js': 'main c' });
    const list = jest.spyOn(store, 'list');
    // What was learnt of the earlier releases is kept until a switch.
    expect(await text('main.cccccccc.js')).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
    shell.switched();
    expect(await text('main.cccccccc.js')).toEqual({ text: 'main c', immutable: true });
    expect(list).toHaveBeenCalledTimes(1);
  });
});
