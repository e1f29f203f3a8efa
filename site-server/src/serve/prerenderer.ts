import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import { capturePages, type CapturePages, type CaptureRequest } from '../prerender/capture';
import type { CapturedPage } from '../prerender/compose';
import { CAREERS_ROUTES } from '@tekvana/contracts/careersRoutes';
import { jobPageChanges, type JobDirectory, type OpenJob } from '../prerender/jobPages';
import type { ReleaseApp } from '../release/store';
import { appsOf, type Copies, type LiveIds } from './copies';
import { madeWithLive, type SharedCopies } from './sharedCopies';

export interface PrerendererOptions {
  shellOrigin: string;
  config: () => DeployConfig;
  live: () => LiveIds;
  copies: Copies;
  jobs: JobDirectory;
  /** Remotes each section of the site uses, learnt from the copies (the plain app's preload hints). */
  remotesBySection: Map<string, RemoteName[]>;
  /** Whether this instance may run Chromium (false: it is missing, and only copies others made are served). */
  canCapture: boolean;
  /** Copies shared with the site's other instances through the release store (decision 054). */
  shared?: SharedCopies;
  /** Capture only these routes (tests). */
  only?: string[];
  /** Stands in for Chromium (tests); capturePages unless set. */
  capturePages?: CapturePages;
  /** The most job pages kept as copies; the least recently served go first (DEFAULT_JOB_COPIES unless set). */
  jobCopies?: number;
}

/** Job pages kept as copies: the ones visitors ask for; any other is made on request (decision 057). */
export const DEFAULT_JOB_COPIES = 1_000;
/** PRERENDER_JOB_PAGES: the most job pages kept as copies (a whole number); unset or not one, the default. */
export function jobCopiesOf(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.PRERENDER_JOB_PAGES;
  return value && /^\d{1,7}$/.test(value) ? Number(value) : undefined;
}

/** Job pages waiting to be captured on demand: a crawler's burst beyond it gets first responses only. */
const MOST_JOB_PAGES_WAITING = 100;

export const isJobRoute = (route: string) => route.startsWith(`${CAREERS_ROUTES.jobDescription}?`);

/** What is left to capture: everything without a good copy (`full`), or these content and job routes. */
interface Work {
  full: boolean;
  content: Set<string> | 'all';
  jobs: Set<string>;
}

const noWork = (): Work => ({ full: false, content: new Set(), jobs: new Set() });
const hasWork = (work: Work) => work.full || work.content === 'all' || work.content.size > 0 || work.jobs.size > 0;

export const sectionOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/** The first line of an error's message: Playwright's run on over many lines. */
export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Keeps the site's pre-rendered copies true to the live releases and the openings (decisions 027, 052, 054, 057).
 * The instance that captures (alone, or the lease holder of several) runs Chromium, captures the content pages at
 * start, a job's page when a visitor first asks for it (up to `jobCopies` of them), a switched app's pages after a
 * switch and changed openings' pages on each refresh, and publishes each copy. The others serve what the
 * capturing instance published. One capture runs at a time: what is asked meanwhile waits for the next.
 */
export class Prerenderer {
  /** Known once the content routes were captured: then the sitemap lists them. */
  contentRoutes: string[] | undefined;
  /** Fingerprints of the openings whose job pages hold a copy: a changed one means the copy is out of date. */
  readonly jobPrints = new Map<string, string>();
  private capturing = false;
  private pending: Work = noWork();
  private running: Promise<void> | undefined;
  /** Stops the capture under way when this instance stops capturing. */
  private abort = new AbortController();
  /** Job refreshes waiting on the captures, and the first failure of one of those captures. */
  private refreshing = 0;
  private refreshFailure: unknown;
  private indexDirty = false;
  /** Job pages being captured now: asked for again meanwhile, they are not queued a second time. */
  private readonly jobsUnderWay = new Set<string>();
  private indexWrite: Promise<void> = Promise.resolve();

  constructor(private readonly options: PrerendererOptions) {}

  /** Whether this instance is the one that captures. */
  get captures(): boolean {
    return this.capturing;
  }

  /**
   * Becomes the instance that captures: captures every page that has no copy made with the live releases (all of
   * them at a first start; after taking over from an instance that stopped, only what it had not done yet).
   * Resolves once nothing is left to capture; starting again meanwhile starts nothing more.
   */
  start(): Promise<void> {
    if (!this.capturing) {
      this.capturing = true;
      this.abort = new AbortController();
      this.pending = { ...noWork(), full: true };
    }
    return this.run();
  }

  /** Another instance captures (a lease lost), or the site closes: the capture under way stops at once. */
  stop(): void {
    this.capturing = false;
    this.pending = noWork();
    this.abort.abort();
  }

