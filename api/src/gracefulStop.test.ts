import http from 'node:http';
import type { OutboxPage } from './features/outbox/outboxStore';
import { launchTestApi } from './testing/apiProcess';
import { startTestServer } from './testing/client';
import { removeDataDir, tempDataDir } from './testing/helpers';
import { until } from './testing/until';

const IN_FLIGHT = 50;
const BODY_MS = 1_500;

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('graceful-stop');
});
let stopAfter = () => true;
afterAll(() => {
  stopAfter();
  removeDataDir(dataDir);
});

/**
 * A mail whose body the client sends over BODY_MS, so it is in flight when the API is told to stop; resolves with
 * the status (0: no answer) once the request has started.
 */
function slowMail(base: string, n: number): { started: Promise<void>; answered: Promise<number> } {
  const body = JSON.stringify({ to: 'contact@example.com', subject: `Stop ${n}`, message: `In flight ${n}` });
  const half = Math.floor(body.length / 2);
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const answered = new Promise<number>((resolve) => {
    const request = http.request(`${base}/v1/sendMail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.write(body.slice(0, half), () => started());
    setTimeout(() => request.end(body.slice(half)), BODY_MS);
  });
  return { started: startedPromise, answered };
}

it('told to stop with 50 requests in flight: not ready at once, answers every one, loses none, exits within 10 s', async () => {
  const { child, url } = await launchTestApi(dataDir, { API_STOP_DRAIN_MS: '500', API_STOP_GRACE_MS: '8000' });
  stopAfter = () => child.kill('SIGKILL');
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const mails = Array.from({ length: IN_FLIGHT }, (_, n) => slowMail(url, n));
  await Promise.all(mails.map((mail) => mail.started));

  const told = Date.now();
  child.kill('SIGTERM');
  // Within the drain it still answers, and says it is stopping (once the signal is handled), so the balancer
  // takes it out.
  const stopping = await until(
    async () => {
      const ready = await fetch(`${url}/readyz`);
      return ready.status === 503 ? ready.json() : undefined;
    },
    'readiness to turn',
    400,
  );
  expect(stopping).toEqual({ status: 'stopping' });

  const statuses = await Promise.all(mails.map((mail) => mail.answered));
  expect(statuses).toEqual(Array.from({ length: IN_FLIGHT }, () => 200));
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - told).toBeLessThan(10_000);

  // Every mail it answered for is stored.
  const next = await startTestServer(dataDir);
  try {
    const listing = (await next.inject({ url: '/outbox.json?subject=Stop&pageSize=100' })).json<OutboxPage>();
    expect(listing.mails).toHaveLength(IN_FLIGHT);
  } finally {
    await next.close();
  }
}, 60_000);
