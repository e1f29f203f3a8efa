import type { Country, DeployConfig, Opening } from '@tekvana/contracts';
import {
  isPastClosingDate,
  OPENINGS_CHANGES_PATH,
  todayUtc,
  type OpeningsChangesAnswer,
} from '@tekvana/contracts/careers';
import { isJobId, jobPageHref } from '@tekvana/contracts/careersRoutes';
import { LRUCache } from 'lru-cache';
import { MinuteBudget } from '../http/minuteBudget';

const LIST_TIMEOUT_MS = 15_000;
/** A visitor's page waits on this answer: better a page with status 200 than a long wait. */
const ONE_JOB_TIMEOUT_MS = 3_000;
/** Openings kept for the heads of first responses; each is a few kilobytes. */
const OPENINGS_KEPT = 500;
/** The country list is read again after this long (a JobPosting names the opening's country). */
const COUNTRIES_KEPT_MS = 60 * 60 * 1000;
/**
 * Ids the API said it has no job of are kept this long, at most this many (docs/decisions/068-fail-closed-routes.md):
 * one asked for again and again costs one call a minute. A job opened meanwhile is known at the next read of the
 * feed, which names it open.
 */
const NO_JOB_KEPT = 5_000;
const NO_JOB_KEPT_MS = 60_000;
/**
 * The most calls a minute about ids the last read of the feed does not name open: made-up ids, each new, cost no more.
 * Past it the feed's last read answers alone.
 */
export const LOOKUPS_PER_MINUTE = 120;

/** An open job as the site's server keeps it: a fingerprint of its last change and the day it was posted. */
export interface OpenJob {
  /** Changes whenever the opening changes: a copy of its page made before is then out of date. */
  print: string;
  /** YYYY-MM-DD, the sitemap's `lastmod`. */
  posted: string | undefined;
  /** YYYY-MM-DD, the last day the job takes applications, when it has one: after it, its page answers 410. */
  closes?: string | undefined;
}

/** Whether the job has passed its closing date on `today` (decision 059): its page is then a closed job's. */
export const hasClosedBy = (job: OpenJob, today: string) => isPastClosingDate({ CLOSING_DATE: job.closes }, today);

/** The job pages the staffing API has open, and those of jobs that closed, by route (`jobPageHref`). */
export interface OpenJobs {
  open: ReadonlyMap<string, OpenJob>;
  closed: ReadonlySet<string>;
  /** Moves whenever `open` changed: what is made from it (the sitemap) is made again. */
  revision: number;
}

/** An API older than the change feed (the SPEC's own back end): the site reads its whole list instead. */
class NoChangeFeed extends Error {}