  /** Takes what the capturing instance published (content routes, job prints) into this one's state. */
  adopt(contentRoutes: string[] | undefined, prints: ReadonlyMap<string, string>): void {
    this.contentRoutes = contentRoutes;
    this.jobPrints.clear();
    for (const [route, print] of prints) this.jobPrints.set(route, print);
  }

  /** Captures again the job pages of openings that changed, and drops those of closed ones. */
  async refreshJobPages(): Promise<void> {
    const now = await this.options.jobs.refresh();
    if (!this.capturing) return;
    const { capture: changed, drop } = jobPageChanges(this.jobPrints, now.open);
    for (const route of drop) this.drop(route);
    for (const route of changed) this.pending.jobs.add(route);
    // A capture that fails here is the refresh's failure, told to whoever asked for the refresh.
    this.refreshing += 1;
    try {
      await this.run();
    } finally {
      this.refreshing -= 1;
    }
    const failure = this.refreshFailure;
    this.refreshFailure = undefined;
    if (failure !== undefined) throw failure;
  }

  /**
   * A visitor asked for a job's page this instance holds no copy of (and got the first response made on request):
   * it is captured, if this instance captures, so the next visitor gets the whole page.
   */
  wanted(route: string): void {
    if (!this.capturing || !this.options.canCapture || this.jobsUnderWay.has(route)) return;
    // Opened since the last read of the feed: without its print a copy would be dropped at once; a later visit,
    // after the next read, asks again.
    if (!this.options.jobs.openJobs().has(route)) return;
    if (this.pending.jobs.has(route) || this.pending.jobs.size >= MOST_JOB_PAGES_WAITING) return;
    this.pending.jobs.add(route);
    void this.run();
  }

  /**
   * Apps were switched: every copy one of them rendered is out of date and is served as the plain app until it is
   * captured again (decision 052), by this instance if it captures.
   */
  switched(apps: readonly ReleaseApp[]): void {
    const outOfDate = this.options.copies.renderedBy(apps);
    for (const route of outOfDate) {
      this.options.copies.drop(route);
      // A job page captured moments ago has its copy before its print: the open jobs say it is one.
      if (this.jobPrints.has(route) || this.options.jobs.openJobs().has(route)) this.pending.jobs.add(route);
      else if (this.pending.content !== 'all') this.pending.content.add(route);
    }
    // The content routes themselves may have changed with the site data, or every page with the shell.
    if (apps.includes('content') || apps.includes('shell')) this.pending.content = 'all';
    this.publishIndexSoon();
    if (!this.capturing || !this.options.canCapture) {
      this.pending = noWork();
      return;
    }
    void this.run();
  }

  /** Runs what is pending, one capture at a time, until nothing is left or this instance stops capturing. */
  private run(): Promise<void> {
    // Begun a moment later, so `running` is set before any of the loop runs (a switch it causes sees it).
    this.running ??= Promise.resolve().then(async () => {
      try {
        while (this.capturing && hasWork(this.pending)) {
          const work = this.pending;
          const { signal } = this.abort;
          this.pending = noWork();
          await this.perform(work, signal).catch((error: unknown) => {
            if (signal.aborted) return;
            if (work.full)
              console.warn(
                `prerender: stopped after ${this.options.copies.size} pages (${messageOf(error)}); the rest is the plain app`,
              );
            else if (this.refreshing > 0) this.refreshFailure ??= error;
            else console.warn(`prerender: pages not captured again (${messageOf(error)})`);
          });
        }
      } finally {
        // No await since the loop's last check: nothing asked meanwhile can be left waiting.
        this.running = undefined;
      }
    });
    return this.running;
  }

