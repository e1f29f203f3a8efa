import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canaryOf, previousRelease, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { ClientLimit } from '../http/clientLimit';
import { registerBeacon, reportFields } from '../http/beaconRoute';

/**
 * Where browsers report a remote release that failed to load (shell/src/federation/releaseFallback.ts): the site
 * puts it into the deploy config as `releases.failureReportUrl`. POST a report, GET the counts.
 */
export const LOAD_FAILURES_PATH = '/_site/load-failures';

const APPS = ['content', 'careers', 'internship'] as const;
const STAGES = ['manifest', 'entry', 'chunk'] as const;
const OUTCOMES = ['previous', 'live', 'none'] as const;
// A release id (decision 051): the package's version, then the first 12 hex digits of the release's hash.
const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{12}$/;

type App = (typeof APPS)[number];
/** `server`: the site server left the release's server build out of its render (counted by the site, not posted). */
type Stage = (typeof STAGES)[number] | 'server';
type Outcome = (typeof OUTCOMES)[number];

export interface LoadFailureReport {
  app: App;
  release?: string;
  stage: Stage;
  fellBackTo: Outcome;
}

/** The failures of one stage of one release, and where the pages that had them turned. */
export interface LoadFailureCount {
  app: App;
  /** null for a site that does not serve releases. */
  release: string | null;
  stage: Stage;
  failures: number;
  fellBackTo: Record<Outcome, number>;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/** The report in a body, or why it is refused. Fields it does not know are ignored: a newer shell may send more. */
export function parseLoadFailureReport(body: string): LoadFailureReport | string {
  const fields = reportFields(body);
  if (typeof fields === 'string') return fields;
  const { stage, fellBackTo } = fields;
  const of = releaseOf(fields);
  if (typeof of === 'string') return of;
  const { app, release } = of;
  if (!oneOf(STAGES, stage)) return `stage must be one of ${STAGES.join(', ')}.`;
  if (!oneOf(OUTCOMES, fellBackTo)) return `fellBackTo must be one of ${OUTCOMES.join(', ')}.`;
  return { app, ...(release !== undefined && { release }), stage, fellBackTo };
}

/** The app and release a report names, or why it names none the site could serve. */
export function releaseOf(fields: Record<string, unknown>): { app: App; release?: string } | string {
  const { app, release } = fields;
  if (!oneOf(APPS, app)) return `app must be one of ${APPS.join(', ')}.`;
  if (release !== undefined && (typeof release !== 'string' || !RELEASE_ID.test(release)))
    return 'release must be a release id such as 1.2.0-0123456789ab, or left out.';
  return { app, ...(release !== undefined && { release }) };
}

/**
 * Whether a report is of a release this site serves (docs/decisions/069-release-files-checked-and-reports-bounded.md):
 * the app's live or previous release in the environment's record (`record`, undefined for a site that does not
 * follow one), its running canary, or no release while the app is served from its build. A page opened before a switch still reports
 * the release it started with, which is then the previous one.
 */
export function isServedRelease(
  report: { app: App; release?: string },
  record: EnvironmentRecord | undefined,
): boolean {
  const live = record?.live[report.app];
  if (report.release === undefined) return live === undefined;
  return (
    record !== undefined &&
    (report.release === live ||
      report.release === previousRelease(record, report.app) ||
      report.release === canaryOf(record, report.app)?.id)
  );
}

/**
 * A beacon route's `accept` (../http/beaconRoute.ts): counts a report of a release the site serves now
 * (isServedRelease), and refuses any other saying which.
 */
export const countIfServed =
  <T extends { app: App; release?: string }>(
    record: () => EnvironmentRecord | undefined,
    count: (report: T, request: FastifyRequest) => void,
  ) =>
  (report: T, request: FastifyRequest): string | undefined => {
    if (!isServedRelease(report, record())) return `${report.app} ${report.release ?? 'build'} is not served here.`;
    count(report, request);
    return undefined;
  };

/** Counts kept in memory since the server started: an operator's live view, not a record kept for good. */
export class LoadFailureCounts {
  readonly since = new Date().toISOString();
  private readonly counts = new Map<string, LoadFailureCount>();
  /** Reports not counted because the cap was reached. */
  private dropped = 0;
  /** Reports refused because their client sent too many. */
  private limited = 0;

  /**
   * At most `maxKeys` distinct app, release and stage: the release is the sender's word, so a flood of made-up ids
   * could otherwise grow the map without bound. At the cap a report of a key already counted still counts; one of a
   * new key is only added to `dropped`, which the counts show, so the operator sees that some were left out.
   * `onAdd`: told of each failure reported (the metrics count them, docs/decisions/088-metrics.md), those past
   * `maxKeys` too (only reports of releases the site serves reach here, so its labels stay few).
   */
  constructor(
    private readonly maxKeys = 500,
    private readonly onAdd?: (report: LoadFailureReport) => void,
  ) {}

  add(report: LoadFailureReport): void {
    this.onAdd?.(report);
    const key = `${report.app} ${report.release ?? ''} ${report.stage}`;
    let count = this.counts.get(key);
    if (!count) {
      if (this.counts.size >= this.maxKeys) {
        this.dropped += 1;
        return;
      }
      count = {
        app: report.app,
        release: report.release ?? null,
        stage: report.stage,
        failures: 0,
        fellBackTo: { previous: 0, live: 0, none: 0 },
      };
      this.counts.set(key, count);
    }
    count.failures += 1;
    count.fellBackTo[report.fellBackTo] += 1;
  }

  /** A report its client was not let send: shown, so a flood (or many visitors behind one address) is seen. */
  addLimited(): void {
    this.limited += 1;
  }

  snapshot(): { since: string; failures: LoadFailureCount[]; dropped: number; limited: number } {
    const failures = [...this.counts.values()].map((count) => ({ ...count, fellBackTo: { ...count.fellBackTo } }));
    return { since: this.since, failures, dropped: this.dropped, limited: this.limited };
  }
}

/**
 * Adds `POST` (a beacon, ../http/beaconRoute.ts) and `GET` of LOAD_FAILURES_PATH. Awaiting the result waits until the
 * routes are added. `record` is the environment's record as the site follows it now: a report is counted only when
 * it is of a release the site serves.
 */
export async function registerLoadFailures(
  app: FastifyInstance,
  record: () => EnvironmentRecord | undefined,
  counts = new LoadFailureCounts(),
  {
    perClient = new ClientLimit(),
    onCounted,
  }: {
    perClient?: ClientLimit;
    /** Told of each report counted, with its request (the canaries count it for the sender's group). */
    onCounted?: (report: LoadFailureReport, request: FastifyRequest) => void;
  } = {},
) {
  await registerBeacon(app, {
    path: LOAD_FAILURES_PATH,
    parse: parseLoadFailureReport,
    accept: countIfServed(record, (report, request) => {
      counts.add(report);
      onCounted?.(report, request);
    }),
    onLimited: () => counts.addLimited(),
    perClient,
  });
  app.get(LOAD_FAILURES_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(counts.snapshot()),
  );
}
