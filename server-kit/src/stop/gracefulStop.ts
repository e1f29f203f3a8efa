import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';

export interface GracefulStopOptions {
  /**
   * How long the server keeps serving once told to stop, answering not ready, before it closes: the time the
   * balancer or orchestrator takes to see it and send new requests elsewhere (0 under `npm start`).
   */
  drainMs: number;
  /** How long requests in flight and the work under way get to finish once it closes, before it exits anyway. */
  graceMs: number;
  /** Closes the server(s): stop taking connections, let requests in flight answer, end their own work. */
  close: () => Promise<unknown>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** process.exit unless given (tests). */
  exit?: (code: number) => void;
}

/**
 * How a server stops when told to (docs/decisions/087-graceful-stop.md): not ready at once, serving still for
 * `drainMs`; then it closes, requests in flight answered and work under way handed back, and exits 0; past
 * `graceMs` it exits 1 with what was left. A second signal exits at once.
 */
export class GracefulStop {
  private requested = false;

  constructor(private readonly options: GracefulStopOptions) {}

  /** Whether the server was told to stop: its readiness probe answers 503 from then on. */
  readonly stopping = (): boolean => this.requested;

  /** Stops on SIGTERM (an orchestrator, a deploy) and SIGINT (Ctrl+C). */
  onSignals(): this {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void this.stop(signal));
    return this;
  }

  async stop(reason: string): Promise<void> {
    const { drainMs, graceMs, close, log, exit = (code) => process.exit(code) } = this.options;
    if (this.requested) {
      log.warn({ reason }, 'told again to stop: exiting now');
      return exit(1);
    }
    this.requested = true;
    log.info({ reason, drainMs, graceMs }, 'stopping: not ready from now on');
    await delay(drainMs);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    try {
      const outcome = await Promise.race([close().then(() => 'closed' as const), late]);
      if (outcome === 'late') {
        log.error({ graceMs }, 'requests or work still under way after the grace period: exiting without them');
        return exit(1);
      }
      log.info('stopped');
      return exit(0);
    } catch (error) {
      log.error({ err: error }, 'the stop failed');
      return exit(1);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The drain and the grace from the environment (`<PREFIX>_STOP_DRAIN_MS`, `<PREFIX>_STOP_GRACE_MS`). */
export function stopTimesFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: 'API' | 'SITE',
  defaults = { drainMs: 3_000, graceMs: 6_000 },
): { drainMs: number; graceMs: number } {
  const read = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0 || value > 600_000)
      throw new Error(`${name} must be a whole number of milliseconds from 0 to 600000, not "${text}".`);
    return value;
  };
  return {
    drainMs: read(`${prefix}_STOP_DRAIN_MS`, defaults.drainMs),
    graceMs: read(`${prefix}_STOP_GRACE_MS`, defaults.graceMs),
  };
}
