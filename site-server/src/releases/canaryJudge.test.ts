import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { CanaryFigureStore } from '@tekvana/release-kit/canaryFigures';
import { FolderEnvironments, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { FolderSharedRecords } from '@tekvana/release-kit/sharedRecords';
import { FolderReleaseStore } from '@tekvana/release-kit/store';
import { CanaryJudge } from './canaryJudge';

let work: string;
let store: FolderReleaseStore;
let environments: FolderEnvironments;
let live: string;
let next: string;
/** The record each instance follows, as read after each step (a site reads it every second). */
let record: EnvironmentRecord;

const rule = { percent: 10, minutes: 60, minViews: 50, margin: 2 };

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-canary-judge-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
  environments = new FolderEnvironments(store);
  const stored = async (version: string) =>
    (await store.put('careers', version, buildFolder(work, version, { 'remoteEntry.js': version }))).record.id;
  [live, next] = [await stored('1.0.0'), await stored('1.1.0')];
  await environments.deploy('local', 'careers', live);
  await environments.startCanary('local', 'careers', next, rule);
  record = await environments.read('local');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

/** An instance's judge, over the shared store as each instance has its own objects for it. */
const instance = () =>
  new CanaryJudge(
    { store, environments, env: 'local' },
    () => record,
    new CanaryFigureStore(new FolderSharedRecords(store.root)),
  );

const figures = async () =>
  new CanaryFigureStore(new FolderSharedRecords(store.root)).read('local', 'careers', record.canaries!.careers!, live);

it("sums two instances' views and reports, and keeps a canary failing as often as live", async () => {
  const [one, two] = [instance(), instance()];
  for (let view = 0; view < 40; view += 1) {
    one.view(view % 10 === 0 ? ['careers'] : []);
    two.view(view % 10 === 0 ? ['careers'] : []);
  }
  one.report({ app: 'careers', release: live, measure: 'clientErrors' }, []);
  two.report({ app: 'careers', release: next, measure: 'loadFailures' }, ['careers']);
  // Reports of other releases or apps, or of no release, are not the canary's figures.
  two.report({ app: 'careers', release: '0.9.0-0123456789ab', measure: 'clientErrors' }, []);
  two.report({ app: 'content', release: next, measure: 'clientErrors' }, ['careers']);
  two.report({ app: 'careers', measure: 'clientErrors' }, []);
  // Nor are reports of a group's release from a visitor outside that group: made up, or a tab of another time.
  two.report({ app: 'careers', release: next, measure: 'clientErrors' }, []);
  two.report({ app: 'careers', release: live, measure: 'clientErrors' }, ['careers']);
  await Promise.all([one.check(), two.check()]);
  expect(await figures()).toEqual({
    canary: { release: next, views: 8, loadFailures: 1, clientErrors: 0 },
    live: { release: live, views: 72, loadFailures: 0, clientErrors: 1 },
  });
  // Counts already added are not added again.
  await one.check();
  expect((await figures()).canary.views).toBe(8);
  expect((await environments.read('local')).canaries?.careers?.id).toBe(next);
});

it('aborts a canary whose figures condemn it, once, recording why and the figures', async () => {
  const [one, two] = [instance(), instance()];
  for (let view = 0; view < 60; view += 1) {
    one.view(['careers']);
    if (view % 3 === 0) one.report({ app: 'careers', release: next, measure: 'clientErrors' }, ['careers']);
    two.view([]);
  }
  // The instance with live views adds them first; the one with the canary's errors then judges, and aborts.
  await two.check();
  await one.check();
  // A third check, by an instance that has not yet read the record since, finds it ended and changes nothing.
  two.view(['careers']);
  await two.check();
  const after = await environments.read('local');
  expect(after.canaries).toEqual({});
  expect(after.live.careers).toBe(live);
  const aborted = after.canaryHistory?.filter((event) => event.event === 'aborted');
  expect(aborted).toHaveLength(1);
  expect(aborted?.[0]).toMatchObject({
    id: next,
    reason: expect.stringMatching(/^client errors in 33\.3% of its page views \(20 of 60\)/),
    figures: { canary: { views: 60, clientErrors: 20 }, live: { views: 60 } },
  });
  expect(console.warn).toHaveBeenCalledWith(
    expect.stringContaining(`the canary of careers ${next} in local was aborted`),
  );
});

it('aborts a canary past its end with no views at all', async () => {
  await instance().check(new Date(Date.parse(record.canaries!.careers!.endsBy) + 1000));
  expect((await environments.read('local')).canaryHistory?.at(-1)).toMatchObject({
    event: 'aborted',
    reason: expect.stringContaining('ran past its end'),
  });
});

it('keeps its counts when the store fails, saying so once, and adds them when it answers again', async () => {
  const judge = instance();
  judge.view(['careers']);
  const records = path.join(store.root, 'records');
  // A file where the records' folder goes: every write fails.
  fs.writeFileSync(records, '');
  await judge.check();
  judge.view(['careers']);
  await judge.check();
  expect(jest.mocked(console.warn).mock.calls.filter(([line]) => String(line).includes('not added'))).toHaveLength(1);
  fs.rmSync(records);
  // The batch held back goes first, as it was; the counts since it go with the next.
  await judge.check();
  expect((await figures()).canary.views).toBe(1);
  await judge.check();
  expect((await figures()).canary.views).toBe(2);
  await judge.stop();
});
