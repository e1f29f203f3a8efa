import Fastify, { type FastifyInstance } from 'fastify';
import { LOAD_FAILURES_PATH, LoadFailureCounts, MAX_REPORT_BYTES, registerLoadFailures } from './loadFailures';

const LIVE = '1.1.0-0123456789ab';
const report = { app: 'content', release: LIVE, stage: 'manifest', fellBackTo: 'previous' };

// Over a real loopback socket, as the API's tests do: Fastify's inject would pull the ESM-only `cookie` package
// into Jest's CommonJS runtime (api/src/testing/client.ts).
let app: FastifyInstance;
let origin: string;

async function start(counts?: LoadFailureCounts): Promise<void> {
  app = Fastify({ logger: false });
  await registerLoadFailures(app, counts);
  // Another route of the site, which must keep Fastify's own JSON parser.
  app.post('/other', async (request) => ({ got: request.body }));
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}

beforeEach(() => start());
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
  for (let n = 0; n < 5; n += 1) await beacon({ ...report, release: `1.0.${n}-0123456789ab` });
  await beacon(report);

  const answer = await counts();
  expect(answer.failures.map((count: { stage: string; failures: number }) => [count.stage, count.failures])).toEqual([
    ['manifest', 2],
    ['entry', 1],
  ]);
  expect(answer.dropped).toBe(5);
});
