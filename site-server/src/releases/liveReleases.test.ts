import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyRecord, FolderEnvironments, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';
import { LiveReleases, switchedApps } from './liveReleases';

// One release per version (release-kit/src/store/store.ts checkVersionFree): each build a test stores gets its own.
let builds = 0;
const nextVersion = () => `1.0.${(builds += 1)}`;

let work: string;
let store: FolderReleaseStore;
let environments: FolderEnvironments;
let live: LiveReleases | undefined;
let switches: { apps: ReleaseApp[]; before: EnvironmentRecord }[];
let warn: jest.SpyInstance;
let log: jest.SpyInstance;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-live-releases-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
  environments = new FolderEnvironments(store);
  switches = [];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  live?.stop();
  live = undefined;
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Stores a release of `app` whose entry says `text`, and returns its id. */
async function release(app: ReleaseApp, text: string): Promise<string> {
  const dist = path.join(work, `dist-${app}-${text}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), text);
  return (await store.put(app, nextVersion(), dist)).record.id;
}

const follow = async () => {
  live = await LiveReleases.follow({ store, environments, env: 'local', pollMs: 20 }, (apps, before) => {
    switches.push({ apps, before });
  });
  return live;
};

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, for at most two seconds. */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Waited 2 s for ${what}.`);
    await tick();
  }
}

/** Replaces the environment's record file at once, as a deploy does. */
function writeRecordFile(text: string): void {
  const file = path.join(store.root, 'environments', 'local.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.test`, text);
  fs.renameSync(`${file}.test`, file);
}

it('tells the listener of every deploy, with the apps switched and the record before', async () => {
  const [first, second] = [await release('careers', 'first'), await release('careers', 'second')];
  const content = await release('content', 'content');
  const following = await follow();
  expect(following.record).toEqual(emptyRecord('local'));

  await environments.deploy('local', 'careers', first);
  await until(() => switches.length === 1, 'the first switch');
  expect(switches[0]).toEqual({ apps: ['careers'], before: emptyRecord('local') });
  expect(following.record).toMatchObject({ revision: 1, live: { careers: first } });

  await environments.deploy('local', 'content', content);
  await until(() => switches.length === 2, 'the second switch');
  expect(switches[1]?.apps).toEqual(['content']);
  expect(switches[1]?.before).toMatchObject({ revision: 1, live: { careers: first } });

  await environments.deploy('local', 'careers', second);
  await until(() => switches.length === 3, 'the third switch');
  expect(switches[2]?.apps).toEqual(['careers']);
  expect(switches[2]?.before.live).toEqual({ careers: first, content });
  expect(following.record.live).toEqual({ careers: second, content });
  expect(log).toHaveBeenCalledWith(`releases: local now serves careers ${second}`);
});

it('starts from the record as it is, and reports only what changes after', async () => {
  const [first, second] = [await release('careers', 'first'), await release('careers', 'second')];
  await environments.deploy('local', 'careers', first);
  const following = await follow();
  expect(following.record).toMatchObject({ revision: 1, live: { careers: first } });
  await environments.deploy('local', 'careers', second);
  await until(() => switches.length === 1, 'the switch');
  expect(switches[0]?.apps).toEqual(['careers']);
  expect(switches[0]?.before.live).toEqual({ careers: first });
});

it('ignores a record of the revision it already serves', async () => {
  const [first, second] = [await release('careers', 'first'), await release('careers', 'second')];
  await environments.deploy('local', 'careers', first);
  const following = await follow();
  const read = jest.spyOn(environments, 'read');
  writeRecordFile(JSON.stringify({ ...following.record, live: { careers: second } }));
  await until(() => read.mock.calls.length >= 3, 'three polls');
  expect(switches).toEqual([]);
  expect(following.record.live).toEqual({ careers: first });
});

it('keeps serving the last record while the record cannot be read, and says so once per streak', async () => {
  const [first, second, third] = [
    await release('careers', 'first'),
    await release('careers', 'second'),
    await release('careers', 'third'),
  ];
  await environments.deploy('local', 'careers', first);
  const following = await follow();
  const recordFile = path.join(store.root, 'environments', 'local.json');
  let good = fs.readFileSync(recordFile, 'utf8');
  const read = jest.spyOn(environments, 'read');

  writeRecordFile('{ not json');
  let reads = read.mock.calls.length;
  await until(() => read.mock.calls.length >= reads + 4, 'four polls of a broken record');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('releases: cannot read environment local'));
  expect(following.record).toMatchObject({ revision: 1, live: { careers: first } });

  // Readable again: the next switch is followed.
  writeRecordFile(good);
  await environments.deploy('local', 'careers', second);
  await until(() => switches.length === 1, 'the switch after the broken record');
  expect(following.record.live.careers).toBe(second);
  expect(warn).toHaveBeenCalledTimes(1);

  // A new streak of failures says so again, once.
  good = fs.readFileSync(recordFile, 'utf8');
  writeRecordFile('');
  reads = read.mock.calls.length;
  await until(() => read.mock.calls.length >= reads + 4, 'four polls of an empty record');
  expect(warn).toHaveBeenCalledTimes(2);
  expect(following.record.live.careers).toBe(second);
  writeRecordFile(good);
  await environments.deploy('local', 'careers', third);
  await until(() => following.record.live.careers === third, 'the last switch');
});

it('starts from an empty record when the record cannot be read at first', async () => {
  writeRecordFile('{ not json');
  const following = await follow();
  expect(following.record).toEqual(emptyRecord('local'));
});

it('goes on following when the listener fails', async () => {
  const [first, second] = [await release('careers', 'first'), await release('careers', 'second')];
  let calls = 0;
  live = await LiveReleases.follow({ store, environments, env: 'local', pollMs: 20 }, () => {
    calls++;
    throw new Error('listener broke');
  });
  await environments.deploy('local', 'careers', first);
  await until(() => calls === 1, 'the first switch');
  await until(() => warn.mock.calls.length === 1, 'the warning');
  expect(warn).toHaveBeenCalledWith('releases: after the switch: listener broke');
  await environments.deploy('local', 'careers', second);
  await until(() => calls === 2, 'the second switch');
  expect(live.record.live.careers).toBe(second);
});

it('stops reading the record once stopped', async () => {
  const first = await release('careers', 'first');
  const following = await follow();
  const read = jest.spyOn(environments, 'read');
  await until(() => read.mock.calls.length >= 2, 'two polls');
  following.stop();
  const reads = read.mock.calls.length;
  await environments.deploy('local', 'careers', first);
  await tick(150);
  // A poll already under way when stop() came may end; none starts after it.
  expect(read.mock.calls.length).toBeLessThanOrEqual(reads + 1);
  expect(switches).toEqual([]);
  expect(following.record.revision).toBe(0);
});

describe('switchedApps', () => {
  const record = (live: EnvironmentRecord['live']): EnvironmentRecord => ({ ...emptyRecord('x'), live });

  it('names the apps whose live release differs, in the order of the apps', () => {
    expect(switchedApps(record({}), record({}))).toEqual([]);
    expect(switchedApps(record({ careers: 'a', shell: 's' }), record({ careers: 'a', shell: 's' }))).toEqual([]);
    expect(switchedApps(record({ careers: 'a' }), record({ careers: 'b' }))).toEqual(['careers']);
    expect(switchedApps(record({}), record({ internship: 'i', shell: 's' }))).toEqual(['shell', 'internship']);
    expect(switchedApps(record({ content: 'c', careers: 'a' }), record({ careers: 'a' }))).toEqual(['content']);
  });
});
