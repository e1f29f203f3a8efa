import { randomUUID } from 'node:crypto';
import { messageOf } from '@tekvana/server-kit/messageOf';
import { canaryVerdict, type Canary, type CanaryApp } from '@tekvana/release-kit/canary';
import { CanaryFigureStore, emptyDelta, type FiguresDelta } from '@tekvana/release-kit/canaryFigures';
import type { EnvironmentRecord } from '@tekvana/release-kit/environments';
import type { ReleaseSource } from './liveReleases';

/** How often an instance adds what it counted to the shared figures and judges the canaries. */
export const DEFAULT_CANARY_CHECK_MS = 5000;

/** What a browser reported of one release of an app. */
export interface ReleaseReport {
  app: string;
  release?: string;
  measure: 'loadFailures' | 'clientErrors';
}

/**
 * One canary's counts on this instance: those since the last batch, and the batch being sent (numbered; sent again,
 * the same, until it is added).
 */
interface Counting {
  canary: Canary;
  live: string;
  delta: FiguresDelta;
  seq: number;
  pending?: FiguresDelta;
}

/** The running canary a count belongs to: a later canary of the same release is another. */
const keyOf = (app: CanaryApp, canary: Canary) => `${app} ${canary.id} ${canary.startedAt}`;

/**
 * Counts what this instance sees of each running canary (page views per group, and what browsers report of the
 * canary's and the live release), adds it to the figures every instance shares, and aborts a canary the verdict
 * condemns, or one past its end (docs/decisions/089-canary-releases.md). Every instance judges: the first to abort
 * records it, and the others find it already ended.
 */
export class CanaryJudge {
  private readonly counting = new Map<string, Counting>();
  private timer: NodeJS.Timeout | undefined;
  /** Whether the last check failed somewhere, and whether this one has. */
  private failing = false;
  private failedNow = false;
  private stopped = false;
  private checking: Promise<void> | undefined;
  /** Names this instance's batches in the shared figures. */
  private readonly instance = randomUUID();

  constructor(
    private readonly source: ReleaseSource,
    private readonly record: () => EnvironmentRecord | undefined,
    private readonly figures: CanaryFigureStore,
    private readonly checkMs = DEFAULT_CANARY_CHECK_MS,
  ) {}

  /** The canaries running now, by app, with the live release each is judged against. */
  private running(): { app: CanaryApp; canary: Canary; live: string }[] {
    const record = this.record();
    return (Object.entries(record?.canaries ?? {}) as [CanaryApp, Canary][]).flatMap(([app, canary]) => {
      const live = record?.live[app];
      return live ? [{ app, canary, live }] : [];
    });
  }

  private countingOf(app: CanaryApp, canary: Canary, live: string): Counting {
    const key = keyOf(app, canary);
    let counting = this.counting.get(key);
    if (!counting) {
      counting = { canary, live, delta: emptyDelta(), seq: 0 };
      this.counting.set(key, counting);
    }
    return counting;
  }

  /** A page opened by a visitor in the canaries of `canaryApps` (and in the live group of every other). */
  view(canaryApps: readonly CanaryApp[]): void {
    for (const { app, canary, live } of this.running())
      this.countingOf(app, canary, live).delta[canaryApps.includes(app) ? 'canary' : 'live'].views += 1;
  }

  /**
   * A report of a release: counted for its group when it is a running canary's, or the live release it is judged
   * against, and the sender is in that group (`canaryApps`: the apps whose canary its cookie puts it in).
   */
  report({ app, release, measure }: ReleaseReport, canaryApps: readonly CanaryApp[]): void {
    const running = this.running().find((item) => item.app === app);
    if (!running || release === undefined) return;
    const group = release === running.canary.id ? 'canary' : release === running.live ? 'live' : undefined;
    if (!group || (group === 'canary') !== canaryApps.includes(running.app)) return;
    this.countingOf(running.app, running.canary, running.live).delta[group][measure] += 1;
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.checking = this.check().finally(tick);
      }, this.checkMs);
      this.timer.unref();
    };
    tick();
  }

  /** Ends the checks, once the one under way (if any) has ended. Counts not yet sent are left out of the figures. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.checking;
  }

  /** Adds each running canary's counts to the shared figures, then judges it; counts of ended canaries are dropped. */
  async check(now = new Date()): Promise<void> {
    const running = this.running();
    const keys = new Set(running.map(({ app, canary }) => keyOf(app, canary)));
    for (const key of this.counting.keys()) if (!keys.has(key)) this.counting.delete(key);
    for (const { app, canary, live } of running) {
      const counting = this.countingOf(app, canary, live);
      if (!counting.pending) {
        counting.pending = counting.delta;
        counting.delta = emptyDelta();
        counting.seq += 1;
      }
      let added: Awaited<ReturnType<CanaryFigureStore['add']>>;
      try {
        added = await this.figures.add(this.source.env, app, canary, live, {
          instance: this.instance,
          seq: counting.seq,
          delta: counting.pending,
        });
      } catch (error) {
        this.failed(
          `the figures of the canary of ${app} ${canary.id} not added (${messageOf(error)}); added at the next check`,
        );
      }
      // Not added (other instances' writes beat it, or the store failed): the same batch goes at the next check.
      if (added !== undefined) counting.pending = undefined;
      // A newer canary of the app started: this instance reads the record that says so within a poll.
      if (added === 'superseded') continue;
      const figures = added;
      // Without figures, only its end is judged.
      const verdict = canaryVerdict(canary, figures, now);
      if (!verdict.abort) continue;
      try {
        const aborted = await this.source.environments.abortCanary(this.source.env, app, {
          id: canary.id,
          startedAt: canary.startedAt,
          figures,
          reason: verdict.reason,
          now,
        });
        if (aborted) {
          console.warn(
            `releases: the canary of ${app} ${canary.id} in ${this.source.env} was aborted: ${verdict.reason}`,
          );
        }
      } catch (error) {
        this.failed(
          `the canary of ${app} ${canary.id} could not be aborted (${messageOf(error)}); tried at the next check`,
        );
      }
    }
    this.failing = this.failedNow;
    this.failedNow = false;
  }

  /** Logs a failure once per streak of checks that fail: a store that is down is one line, not one every check. */
  private failed(line: string): void {
    if (!this.failing) console.warn(`releases: ${line}`);
    this.failedNow = true;
  }
}
