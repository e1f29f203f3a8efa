import type { Country, DeployConfig, Opening } from '@tekvana/contracts';
import { OPENINGS_CHANGES_PATH, type OpeningChange, type OpeningsChangesAnswer } from '@tekvana/contracts/careers';
import { opening } from '@tekvana/test-support/openingFixture';
import { JobDirectory, JobFeed, LOOKUPS_PER_MINUTE, type OpenJob, type OpenJobs } from './jobPages';

const config = { staffingApiBaseUrl: 'http://api.test' } as DeployConfig;
const route = (id: number) => `/current-openings/job-description?jobId=${id}`;
const job = (print: string): OpenJob => ({ print, posted: '2026-11-01' });

const openingOf = (id: number, fields: Partial<Opening> = {}): Opening =>
  opening({ REQ_ID: id, POSTED_DATE: '2026-06-30', ...fields });

const opened = (id: number, seq: number, posted = '2026-11-01'): OpeningChange => ({
  REQ_ID: id,
  SEQ: seq,
  OPEN: true,
  POSTED_DATE: posted,
});
const closedAt = (id: number, seq: number): OpeningChange => ({ REQ_ID: id, SEQ: seq, OPEN: false });

/**
 * The staffing API as fetch sees it: answers by path and query (`/get/requirement/changes?updatedSince=0`), each a
 * JSON body, an HTTP status, or an error thrown. Every URL asked is recorded (path and query).
 */
let answers: Record<string, unknown>;
const asked: string[] = [];

beforeEach(() => {
  answers = {};
  asked.length = 0;
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    const key = `${url.pathname}${url.search}`;
    asked.push(key);
    const answer = key in answers ? answers[key] : answers[url.pathname];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{"error":"no"}', { status: answer });
    return new Response(JSON.stringify(answer ?? []), { headers: { 'content-type': 'application/json' } });
  });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const changesUrl = (query: string) => `${OPENINGS_CHANGES_PATH}?${query}`;
const feedAnswer = (query: string, answer: OpeningsChangesAnswer | number | Error) => {
  answers[changesUrl(query)] = answer;
};
/** The open jobs by route with their prints, and the closed routes, sorted. */
const stateOf = (jobs: OpenJobs) => ({
  open: Object.fromEntries([...jobs.open].map(([key, value]) => [key, value.print])),
  closed: [...jobs.closed].sort(),
});

