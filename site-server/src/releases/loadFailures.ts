import type { FastifyInstance } from 'fastify';
import { previousRelease, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { ClientLimit } from '../http/clientLimit';

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
/** A report is some 100 bytes; a browser never sends more than this. */
export const MAX_REPORT_BYTES = 1024;

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
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return 'The body is not JSON.';
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'The body must be a JSON object.';
  const { app, release, stage, fellBackTo } = raw as Record<string, unknown>;
  if (!oneOf(APPS, app)) return `app must be one of ${APPS.join(', ')}.`;
  if (release !== undefined && (typeof release !== 'string' || !RELEASE_ID.test(release)))
    return 'release must be a release id such as 1.2.0-0123456789ab, or left out.';
  if (!oneOf(STAGES, stage)) return `stage must be one of ${STAGES.join(', ')}.`;
  if (!oneOf(OUTCOMES, fellBackTo)) return `fellBackTo must be one of ${OUTCOMES.join(', ')}.`;
  return { app, ...(release !== undefined && { release }), stage, fellBackTo };
}

/**
 * Whether a report is of a release this site serves (docs/decisions/069-release-files-checked-and-reports-bounded.md):
 * the app's live or previous release in the environment's record (`record`, undefined for a site that does not
 * follow one), or no release while the app is served from its build. A page opened before a switch still reports
 * the release it started with, which is then the previous one.
 */
export function isServedRelease(report: LoadFailureReport, record: EnvironmentRecord | undefined): boolean {
  const live = record?.live[report.app];
  if (report.release === undefined) return live === undefined;
  return record !== undefined && (report.release === live || report.release === previousRelease(record, report.app));
}

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
 * Adds `POST` and `GET` of LOAD_FAILURES_PATH. A beacon's string body comes as text/plain;charset=UTF-8, so the
 * report is read as text whether it is labelled text/plain or application/json; only here, in a scope of its own,
 * so the site's other routes keep Fastify's usual parsers. Awaiting the result waits until the routes are added.
 * `record` is the environment's record as the site follows it now. Anyone can post, so a report is counted only
 * when it is of a release the site serves and its client is within its limit; a refusal is not logged.
 */
export function registerLoadFailures(
  app: FastifyInstance,
  record: () => EnvironmentRecord | undefined,
  counts = new LoadFailureCounts(),
  perClient = new ClientLimit(),
) {
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    // A body over the limit is refused with 413 before it is read whole.
    scope.post<{ Body: string }>(LOAD_FAILURES_PATH, { bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
      if (!perClient.take(request.ip)) {
        counts.addLimited();
        return reply.code(429).send({ error: 'Too many reports from this address; try again in a minute.' });
      }
      const report = parseLoadFailureReport(typeof request.body === 'string' ? request.body : '');
      if (typeof report === 'string') return reply.code(400).send({ error: report });
      if (!isServedRelease(report, record()))
        return reply.code(422).send({ error: `${report.app} ${report.release ?? 'build'} is not served here.` });
      counts.add(report);
      return reply.code(204).send();
    });
    scope.get(LOAD_FAILURES_PATH, async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(counts.snapshot()),
    );
  });
}
