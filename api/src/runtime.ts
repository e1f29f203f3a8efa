import type { FastifyInstance } from 'fastify';
import { consoleToLog } from '@tekvana/server-kit/logs';
import { GracefulStop, stopTimesFromEnv } from '@tekvana/server-kit/stop';

/** The Node major the API is built and tested on (root package.json pins the `node` package to it). */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Refuses an older Node with the fix in the message: `npm start` and `npm test` run the pinned Node from
 * node_modules/.bin, but calling `node` or `tsx` directly uses whatever the machine has.
 */
export function checkNodeVersion(version: string): void {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (!(major >= REQUIRED_NODE_MAJOR)) {
    throw new Error(
      `The API needs Node ${REQUIRED_NODE_MAJOR} or later and is running on ${version}. Run it through npm (npm start), which uses the Node pinned in package.json.`,
    );
  }
}

/** What the process running the API tells it besides its options. */
export interface ApiControls {
  /** Whether the process was told to stop: the readiness probe answers 503 from then on (decision 087). */
  stopping?: () => boolean;
}

/**
 * Runs the API `start` makes until the process is told to stop, then stops it gracefully (GracefulStop: not ready,
 * the drain, requests in flight and the mail being sent finished or handed back, exit). Every line the process
 * writes from then on is JSON (decision 086). The stop times are read first: a bad value stops the start.
 */
export async function runUntilStopped(
  start: (controls: ApiControls) => Promise<{ app: FastifyInstance; url: string }>,
): Promise<{ app: FastifyInstance; url: string }> {
  const times = stopTimesFromEnv(process.env, 'API');
  const controls: Required<ApiControls> = { stopping: () => false };
  const started = await start(controls);
  consoleToLog(started.app.log);
  const stop = new GracefulStop({ ...times, close: () => started.app.close(), log: started.app.log }).onSignals();
  controls.stopping = stop.stopping;
  return started;
}