describe('JobFeed', () => {
  it('reads every change at first, page by page through next, and then only what changed since', async () => {
    feedAnswer('updatedSince=0', {
      epoch: 'e1',
      changes: [opened(1, 1, '2026-01-01'), opened(2, 2)],
      next: { updatedSince: 2, afterId: 2 },
    });
    // Job 3 closed before this server started: the feed still names it.
    feedAnswer('updatedSince=2&afterId=2', { epoch: 'e1', changes: [opened(4, 3), closedAt(3, 3)] });
    const feed = new JobFeed(() => config);
    const first = await feed.read();
    expect(asked).toEqual([changesUrl('updatedSince=0'), changesUrl('updatedSince=2&afterId=2')]);
    expect(stateOf(first)).toEqual({
      open: { [route(1)]: 'e1.1', [route(2)]: 'e1.2', [route(4)]: 'e1.3' },
      closed: [route(3)],
    });
    expect(first.open.get(route(1))?.posted).toBe('2026-01-01');

    // The next read asks from the last change read: its SEQ, then its REQ_ID.
    asked.length = 0;
    feedAnswer('updatedSince=3&afterId=3', { epoch: 'e1', changes: [closedAt(1, 4), opened(2, 5), opened(3, 5)] });
    const second = await feed.read();
    expect(asked).toEqual([changesUrl('updatedSince=3&afterId=3')]);
    expect(stateOf(second)).toEqual({
      open: { [route(2)]: 'e1.5', [route(3)]: 'e1.5', [route(4)]: 'e1.3' },
      closed: [route(1)],
    });
  });

  it('moves its revision only when a read brings changes', async () => {
    feedAnswer('updatedSince=0', { epoch: 'e1', changes: [opened(1, 1)] });
    const feed = new JobFeed(() => config);
    const first = (await feed.read()).revision;
    feedAnswer('updatedSince=1&afterId=1', { epoch: 'e1', changes: [] });
    expect((await feed.read()).revision).toBe(first);
    expect((await feed.read()).revision).toBe(first);
    feedAnswer('updatedSince=1&afterId=1', { epoch: 'e1', changes: [opened(1, 2)] });
    const changed = (await feed.read()).revision;
    expect(changed).toBeGreaterThan(first);
    // Nothing since SEQ 2.
    feedAnswer('updatedSince=2&afterId=1', { epoch: 'e1', changes: [] });
    expect((await feed.read()).revision).toBe(changed);
    expect(asked.at(-1)).toBe(changesUrl('updatedSince=2&afterId=1'));
  });

  it("reads again from 0 when the epoch changes, forgetting the old database's jobs", async () => {
    feedAnswer('updatedSince=0', { epoch: 'e1', changes: [opened(1, 1), closedAt(2, 2)] });
    const feed = new JobFeed(() => config);
    const before = await feed.read();
    const revision = before.revision;
    // Another database: its answer to the old point says nothing, and the feed is read again from the start.
    feedAnswer('updatedSince=2&afterId=2', { epoch: 'e2', changes: [opened(9, 7)] });
    feedAnswer('updatedSince=0', { epoch: 'e2', changes: [opened(5, 1)] });
    asked.length = 0;
    const after = await feed.read();
    expect(asked).toEqual([changesUrl('updatedSince=2&afterId=2'), changesUrl('updatedSince=0')]);
    expect(stateOf(after)).toEqual({ open: { [route(5)]: 'e2.1' }, closed: [] });
    expect(after.revision).toBeGreaterThan(revision);
    // And goes on from the new database's last change.
    feedAnswer('updatedSince=1&afterId=5', { epoch: 'e2', changes: [] });
    expect(stateOf(await feed.read())).toEqual({ open: { [route(5)]: 'e2.1' }, closed: [] });
    expect(asked.at(-1)).toBe(changesUrl('updatedSince=1&afterId=5'));
  });

  it('reads the whole list when the API has no change feed, the closed jobs being those gone from it', async () => {
    feedAnswer('updatedSince=0', 404);
    answers['/get/requirement'] = [openingOf(1), openingOf(2, { CLOSING_DATE: '2026-12-12' })];
    const feed = new JobFeed(() => config);
    const first = await feed.read();
    expect(asked).toEqual([changesUrl('updatedSince=0'), '/get/requirement']);
    expect(stateOf(first)).toEqual({
      open: {
        [route(1)]: JSON.stringify(openingOf(1)),
        [route(2)]: JSON.stringify(openingOf(2, { CLOSING_DATE: '2026-12-12' })),
      },
      closed: [],
    });
    expect(first.open.get(route(1))?.posted).toBe('2026-06-30');
    expect(first.open.get(route(2))?.closes).toBe('2026-12-12');

    // The feed is not asked again; job 1 closed, job 2 changed, job 3 opened.
    asked.length = 0;
    answers['/get/requirement'] = [openingOf(2, { PSTN_TITLE: 'Lead' }), openingOf(3)];
    const second = await feed.read();
    expect(asked).toEqual(['/get/requirement']);
    expect(stateOf(second)).toEqual({
      open: {
        [route(2)]: JSON.stringify(openingOf(2, { PSTN_TITLE: 'Lead' })),
        [route(3)]: JSON.stringify(openingOf(3)),
      },
      closed: [route(1)],
    });
    expect(second.revision).toBeGreaterThan(first.revision);

    // A job that opens again is no longer closed.
    answers['/get/requirement'] = [openingOf(1)];
    expect(stateOf(await feed.read()).closed).toEqual([route(2), route(3)]);
  });

  it('shares one request between reads asked for while one is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    jest.spyOn(global, 'fetch').mockImplementation((input) => {
      asked.push(String(input));
      return new Promise((resolve) => (answer = resolve));
    });
    const feed = new JobFeed(() => config);
    const reads = [feed.read(), feed.read(), feed.read()];
    // The request is sent once the config is read, a moment later.
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(1);
    answer(Response.json({ epoch: 'e1', changes: [opened(1, 1)] }));
    const [first, ...others] = await Promise.all(reads);
    for (const other of others) expect(other).toBe(first);
    expect(stateOf(first as OpenJobs).open).toEqual({ [route(1)]: 'e1.1' });

    // Once it is done, the next read asks again.
    const next = feed.read();
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(2);
    answer(Response.json({ epoch: 'e1', changes: [] }));
    await next;
  });

  it('fails a read the API answers with an error, and reads again from the same point', async () => {
    feedAnswer('updatedSince=0', { epoch: 'e1', changes: [opened(1, 1)] });
    const feed = new JobFeed(() => config);
    await feed.read();
    feedAnswer('updatedSince=1&afterId=1', 503);
    await expect(feed.read()).rejects.toThrow(`${config.staffingApiBaseUrl}${changesUrl('updatedSince=1&afterId=1')}`);
    await expect(feed.read()).rejects.toThrow('answered 503');
    feedAnswer('updatedSince=1&afterId=1', { epoch: 'e1', changes: [closedAt(1, 2)] });
    expect(stateOf(await feed.read())).toEqual({ open: {}, closed: [route(1)] });
  });
});

