import Fastify, { type FastifyInstance } from 'fastify';
import type { EnvironmentRecord } from '@tekvana/release-kit/environments';
import { ClientLimit } from '../http/clientLimit';
import { MAX_REPORT_BYTES } from '../http/beaconRoute';
import { LOAD_FAILURES_PATH, LoadFailureCounts, registerLoadFailures } from './loadFailures';

const PREVIOUS = '1.0.0-00000000000a';
const LIVE = '1.1.0-0123456789ab';
const report = { app: 'content', release: LIVE, stage: 'manifest', fellBackTo: 'previous' };

/** content deployed twice (PREVIOUS, then LIVE); careers and internship still served from their builds. */
const twoDeploys: EnvironmentRecord = {
  env: 'local',
  revision: 2,
  live: { content: LIVE },
  history: [
    { app: 'content', from: null, to: PREVIOUS, at: '2026-11-27T10:00:00.000Z', rollback: false },
    { app: 'content', from: PREVIOUS, to: LIVE, at: '2026-11-27T11:00:00.000Z', rollback: false },
  ],
};
/** The environment's record as the site follows it; undefined: a site that serves its builds. */
let record: EnvironmentRecord | undefined;

// Over a real loopback socket, as the API's tests do: Fastify's inject would pull the ESM-only `cookie` package
// into Jest's CommonJS runtime (api/src/testing/client.ts).
let app: FastifyInstance;
let origin: string;

async function start(counts?: LoadFailureCounts, perClient?: ClientLimit): Promise<void> {
  app = Fastify({ logger: false });
  await registerLoadFailures(app, () => record, counts, { perClient });
  // Another route of the site, which must keep Fastify's own JSON parser.
  app.post('/other', async (request) => ({ got: request.body }));
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}

beforeEach(() => {
  record = twoDeploys;
  return start();
});
afterEach(() => app.close());

const post = (body: string, contentType?: string, url = LOAD_FAILURES_PATH) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    body,
    ...(contentType && { headers: { 'content-type': contentType } }),
  });

// What navigator.sendBeacon sends for a string body.
const beacon = (body: unknown) =>
  post(typeof body === 'string' ? body : JSON.stringify(body), 'text/plain;charset=UTF-8');

const counts = async () => (await fetch(`${origin}${LOAD_FAILURES_PATH}`)).json();

it("counts a beacon's report per app, release and stage, with where each page turned", async () => {
  expect((await beacon(report)).status).toBe(204);
  await beacon({ ...report, fellBackTo: 'none' });
  await beacon({ ...report, stage: 'chunk', fellBackTo: 'live' });
  await beacon({ app: 'careers', stage: 'entry', fellBackTo: 'none' });
  expect((await post(JSON.stringify(report), 'application/json')).status).toBe(204);

  const answer = await fetch(`${origin}${LOAD_FAILURES_PATH}`);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({
    since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    dropped: 0,
    limited: 0,
    failures: [
      { app: 'content', release: LIVE, stage: 'manifest', failures: 3, fellBackTo: { previous: 2, live: 0, none: 1 } },
      { app: 'content', release: LIVE, stage: 'chunk', failures: 1, fellBackTo: { previous: 0, live: 1, none: 0 } },
      { app: 'careers', release: null, stage: 'entry', failures: 1, fellBackTo: { previous: 0, live: 0, none: 1 } },
    ],
  });
});

it('refuses a report it cannot count with 400 and says why, counting nothing', async () => {
  const refusals: [unknown, string][] = [
    ['{"app":', 'The body is not JSON.'],
    [[report], 'The body must be a JSON object.'],
    [{ ...report, app: 'shell' }, 'app must be one of content, careers, internship.'],
    [{ ...report, release: '1.1.0' }, 'release must be a release id such as 1.2.0-0123456789ab, or left out.'],
    [{ ...report, release: `${LIVE}\n` }, 'release must be a release id such as 1.2.0-0123456789ab, or left out.'],
    [{ ...report, release: 12 }, 'release must be a release id such as 1.2.0-0123456789ab, or left out.'],
    [{ ...report, stage: 'css' }, 'stage must be one of manifest, entry, chunk.'],
    // Only the site server counts its own render's failures.
    [{ ...report, stage: 'server' }, 'stage must be one of manifest, entry, chunk.'],
    [{ ...report, fellBackTo: undefined }, 'fellBackTo must be one of previous, live, none.'],
  ];
  for (const [body, error] of refusals) {
    const answer = await beacon(body);
    expect({ body, status: answer.status, answer: await answer.json() }).toEqual({
      body,
      status: 400,
      answer: { error },
    });
  }
  const empty = await fetch(`${origin}${LOAD_FAILURES_PATH}`, { method: 'POST' });
  expect(empty.status).toBe(400);
  expect((await counts()).failures).toEqual([]);
});