/** The staffing API's JSON answer to a GET of `path`, or an error naming what went wrong. */
export async function staffingApi(config: DeployConfig, path: string, timeoutMs: number): Promise<unknown> {
  const url = new URL(path, config.staffingApiBaseUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404 && path.startsWith(OPENINGS_CHANGES_PATH)) throw new NoChangeFeed();
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

/**
 * Follows the open jobs through the API's change feed (decision 057): the first read pages through every opening's
 * last change (about 40 bytes each), later reads ask only for what changed since. Against an API without the feed
 * it reads the whole list on each look, as the site did before (the jobs closed since are those gone from it).
 */
export class JobFeed {
  private readonly open = new Map<string, OpenJob>();
  private readonly closed = new Set<string>();
  private epoch: string | undefined;
  private since = 0;
  private afterId: number | undefined;
  private wholeList = false;
  private reading: Promise<OpenJobs> | undefined;
  private revision = 0;

  constructor(private readonly config: () => DeployConfig) {}

  /** The open and closed jobs now; reads asked for while one is under way share it. */
  read(): Promise<OpenJobs> {
    this.reading ??= this.readNow().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readNow(): Promise<OpenJobs> {
    if (!this.wholeList) {
      try {
        await this.readChanges();
        return this.jobs();
      } catch (error) {
        if (!(error instanceof NoChangeFeed)) throw error;
        this.wholeList = true;
        console.log(`prerender: the staffing API has no ${OPENINGS_CHANGES_PATH}; job pages follow its whole list`);
      }
    }
    await this.readWholeList();
    this.revision += 1;
    return this.jobs();
  }

  private jobs(): OpenJobs {
    return { open: this.open, closed: this.closed, revision: this.revision };
  }

  private async readChanges(): Promise<void> {
    for (;;) {
      const query = new URLSearchParams({ updatedSince: String(this.since) });
      if (this.afterId !== undefined) query.set('afterId', String(this.afterId));
      const answer = (await staffingApi(
        this.config(),
        `${OPENINGS_CHANGES_PATH}?${query}`,
        LIST_TIMEOUT_MS,
      )) as OpeningsChangesAnswer;
      if (this.epoch !== undefined && answer.epoch !== this.epoch) {
        // Another database (restored, or a new one): what was known of the old one says nothing of this one.
        this.open.clear();
        this.closed.clear();
        this.revision += 1;
        this.since = 0;
        this.afterId = undefined;
        this.epoch = undefined;
        continue;
      }
      this.epoch = answer.epoch;
      if (answer.changes.length > 0) this.revision += 1;
      for (const change of answer.changes) {
        const route = jobPageHref(change.REQ_ID);
        if (change.OPEN) {
          this.open.set(route, {
            print: `${answer.epoch}.${change.SEQ}`,
            posted: change.POSTED_DATE,
            closes: change.CLOSING_DATE,
          });
          this.closed.delete(route);
        } else {
          // The feed keeps closed openings: one closed before this server started is a 410 too, not a 404.
          this.open.delete(route);
          this.closed.add(route);
        }
      }
      const last = answer.changes.at(-1);
      if (last) {
        this.since = last.SEQ;
        this.afterId = last.REQ_ID;
      }
      if (!answer.next) return;
    }
  }

  private async readWholeList(): Promise<void> {
    const openings = (await staffingApi(this.config(), '/get/requirement', LIST_TIMEOUT_MS)) as Opening[];
    const now = new Map(
      openings.map((opening) => [
        jobPageHref(opening.REQ_ID),
        { print: JSON.stringify(opening), posted: opening.POSTED_DATE, closes: opening.CLOSING_DATE },
      ]),
    );
    for (const route of this.open.keys()) if (!now.has(route)) this.closed.add(route);
    this.open.clear();
    for (const [route, job] of now) {
      this.open.set(route, job);
      this.closed.delete(route);
    }
  }
}

/** This minute's calls about jobs the feed did not name open are spent. */
class LookupsSpent extends Error {}

export type JobPageStatus = 200 | 404 | 410 | 503;

const NO_JOBS: OpenJobs = { open: new Map(), closed: new Set(), revision: 0 };

/**
 * What the site's server knows about job pages: the open and closed jobs of the last read of the feed. A job page
 * answers 200 while the job is open, 410 once it has closed or passed its closing date (decision 059, checked on
 * each request against the day, so a copy of the page kept from before is not served either), 404 when it never
 * was a job (decision 027), 503 when this minute's calls about unlisted ids are spent (decision 068).
 */
export class JobDirectory {
  private jobs: OpenJobs = NO_JOBS;
  private readonly openings = new LRUCache<string, Opening>({ max: OPENINGS_KEPT });
  private readonly noJob = new LRUCache<string, true>({ max: NO_JOB_KEPT, ttl: NO_JOB_KEPT_MS });
  /** Calls under way, by key: a burst of requests for one id shares one. */
  private readonly asking = new Map<string, Promise<Opening | undefined>>();
  private readonly lookups = new MinuteBudget(LOOKUPS_PER_MINUTE);
  private readonly read: () => Promise<OpenJobs>;
  private countries: { read: number; codes: Promise<Map<string, string>> } | undefined;

  /** `read`: how the open jobs are read (tests); the API's change feed unless set. */
  constructor(
    private readonly config: DeployConfig,
    read?: () => Promise<OpenJobs>,
  ) {
    const feed = read ? undefined : new JobFeed(() => config);
    this.read = read ?? (() => (feed as JobFeed).read());
  }

  /** Reads the jobs as they are now, and keeps them. */
  async refresh(): Promise<OpenJobs> {
    try {
      this.jobs = await this.read();
      return this.jobs;
    } finally {
      // Openings of jobs the last read did not list are asked for again: one may have closed since (410, not 200).
      for (const key of [...this.openings.keys()]) if (key.endsWith(' ')) this.openings.delete(key);
    }
  }

  openJobs(): ReadonlyMap<string, OpenJob> {
    return this.jobs.open;
  }

  /** Moves whenever the open jobs changed. */
  get revision(): number {
    return this.jobs.revision;
  }

  /** The status of a job's page on `today` (YYYY-MM-DD, UTC). */
  async statusOf(jobId: string, today: string = todayUtc()): Promise<JobPageStatus> {
    if (!isJobId(jobId)) return 404;
    const route = jobPageHref(jobId);
    const known = this.jobs.open.get(route);
    if (known) return hasClosedBy(known, today) ? 410 : 200;
    // Opened since the last read, or the jobs were never read: ask about this one job. When the API cannot say,
    // the page is served as usual and shows the app's own error: never a 404 for an open job. An API that still
    // answers a job past its closing date (the SPEC's own back end) gets 410 for it all the same.
    // Past this minute's calls, a job the feed's last read did not name cannot be told from a made-up id: 503, so
    // that a crawler comes back later rather than dropping a job opened since the read (a 404 would); before any
    // read, nothing can be said and the page is served as usual.
    const asked = await this.opening(jobId).then(
      (opening) => opening ?? 'none',
      (error: unknown) => (error instanceof LookupsSpent && this.jobs !== NO_JOBS ? 'spent' : 'unknown'),
    );
    if (asked === 'unknown') return 200;
    if (asked === 'spent') return this.jobs.closed.has(route) ? 410 : 503;
    if (asked !== 'none') return isPastClosingDate(asked, today) ? 410 : 200;
    return this.jobs.closed.has(route) ? 410 : 404;
  }

  /**
   * The opening of an open job, from the API (a few recent ones kept, each as long as it has not changed):
   * undefined when the API has no such job open (kept a minute). Throws when the API cannot say, or when this
   * minute's calls about jobs the feed did not name open are spent.
   */
  async opening(jobId: string): Promise<Opening | undefined> {
    const route = jobPageHref(jobId);
    const print = this.jobs.open.get(route)?.print;
    const key = `${route} ${print ?? ''}`;
    const kept = this.openings.get(key);
    if (kept) return kept;
    if (this.noJob.has(key)) return undefined;
    let asking = this.asking.get(key);
    if (!asking) {
      if (print === undefined && !this.lookups.take()) throw new LookupsSpent();
      const path = `/get/RequirementID/${encodeURIComponent(jobId)}`;
      asking = (staffingApi(this.config, path, ONE_JOB_TIMEOUT_MS) as Promise<Opening[]>)
        .then(([opening]) => {
          if (opening) this.openings.set(key, opening);
          else this.noJob.set(key, true);
          return opening;
        })
        .finally(() => this.asking.delete(key));
      this.asking.set(key, asking);
    }
    return asking;
  }

  /** The ISO code of a country of the openings, by its COUNTRY_UUID; undefined when the API cannot say. */
  async countryCode(countryUuid: string): Promise<string | undefined> {
    return (await this.countryCodes())?.get(countryUuid);
  }

  /** The API's countries' ISO codes by COUNTRY_UUID, read at most hourly; undefined when they cannot be read. */
  async countryCodes(): Promise<ReadonlyMap<string, string> | undefined> {
    if (!this.countries || Date.now() - this.countries.read > COUNTRIES_KEPT_MS) {
      const codes = (staffingApi(this.config, '/get/country', ONE_JOB_TIMEOUT_MS) as Promise<Country[]>).then(
        (list) => new Map(list.map((country) => [country.COUNTRY_UUID, country.COUNTRY_CODE])),
      );
      this.countries = { read: Date.now(), codes };
      codes.catch(() => {
        if (this.countries?.codes === codes) this.countries = undefined;
      });
    }
    return this.countries.codes.catch(() => undefined);
  }
}
