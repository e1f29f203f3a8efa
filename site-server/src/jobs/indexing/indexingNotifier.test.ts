import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeployConfig } from '@tekvana/contracts';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { FolderSharedRecords } from '@tekvana/release-kit/sharedRecords';
import { startFakeChangeFeed, type FakeChangeFeed } from '../../testing/fakeChangeFeed';
import { startIndexingReceiver, type IndexingReceiver } from '../../testing/indexingReceiver';
import type { IndexingConfig } from './indexingConfig';
import { backoffMs, LEASE_MS, pacificDay, type IndexingNotifier } from './indexingNotifier';
import { siteIndexing } from './siteIndexing';

const SITE = 'https://careers.example.com';
const KEY = 'a1b2c3d4-key';
let feed: FakeChangeFeed;
let receiver: IndexingReceiver;
let root: string;
/** The clock every instance reads: a test moves it past a backoff, a lease or a day. */
let clock: number;
const logged: string[] = [];

beforeEach(async () => {
  feed = await startFakeChangeFeed();
  receiver = await startIndexingReceiver();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'indexing-'));
  clock = Date.parse('2026-11-29T12:00:00Z');
  logged.length = 0;
  for (const method of ['log', 'warn'] as const)
    jest.spyOn(console, method).mockImplementation((...line: unknown[]) => void logged.push(String(line[0])));
});
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all([feed.stop(), receiver.stop()]);
  fs.rmSync(root, { recursive: true, force: true });
});

/** One instance of the site's notifier, sharing the folder's record with the others a test makes. */
function instance(setUp: Partial<IndexingConfig> = {}): IndexingNotifier {
  const config: IndexingConfig = {
    indexNow: { key: KEY, endpoint: `${receiver.url}/indexnow` },
    google: { account: receiver.account, endpoint: receiver.url, dailyQuota: 200 },
    pollMs: 1000,
    requestTimeoutMs: 300,
    ...setUp,
  };
  return siteIndexing(config, {
    records: new FolderSharedRecords(root),
    env: 'live',
    deployConfig: () => ({ siteUrl: SITE, staffingApiBaseUrl: feed.url }) as DeployConfig,
    now: () => clock,
  }).notifier;
}

const jobUrl = (id: number) => new URL(jobPageHref(id), SITE).href;
const told = (service: 'IndexNow' | 'Google') =>
  receiver.received
    .filter((item) => item.service === service)
    .map((item) => (item.type ? `${item.type} ${item.url}` : item.url));

it('tells each receiver of each change once, whichever instance looks, and goes on when one stops', async () => {
  feed.open(1, 2, 3);
  const [a, b] = [instance(), instance()];
  await a.look();
  // What was open before the first look is in the sitemaps: nobody is told of it.
  expect(receiver.requests).toEqual([]);

  feed.open(4);
  feed.open(2);
  feed.close(3);
  for (let round = 0; round < 3; round += 1) {
    await b.look();
    await a.look();
    clock += 1000;
  }
  expect(told('IndexNow')).toEqual([jobUrl(4), jobUrl(2), jobUrl(3)]);
  expect(told('Google')).toEqual([`URL_UPDATED ${jobUrl(4)}`, `URL_UPDATED ${jobUrl(2)}`, `URL_DELETED ${jobUrl(3)}`]);
  expect(receiver.lastIndexNow).toEqual({ host: 'careers.example.com', key: KEY, keyLocation: `${SITE}/${KEY}.txt` });

  // a stops: b finds its lease run out and goes on from where a left the receivers.
  feed.open(5);
  await b.look();
  expect(told('IndexNow')).toHaveLength(3);
  clock += LEASE_MS + 1;
  await b.look();
  expect(told('IndexNow')).toEqual([jobUrl(4), jobUrl(2), jobUrl(3), jobUrl(5)]);
  expect(told('Google').at(-1)).toBe(`URL_UPDATED ${jobUrl(5)}`);
  expect(told('Google')).toHaveLength(4);
});

