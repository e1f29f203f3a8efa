import { messageOf } from '@tekvana/server-kit/messageOf';
import { canaryVerdict, type Canary, type CanaryApp, type CanaryFigures } from '@tekvana/release-kit/canary';
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

/** One canary's counts on this instance since they were last added to the shared figures. */
interface Counting {
  canary: Canary;
  live: string;
  delta: FiguresDelta;
}

/**
 * Counts what this instance sees of each running canary (page views per group, and what browsers report of the
 * canary's and the live release), adds it to the figures every instance shares, and aborts a canary the verdict
 * condemns, or one past its end (docs/decisions/089-canary-releases.md). Every instance judges: the first to abort
 * records it, and the others find it already ended.
 */
export class CanaryJudge {
  private readonly counting = new Map<string, Counting>();
  private timer: NodeJS.Timeout | undefined;
  private readonly figures: CanaryFigureStore;
  /** Whether the last check failed somewhere, and whether this one has. */
  private failing = false;
  private failedNow = false;

  constructor(
    private readonly source: ReleaseSource,
    private readonly record: () => EnvironmentRecord | undefined,
    figures: CanaryFigureStore,
    private readonly checkMs = DEFAULT_CANARY_CHECK_MS,
  ) {
    this.figures = figures;
  }

  /** The canaries running now, by app, with the live release each is judged against. */
  private running(): { app: CanaryApp; canary: Canary; live: string }[] {
    const record = this.record();
    return (Object.entries(record?.canaries ?? {}) as [CanaryApp, Canary][]).flatMap(([app, canary]) => {
      const live = record?.live[app];
      return live ? [{ app, canary, live }] : [];
    });
  }

  private countingOf(app: CanaryApp, canary: Canary, live: string): Counting {
    const key = `${app} ${canary.id} ${canary.startedAt}`;
    let counting = this.counting.get(key);
    if (!counting) {
      counting = { canary, live, delta: emptyDelta() };
      this.counting.set(key, counting);
    }
    return counting;
  }

  /** A page opened by a visitor in the canaries of `canaryApps` (and in the live group of every other). */
  view(canaryApps: readonly CanaryApp[]): void {
    for (const { app, canary, live } of this.running())
      this.countingOf(app, canary, live).delta[canaryApps.includes(app) ? 'canary' : 'live'].views += 1;
  }

  /** A report of a release: counted for its group when it is a running canary's, or the live release it is judged against. */
  report({ app, release, measure }: ReleaseReport): void {
    const running = this.running().find((item) => item.app === app);
    if (!running || release === undefined) return;
    const group = release === running.canary.id ? 'canary' : release === running.live ? 'live' : undefined;
    if (group) this.countingOf(running.app, running.canary, running.live).delta[group][measure] += 1;
  }

  start(): void {
    const tick = () => {
      this.timer = setTimeout(() => void this.check().finally(tick), this.checkMs);
      this.timer.unref();
    };
    tick();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Adds each running canary's counts to the shared figures, then judges it; counts of ended canaries are dropped. */
  async check(now = new Date()): Promise<void> {
    const running = this.running();
    const keys = new Set(running.map(({ app, canary }) => `${app} ${canary.id} ${canary.startedAt}`));
    for (const key of this.counting.keys()) if (!keys.has(key)) this.counting.delete(key);
    for (const { app, canary, live } of running) {
      const counting = this.countingOf(app, canary, live);
      const sent = counting.delta;
      counting.delta = emptyDelta();
      let figures: CanaryFigures | undefined;
      try {
        figures = await this.figures.add(this.source.env, app, canary, live, sent);
      } catch (error) {
        this.failed(
          `the figures of the canary of ${app} ${canary.id} not added (${messageOf(error)}); added at the next check`,
        );
      }
      // Not added (other instances' writes beat it, or the store failed): counted again at the next check.
      if (!figures) restore(counting, sent);
      // Without figures, only its end is judged.
      const verdict = canaryVerdict(canary, figures, now);
      if (!verdict.abort) continue;
      try {
        const aborted = await this.source.environments.abortCanary(this.source.env, app, {
          id: canary.id,
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

/** Puts counts that were not added back, beside those counted since. */
function restore(counting: Counting, sent: FiguresDelta): void {
  for (const group of ['canary', 'live'] as const)
    for (const field of ['views', 'loadFailures', 'clientErrors'] as const)
      counting.delta[group][field] += sent[group][field];
}
