import { emptyRecord, type EnvironmentRecord, type Environments } from '@tekvana/release-kit/environments';
import { RELEASE_APPS, type ReleaseApp, type ReleaseStore } from '@tekvana/release-kit/store';

/** Where a site finds the releases it serves: a store, its environments' records and the environment's name. */
export interface ReleaseSource {
  store: ReleaseStore;
  environments: Environments;
  env: string;
  /** How often to read the environment's record (milliseconds); a switch is served at most this much later. */
  pollMs?: number;
}

const DEFAULT_POLL_MS = 1000;

/** The apps whose live release differs between two records. */
export function switchedApps(before: EnvironmentRecord, after: EnvironmentRecord): ReleaseApp[] {
  return RELEASE_APPS.filter((app) => before.live[app] !== after.live[app]);
}

/** What changed of the canaries between two records, a line each (docs/decisions/089-canary-releases.md). */
export function canaryChanges(before: EnvironmentRecord, after: EnvironmentRecord): string[] {
  const seen = new Set(
    (before.canaryHistory ?? []).map((event) => `${event.app} ${event.id} ${event.at} ${event.event}`),
  );
  return (after.canaryHistory ?? [])
    .filter((event) => !seen.has(`${event.app} ${event.id} ${event.at} ${event.event}`))
    .map((event) =>
      event.event === 'started'
        ? `a canary of ${event.app} ${event.id} for ${event.percent}% of visitors started`
        : `the canary of ${event.app} ${event.id} was ${event.event}${event.reason ? `: ${event.reason}` : ''}`,
    );
}

/**
 * Follows an environment's record (docs/decisions/052-the-site-follows-its-releases.md): reads it every `pollMs`
 * and, when a newer revision names other releases, tells the listener, which the site serves from then on. A
 * record that cannot be read keeps the site on what it serves, with one line logged per failure streak.
 */
export class LiveReleases {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;

  private constructor(
    private readonly source: ReleaseSource,
    public record: EnvironmentRecord,
  ) {}

  static async follow(
    source: ReleaseSource,
    onSwitch: (apps: ReleaseApp[], before: EnvironmentRecord) => Promise<void> | void,
  ): Promise<LiveReleases> {
    const live = new LiveReleases(
      source,
      await source.environments.read(source.env).catch(() => emptyRecord(source.env)),
    );
    live.schedule(onSwitch);
    return live;
  }

  private schedule(onSwitch: (apps: ReleaseApp[], before: EnvironmentRecord) => Promise<void> | void): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll(onSwitch).finally(() => this.schedule(onSwitch));
    }, this.source.pollMs ?? DEFAULT_POLL_MS);
  }

  private async poll(onSwitch: (apps: ReleaseApp[], before: EnvironmentRecord) => Promise<void> | void) {
    let next: EnvironmentRecord;
    try {
      next = await this.source.environments.read(this.source.env);
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        console.warn(
          `releases: cannot read environment ${this.source.env} (${error instanceof Error ? error.message : error}); serving what is live`,
        );
      this.failing = true;
      return;
    }
    // Any other revision, an older one too: an operator who puts back an earlier record means it.
    if (next.revision === this.record.revision) return;
    const before = this.record;
    this.record = next;
    for (const line of canaryChanges(before, next)) console.log(`releases: ${this.source.env}: ${line}`);
    const apps = switchedApps(before, next);
    if (apps.length === 0) return;
    console.log(`releases: ${this.source.env} now serves ${apps.map((app) => `${app} ${next.live[app]}`).join(', ')}`);
    try {
      await onSwitch(apps, before);
    } catch (error) {
      console.warn(`releases: after the switch: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** Reads the environment's record now, throwing what stops it: whether the store can be read (readiness). */
  async readable(): Promise<void> {
    await this.source.environments.read(this.source.env);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