  private async perform(work: Work, signal: AbortSignal): Promise<void> {
    const started = Date.now();
    const { copies } = this.options;
    if (work.full) {
      const good = (route: string) => copies.copyOf(route) !== undefined;
      // Without the list, job pages are neither captured nor dropped (nor taken for closed); content pages are.
      const jobs = await this.options.jobs.refresh().catch((error: unknown) => {
        console.warn(`prerender: no job pages (${messageOf(error)})`);
        return undefined;
      });
      await this.captureContent(signal, undefined, good);
      if (jobs) {
        // Job pages are captured when asked for; at start only those an instance before this one kept.
        const changed = jobPageChanges(this.jobPrints, jobs.open);
        for (const route of changed.drop) this.drop(route);
        const routes = [...this.jobPrints.keys()].filter((route) => !good(route) || changed.capture.includes(route));
        await this.captureJobs(signal, routes, jobs.open);
      }
      if (!signal.aborted)
        console.log(`Pre-rendered ${copies.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return;
    }
    if (work.content === 'all' || work.content.size > 0)
      await this.captureContent(signal, work.content === 'all' ? undefined : [...work.content]);
    if (work.jobs.size > 0) await this.captureJobs(signal, [...work.jobs], this.options.jobs.openJobs());
    if (!signal.aborted)
      console.log(`releases: pages captured again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  private capture(request: CaptureRequest, kind: 'content' | 'jobs', signal: AbortSignal) {
    // Stopped between two steps of one piece of work: the next step starts no browser.
    signal.throwIfAborted();
    const { only } = this.options;
    return (this.options.capturePages ?? capturePages)(this.options.shellOrigin, this.options.config(), {
      ...request,
      only: only ? (request.only ?? only).filter((route) => only.includes(route)) : request.only,
      signal,
      madeWith: this.options.live,
      // Each page is kept (and published) as soon as it is captured: a capture cut short loses nothing it made.
      onPage: (route, page, madeWith) => this.keep(route, page, madeWith, kind),
    });
  }

  /**
   * Keeps a captured page, unless an app that rendered it was switched while it was being captured: that copy was
   * made with a release that is no longer live, so the page is asked for again.
   */
  private keep(route: string, page: CapturedPage, madeWith: LiveIds, kind: 'content' | 'jobs') {
    const releases: LiveIds = {};
    for (const app of appsOf(page)) releases[app] = madeWith[app];
    if (!madeWithLive(releases, page, this.options.live())) {
      if (kind === 'jobs') this.pending.jobs.add(route);
      else if (this.pending.content !== 'all') this.pending.content.add(route);
      return;
    }
    this.options.copies.set(route, page, releases);
    if (kind === 'jobs') this.keepJobCopiesBounded();
    const { remotesBySection } = this.options;
    const known = remotesBySection.get(sectionOf(route)) ?? [];
    remotesBySection.set(sectionOf(route), [...new Set([...known, ...page.remotes])]);
    void this.options.shared
      ?.publish({ route, page, releases })
      .then(() => this.publishIndexSoon())
      .catch((error: unknown) => console.warn(`prerender: copy of ${route} not shared (${messageOf(error)})`));
  }

  /** Past the bound, the job pages served least recently are dropped: made on request again when asked for. */
  private keepJobCopiesBounded() {
    const { copies } = this.options;
    const jobRoutes = copies.routesByLastServed().filter(isJobRoute);
    const over = jobRoutes.length - (this.options.jobCopies ?? DEFAULT_JOB_COPIES);
    for (const route of jobRoutes.slice(0, Math.max(0, over))) this.drop(route);
  }

  private drop(route: string) {
    this.options.copies.drop(route);
    this.jobPrints.delete(route);
    this.publishIndexSoon();
  }

  /**
   * The index is written once for a burst of changes, a moment after the last, and one write at a time, so an
   * older snapshot never lands after a newer one. An instance that no longer captures writes none.
   */
  private publishIndexSoon() {
    const { shared } = this.options;
    if (!shared || !this.capturing || this.indexDirty) return;
    this.indexDirty = true;
    setTimeout(() => {
      this.indexWrite = this.indexWrite.then(async () => {
        this.indexDirty = false;
        if (!this.capturing) return;
        await shared
          .publishIndex(this.options.copies, this.contentRoutes, this.jobPrints)
          .catch((error: unknown) => console.warn(`prerender: index not shared (${messageOf(error)})`));
      });
    }, 200).unref();
  }

  private async captureJobs(signal: AbortSignal, routes: string[], open: ReadonlyMap<string, OpenJob>) {
    if (routes.length === 0) return;
    for (const route of routes) this.jobsUnderWay.add(route);
    const captured = await this.capture({ contentRoutes: false, routes }, 'jobs', signal).finally(() => {
      for (const route of routes) this.jobsUnderWay.delete(route);
    });
    // Stopped: the routes not reached keep what they have; the instance that captures next sees to them.
    if (signal.aborted) return;
    for (const route of routes) {
      const print = open.get(route)?.print;
      if (this.options.copies.copyOf(route) && captured.pages.has(route) && print) {
        this.jobPrints.set(route, print);
        this.publishIndexSoon();
      }
      // Asked for again (made with a release switched meanwhile): captured next, served as the plain app till then.
      else if (this.pending.jobs.has(route)) this.options.copies.drop(route);
      // Better the plain app than a copy of an opening that has changed since.
      else this.drop(route);
    }
  }

  private async captureContent(signal: AbortSignal, only?: string[], skip?: (route: string) => boolean) {
    const content = await this.capture({ contentRoutes: true, only, skip }, 'content', signal);
    if (signal.aborted) return;
    this.contentRoutes = content.contentRoutes;
    this.publishIndexSoon();
  }
}
