import Fastify, { type FastifyInstance } from 'fastify';
import type { EnvironmentRecord } from '@tekvana/release-kit/environments';
import { ClientLimit } from '../http/clientLimit';
import { MAX_REPORT_BYTES } from '../http/beaconRoute';
import { CLIENT_ERRORS_PATH, registerClientErrors, type ClientErrorReport } from './clientErrors';
import { testCanary } from '@tekvana/release-kit/canaryFixture';

const LIVE = '1.1.0-0123456789ab';
const CANARY = '1.2.0-0123456789ab';
const record: EnvironmentRecord = {
  env: 'local',
  revision: 2,
  live: { careers: LIVE },
  history: [{ app: 'careers', from: null, to: LIVE, at: '2026-11-30T10:00:00.000Z', rollback: false }],
  canaries: {
    careers: testCanary({ id: CANARY }),
  },
};

let app: FastifyInstance;
let origin: string;
let counted: ClientErrorReport[];
let limited: number;

beforeEach(async () => {
  counted = [];
  limited = 0;
  app = Fastify({ logger: false });
  await registerClientErrors(
    app,
    () => record,
    { add: (report) => void counted.push(report), limited: () => (limited += 1) },
    new ClientLimit(5, 5),
  );
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

// What navigator.sendBeacon sends for a string body.
const beacon = async (body: unknown) => {
  const answer = await fetch(`${origin}${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  return { status: answer.status, error: answer.status === 204 ? undefined : (await answer.json()).error };
};

it('counts an error of the live release or the canary, and refuses what it cannot count, saying why', async () => {
  expect(await beacon({ app: 'careers', release: CANARY, kind: 'render' })).toEqual({ status: 204 });
  expect(await beacon({ app: 'careers', release: LIVE, kind: 'uncaught', more: 'a newer shell' })).toEqual({
    status: 204,
  });
  expect(await beacon({ app: 'careers', release: '0.9.0-0123456789ab', kind: 'render' })).toEqual({
    status: 422,
    error: 'careers 0.9.0-0123456789ab is not served here.',
  });
  expect(await beacon({ app: 'careers', release: LIVE, kind: 'boom' })).toEqual({
    status: 400,
    error: 'kind must be one of render, uncaught.',
  });
  expect(await beacon('{"app":')).toEqual({ status: 400, error: 'The body is not JSON.' });
  expect(counted).toEqual([
    { app: 'careers', release: CANARY, kind: 'render' },
    { app: 'careers', release: LIVE, kind: 'uncaught' },
  ]);
});

it('bounds a flood per client: refused, counted as refused, never counted as errors', async () => {
  const answers = [];
  for (let n = 0; n < 12; n += 1)
    answers.push((await beacon({ app: 'careers', release: CANARY, kind: 'render' })).status);
  expect(answers.filter((status) => status === 204)).toHaveLength(5);
  expect(answers.filter((status) => status === 429)).toHaveLength(7);
  expect(counted).toHaveLength(5);
  expect(limited).toBe(7);
  const huge = await fetch(`${origin}${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ app: 'careers', kind: 'render', pad: 'x'.repeat(MAX_REPORT_BYTES) }),
    headers: { 'content-type': 'text/plain' },
  });
  expect(huge.status).toBe(413);
});