describe('JobDirectory', () => {
  /** A directory whose reads give these jobs (changed by the test between refreshes). */
  let jobs: OpenJobs;
  const directoryOfJobs = () => new JobDirectory(config, async () => jobs);

  beforeEach(() => {
    jobs = { open: new Map(), closed: new Set(), revision: 0 };
  });

  it('answers an open job from the last read without asking the API', async () => {
    jobs = { open: new Map([[route(7), job('a')]]), closed: new Set(), revision: 1 };
    const directory = directoryOfJobs();
    await directory.refresh();
    expect(await directory.statusOf('7')).toBe(200);
    expect(directory.openJobs()).toBe(jobs.open);
    expect(directory.revision).toBe(1);
    expect(asked).toEqual([]);
  });

  it('asks the API about a job opened since the last read, and never calls an open job gone', async () => {
    const directory = new JobDirectory(config);
    answers['/get/RequirementID/8'] = [openingOf(8)];
    expect(await directory.statusOf('8')).toBe(200);
    answers['/get/RequirementID/9'] = new Error('connection refused');
    expect(await directory.statusOf('9')).toBe(200);
    answers['/get/RequirementID/10'] = 500;
    expect(await directory.statusOf('10')).toBe(200);
    expect(asked).toEqual(['/get/RequirementID/8', '/get/RequirementID/9', '/get/RequirementID/10']);
  });

  it('reads the change feed: 410 for a job it says closed (even before the first read), 404 for none', async () => {
    feedAnswer('updatedSince=0', { epoch: 'e1', changes: [opened(7, 1), closedAt(3, 2)] });
    const directory = new JobDirectory(config);
    expect(directory.revision).toBe(0);
    await directory.refresh();
    expect(directory.revision).toBeGreaterThan(0);
    expect([...directory.openJobs().keys()]).toEqual([route(7)]);
    expect(await directory.statusOf('7')).toBe(200);
    expect(await directory.statusOf('3')).toBe(410);
    expect(await directory.statusOf('12345')).toBe(404);
    expect(await directory.statusOf('abc')).toBe(404);
    expect(await directory.statusOf('')).toBe(404);
    expect(asked.filter((url) => !url.startsWith(OPENINGS_CHANGES_PATH))).toEqual([
      '/get/RequirementID/3',
      '/get/RequirementID/12345',
    ]);

    // Job 7 closes, job 3 opens again.
    feedAnswer('updatedSince=2&afterId=3', { epoch: 'e1', changes: [opened(3, 3), closedAt(7, 4)] });
    await directory.refresh();
    expect(await directory.statusOf('3')).toBe(200);
    expect(await directory.statusOf('7')).toBe(410);
  });

  it("answers 410 from the day after a job's closing date, as the feed tells it, checked on each request", async () => {
    feedAnswer('updatedSince=0', {
      epoch: 'e1',
      changes: [{ ...opened(7, 1), CLOSING_DATE: '2026-12-12' }, opened(8, 2)],
    });
    const directory = new JobDirectory(config);
    await directory.refresh();
    expect(directory.openJobs().get(route(7))?.closes).toBe('2026-12-12');
    expect(await directory.statusOf('7', '2026-12-12')).toBe(200);
    expect(await directory.statusOf('7', '2026-12-13')).toBe(410);
    // A job without a closing date stays open whatever the day.
    expect(await directory.statusOf('8', '2099-01-01')).toBe(200);
    expect(asked.filter((url) => !url.startsWith(OPENINGS_CHANGES_PATH))).toEqual([]);
  });

  it('answers 410 for a job the API still answers past its closing date', async () => {
    const directory = directoryOfJobs();
    await directory.refresh();
    answers['/get/RequirementID/9'] = [openingOf(9, { CLOSING_DATE: '2026-12-12' })];
    expect(await directory.statusOf('9', '2026-12-12')).toBe(200);
    expect(await directory.statusOf('9', '2026-12-13')).toBe(410);
  });

  it('keeps an opening as long as its print stays the same', async () => {
    jobs = { open: new Map([[route(7), job('a')]]), closed: new Set(), revision: 1 };
    const directory = directoryOfJobs();
    await directory.refresh();
    answers['/get/RequirementID/7'] = [openingOf(7)];
    expect(await directory.opening('7')).toEqual(openingOf(7));
    expect(await directory.opening('7')).toEqual(openingOf(7));
    expect(asked).toEqual(['/get/RequirementID/7']);

    // The opening changed: it is asked for again.
    answers['/get/RequirementID/7'] = [openingOf(7, { PSTN_TITLE: 'Lead' })];
    jobs = { open: new Map([[route(7), job('b')]]), closed: new Set(), revision: 2 };
    await directory.refresh();
    expect((await directory.opening('7'))?.PSTN_TITLE).toBe('Lead');
    expect(await directory.opening('7')).toEqual(openingOf(7, { PSTN_TITLE: 'Lead' }));
    expect(asked).toHaveLength(2);

    // No such job: that is kept too, a while.
    expect(await directory.opening('8')).toBeUndefined();
    expect(await directory.opening('8')).toBeUndefined();
    expect(asked).toHaveLength(3);
  });

  describe('ids that are no job (decision 068)', () => {
    const lookups = () => asked.filter((url) => url.startsWith('/get/RequirementID/'));

    it('asks the API once about an id asked for 500 times, at once or one after another', async () => {
      const directory = directoryOfJobs();
      await directory.refresh();
      const warn = jest.spyOn(console, 'warn');
      const error = jest.spyOn(console, 'error');
      const statuses = await Promise.all(Array.from({ length: 250 }, () => directory.statusOf('424242')));
      for (let request = 0; request < 250; request += 1) statuses.push(await directory.statusOf('424242'));
      expect(new Set(statuses)).toEqual(new Set([404]));
      expect(lookups()).toEqual(['/get/RequirementID/424242']);
      expect(await directory.opening('424242')).toBeUndefined();
      expect(lookups()).toHaveLength(1);
      // Not a line in the log for any of them.
      expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    });

    it('asks about at most LOOKUPS_PER_MINUTE new ids a minute, then says "later" (503), never 404', async () => {
      jobs = { open: new Map([[route(7), job('a')]]), closed: new Set([route(3)]), revision: 1 };
      const directory = directoryOfJobs();
      await directory.refresh();
      const statuses = [];
      for (let id = 100_000; id < 100_500; id += 1) statuses.push(await directory.statusOf(String(id)));
      expect(statuses.slice(0, LOOKUPS_PER_MINUTE)).toEqual(Array(LOOKUPS_PER_MINUTE).fill(404));
      expect(new Set(statuses.slice(LOOKUPS_PER_MINUTE))).toEqual(new Set([503]));
      expect(lookups()).toHaveLength(LOOKUPS_PER_MINUTE);
      // A real job opened since the read, asked for once the calls are spent: not a 404 a crawler would drop it on.
      answers['/get/RequirementID/555'] = [openingOf(555)];
      expect(await directory.statusOf('555')).toBe(503);
      // The jobs the read names keep their answers, without a call.
      expect(await directory.statusOf('7')).toBe(200);
      expect(await directory.statusOf('3')).toBe(410);
      expect(lookups()).toHaveLength(LOOKUPS_PER_MINUTE);

      // The next minute, ids are asked about again.
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
      answers['/get/RequirementID/100499'] = [openingOf(100_499)];
      expect(await directory.statusOf('100499')).toBe(200);
      expect(lookups()).toHaveLength(LOOKUPS_PER_MINUTE + 1);
    });

    it("serves the page as usual past the minute's calls while the jobs were never read", async () => {
      const directory = directoryOfJobs();
      for (let id = 1; id <= LOOKUPS_PER_MINUTE; id += 1) await directory.statusOf(String(id));
      expect(await directory.statusOf('999999')).toBe(200);
      expect(lookups()).toHaveLength(LOOKUPS_PER_MINUTE);
    });

    it('answers 200 at once for a job the API did not know that the next read names open', async () => {
      const directory = directoryOfJobs();
      await directory.refresh();
      expect(await directory.statusOf('9')).toBe(404);
      jobs = { open: new Map([[route(9), job('a')]]), closed: new Set(), revision: 1 };
      await directory.refresh();
      expect(await directory.statusOf('9')).toBe(200);
      answers['/get/RequirementID/9'] = [openingOf(9)];
      expect(await directory.opening('9')).toEqual(openingOf(9));
    });
  });

  it('asks again, once a read says it closed, about a job it had asked the API about', async () => {
    const directory = directoryOfJobs();
    await directory.refresh();
    // Opened after the read: the API says it is open.
    answers['/get/RequirementID/9'] = [openingOf(9)];
    expect(await directory.statusOf('9')).toBe(200);
    expect(await directory.opening('9')).toEqual(openingOf(9));
    expect(asked).toEqual(['/get/RequirementID/9']);
    // It closed before the next read listed it open.
    answers['/get/RequirementID/9'] = [];
    jobs = { open: new Map(), closed: new Set([route(9)]), revision: 1 };
    await directory.refresh();
    expect(await directory.statusOf('9')).toBe(410);
    expect(await directory.opening('9')).toBeUndefined();
  });

  it('asks again about a job no read listed after each refresh, even one that fails', async () => {
    let fails = false;
    const directory = new JobDirectory(config, async () => {
      if (fails) throw new Error('feed down');
      return jobs;
    });
    await directory.refresh();
    answers['/get/RequirementID/9'] = [openingOf(9)];
    await directory.opening('9');
    await directory.opening('9');
    expect(asked).toEqual(['/get/RequirementID/9']);
    fails = true;
    await expect(directory.refresh()).rejects.toThrow('feed down');
    answers['/get/RequirementID/9'] = [];
    expect(await directory.statusOf('9')).toBe(404);
    expect(asked).toHaveLength(2);
  });

  it("reads a country's code from the API's country list, kept for an hour, asked again after a failure", async () => {
    const country = (uuid: string, code: string): Country => ({
      COUNTRY_UUID: uuid,
      COUNTRY_ID: 1,
      COUNTRY_CODE: code,
      COUNTRY_NAME: code,
    });
    const directory = directoryOfJobs();
    answers['/get/country'] = new Error('connection refused');
    expect(await directory.countryCode('uuid-us')).toBeUndefined();

    answers['/get/country'] = [country('uuid-us', 'US'), country('uuid-in', 'IN')];
    expect(await directory.countryCode('uuid-us')).toBe('US');
    expect(await directory.countryCode('uuid-in')).toBe('IN');
    expect(await directory.countryCode('uuid-xx')).toBeUndefined();
    expect(asked).toEqual(['/get/country', '/get/country']);

    // An hour later the list is read again.
    answers['/get/country'] = [country('uuid-us', 'US'), country('uuid-xx', 'XX')];
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 60 * 60 * 1000 + 1);
    expect(await directory.countryCode('uuid-xx')).toBe('XX');
    expect(asked).toHaveLength(3);
  });
});