it('loses no change while a receiver fails for ten minutes, backing off, and sends each once it mends', async () => {
  const notifier = instance();
  await notifier.look();
  feed.open(7, 8);
  receiver.mode.IndexNow = { status: 500 };
  receiver.mode.Google = 'hang';
  const start = clock;
  while (clock < start + 10 * 60_000) {
    const looked = Date.now();
    await notifier.look();
    // A receiver that hangs holds a look no longer than the request timeout, and never a request of the site.
    expect(Date.now() - looked).toBeLessThan(2000);
    clock += 10_000;
  }
  // Backing off from 5 s to 5 minutes: about a dozen tries in ten minutes, not one a look (60).
  for (const service of ['IndexNow', 'Google'] as const) {
    const tries = receiver.requests.filter((request) => request.service === service).length;
    expect(tries).toBeGreaterThanOrEqual(5);
    expect(tries).toBeLessThanOrEqual(12);
  }
  expect(receiver.received).toEqual([]);

  receiver.mode.IndexNow = { status: 429, retryAfter: '600' };
  receiver.mode.Google = 'ok';
  // Past the longest backoff however its jitter fell: 5 minutes and a fifth.
  clock += 6 * 60_000 + 1;
  await notifier.look();
  expect(told('Google')).toEqual([`URL_UPDATED ${jobUrl(7)}`, `URL_UPDATED ${jobUrl(8)}`]);
  // IndexNow asked for ten minutes: a look before then sends it nothing.
  receiver.mode.IndexNow = 'ok';
  clock += 5 * 60_000;
  await notifier.look();
  expect(told('IndexNow')).toEqual([]);
  clock += 5 * 60_000 + 1;
  await notifier.look();
  expect(told('IndexNow')).toEqual([jobUrl(7), jobUrl(8)]);
  expect(told('Google')).toHaveLength(2);
  expect(logged).toContainEqual(
    expect.stringMatching(/^indexing: IndexNow answered 500; 2 changes wait, sent again in \d+ s\.$/),
  );
  expect(logged).toContainEqual(expect.stringMatching(/^indexing: Google no answer within 0.3 s; 2 changes wait/));
  expect(logged).toContainEqual(expect.stringMatching(/^indexing: IndexNow reached again after \d+ failed sends\.$/));
});

it("sends Google no more than its daily quota, and the rest on the next day in Google's time", async () => {
  const notifier = instance({
    indexNow: undefined,
    google: { account: receiver.account, endpoint: receiver.url, dailyQuota: 2 },
  });
  await notifier.look();
  feed.open(1, 2, 3);
  await notifier.look();
  await notifier.look();
  expect(told('Google')).toEqual([`URL_UPDATED ${jobUrl(1)}`, `URL_UPDATED ${jobUrl(2)}`]);
  const today = pacificDay(clock);
  while (pacificDay(clock) === today) clock += 60 * 60_000;
  await notifier.look();
  expect(told('Google')).toHaveLength(3);
});

it('passes over a URL Google refuses for good and sends again from the first that may pass', async () => {
  const notifier = instance({ indexNow: undefined });
  await notifier.look();
  feed.open(1, 2, 3, 4);
  receiver.partStatus = (url) => (url === jobUrl(2) ? 404 : url === jobUrl(3) ? 503 : 200);
  await notifier.look();
  // 4 was taken in the same batch: only 3 is sent again.
  expect(told('Google')).toEqual([1, 4].map((id) => `URL_UPDATED ${jobUrl(id)}`));
  expect(logged).toContainEqual(`indexing: Google refused 1 URLs, not sent again: ${jobUrl(2)} (404)`);
  receiver.partStatus = undefined;
  clock += 60_000;
  await notifier.look();
  expect(told('Google')).toEqual([1, 4, 3].map((id) => `URL_UPDATED ${jobUrl(id)}`));
  feed.open(5);
  await notifier.look();
  expect(told('Google')).toEqual([1, 4, 3, 5].map((id) => `URL_UPDATED ${jobUrl(id)}`));
});

it('waits while the token service fails, and a receiver that refuses a list for good does not hold the rest', async () => {
  const notifier = instance();
  await notifier.look();
  receiver.mode.token = { status: 500 };
  receiver.mode.IndexNow = { status: 422 };
  feed.open(1);
  await notifier.look();
  expect(receiver.requests.filter((request) => request.service === 'Google')).toEqual([]);
  expect(logged).toContainEqual(expect.stringMatching(/^indexing: Google token service answered 500; 1 changes wait/));
  expect(logged).toContainEqual(`indexing: IndexNow answered 422 to 1 URLs; they are not sent again.`);
  receiver.mode.token = 'ok';
  receiver.mode.IndexNow = 'ok';
  feed.open(2);
  clock += 60_000;
  await notifier.look();
  expect(told('Google')).toEqual([1, 2].map((id) => `URL_UPDATED ${jobUrl(id)}`));
  expect(told('IndexNow')).toEqual([jobUrl(2)]);
});

it("starts again from the feed's end when the API's data is another database's, and rides out the API down", async () => {
  const notifier = instance();
  feed.open(1);
  await notifier.look();
  feed.down = true;
  await expect(notifier.look()).rejects.toThrow('answered 503');
  feed.down = false;
  feed.epoch = 'db-2';
  feed.open(2);
  await notifier.look();
  expect(receiver.received).toEqual([]);
  expect(logged).toContainEqual(
    "indexing: the API's data is another database's; IndexNow goes on from its latest change.",
  );
  feed.open(3);
  await notifier.look();
  expect(told('IndexNow')).toEqual([jobUrl(3)]);
});

it('backs off doubling from 5 s to at most 5 minutes, give or take a fifth', () => {
  expect([1, 2, 3, 7, 8, 30].map((failures) => backoffMs(failures, 0.5))).toEqual([
    5000, 10_000, 20_000, 300_000, 300_000, 300_000,
  ]);
  expect(backoffMs(1, 0)).toBe(4000);
  expect(backoffMs(1, 1)).toBe(6000);
});