it('accepts a pre-release version in the id and ignores fields it does not know', async () => {
  record = { ...twoDeploys, live: { content: '2.0.0-rc.1-0123456789ab' } };
  expect((await beacon({ ...report, release: '2.0.0-rc.1-0123456789ab', url: '/home' })).status).toBe(204);
  expect((await counts()).failures).toEqual([expect.objectContaining({ release: '2.0.0-rc.1-0123456789ab' })]);
});

it('refuses a body over 1 KB and one of another type, and leaves the other routes their JSON parser', async () => {
  const padded = JSON.stringify({ ...report, padding: 'x'.repeat(MAX_REPORT_BYTES) });
  expect((await beacon(padded)).status).toBe(413);
  expect((await post('app=content', 'application/x-www-form-urlencoded')).status).toBe(415);
  expect((await counts()).failures).toEqual([]);

  const other = await post('{"a":1}', 'application/json', '/other');
  expect(await other.json()).toEqual({ got: { a: 1 } });
});

it('stops adding keys at the cap: known keys still count, new ones are only tallied as dropped', async () => {
  await app.close();
  await start(new LoadFailureCounts(2));
  await beacon(report);
  await beacon({ ...report, stage: 'entry' });
  for (const stage of ['chunk', 'chunk', 'manifest', 'entry', 'chunk'])
    await beacon({ ...report, release: PREVIOUS, stage });
  await beacon(report);

  const answer = await counts();
  expect(answer.failures.map((count: { stage: string; failures: number }) => [count.stage, count.failures])).toEqual([
    ['manifest', 2],
    ['entry', 1],
  ]);
  expect(answer.dropped).toBe(5);
});

describe('who may report what', () => {
  const quiet = () => [
    jest.spyOn(console, 'log').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
  ];
  afterEach(() => jest.restoreAllMocks());

  it("counts only the live and previous releases the environment's record names, or the build of an app it has none of", async () => {
    const spies = quiet();
    expect((await beacon({ ...report, release: PREVIOUS, stage: 'chunk' })).status).toBe(204);
    expect((await beacon({ ...report, app: 'careers', release: undefined })).status).toBe(204);

    const refused: unknown[] = [
      { ...report, release: '9.9.9-0123456789ab' },
      // Another app's live release.
      { ...report, app: 'careers' },
      // No release, for an app that has a live one.
      { ...report, release: undefined },
    ];
    for (const body of refused) {
      const answer = await beacon(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 422 });
    }
    expect(await (await beacon({ ...report, release: '9.9.9-0123456789ab' })).json()).toEqual({
      error: 'content 9.9.9-0123456789ab is not served here.',
    });
    expect(
      (await counts()).failures.map((count: { app: string; release: string | null }) => [count.app, count.release]),
    ).toEqual([
      ['content', PREVIOUS],
      ['careers', null],
    ]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('on a site that serves its builds, counts only reports that name no release', async () => {
    record = undefined;
    expect((await beacon(report)).status).toBe(422);
    expect((await beacon({ ...report, release: undefined })).status).toBe(204);
    expect((await counts()).failures).toEqual([expect.objectContaining({ app: 'content', release: null })]);
  });

  it('still counts a real failure of the live release after a flood of reports of made-up releases', async () => {
    await app.close();
    await start(new LoadFailureCounts(5), new ClientLimit(1000, 1000));
    for (let n = 0; n < 20; n += 1)
      expect((await beacon({ ...report, release: `1.0.${n}-0123456789ab` })).status).toBe(422);
    await beacon(report);
    const answer = await counts();
    expect(answer.dropped).toBe(0);
    expect(answer.failures).toEqual([expect.objectContaining({ release: LIVE, failures: 1 })]);
  });

  it('lets one client send a few reports at once, refusing the rest with 429 and showing how many', async () => {
    const spies = quiet();
    await app.close();
    await start(undefined, new ClientLimit(3, 3));
    const statuses = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await beacon(report)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429, 429, 429, 429, 429]);
    const answer = await counts();
    expect(answer.failures).toEqual([expect.objectContaining({ release: LIVE, failures: 3 })]);
    expect(answer.limited).toBe(7);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
