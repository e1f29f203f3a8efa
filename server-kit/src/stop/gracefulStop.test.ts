import { GracefulStop, stopTimesFromEnv } from './gracefulStop';

function stopWith(close: () => Promise<unknown>, times = { drainMs: 50, graceMs: 200 }) {
  const exits: number[] = [];
  const notes: string[] = [];
  const log = {
    info: (...args: unknown[]) => void notes.push(String(args.at(-1))),
    warn: (...args: unknown[]) => void notes.push(String(args.at(-1))),
    error: (...args: unknown[]) => void notes.push(String(args.at(-1))),
  } as unknown as ConstructorParameters<typeof GracefulStop>[0]['log'];
  const stop = new GracefulStop({ ...times, close, log, exit: (code) => void exits.push(code) });
  return { stop, exits, notes };
}

it('is not ready at once, closes after the drain, and exits 0 once closed', async () => {
  let closedAt = 0;
  const started = Date.now();
  const { stop, exits } = stopWith(async () => {
    closedAt = Date.now();
  });
  expect(stop.stopping()).toBe(false);
  const stopped = stop.stop('SIGTERM');
  expect(stop.stopping()).toBe(true);
  expect(exits).toEqual([]);
  await stopped;
  expect(closedAt - started).toBeGreaterThanOrEqual(45);
  expect(exits).toEqual([0]);
});

it('exits 1 when the close outlasts the grace, and at once on a second signal', async () => {
  const { stop, exits, notes } = stopWith(() => new Promise(() => undefined), { drainMs: 0, graceMs: 50 });
  const stopped = stop.stop('SIGTERM');
  await stop.stop('SIGINT');
  expect(exits).toEqual([1]);
  await stopped;
  expect(exits).toEqual([1, 1]);
  expect(notes.at(-1)).toMatch(/after the grace period/);
});

it('exits 1 when the close fails', async () => {
  const { stop, exits } = stopWith(async () => {
    throw new Error('database gone');
  });
  await stop.stop('SIGTERM');
  expect(exits).toEqual([1]);
});

describe('stopTimesFromEnv', () => {
  it('reads the times, with defaults', () => {
    expect(stopTimesFromEnv({}, 'API')).toEqual({ drainMs: 3_000, graceMs: 6_000 });
    expect(stopTimesFromEnv({ SITE_STOP_DRAIN_MS: '0', SITE_STOP_GRACE_MS: '2500' }, 'SITE')).toEqual({
      drainMs: 0,
      graceMs: 2_500,
    });
  });
  it.each(['-1', '1.5', 'soon', '600001'])('refuses %p', (value) =>
    expect(() => stopTimesFromEnv({ API_STOP_GRACE_MS: value }, 'API')).toThrow(/API_STOP_GRACE_MS must be/),
  );
});
