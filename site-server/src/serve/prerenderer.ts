import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { capturePages, type CaptureRequest } from '../prerender/capture';
import type { CapturedPage } from '../prerender/compose';
import { jobPageChanges, openJobPages, type JobDirectory, type OpenJob } from '../prerender/jobPages';
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
}

export const sectionOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/** The first line of an error's message: Playwright's run on over many lines. */
export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Keeps the site's pre-rendered copies true to the live releases and the openings (decisions 027, 052, 054). The
 * instance that captures (alone, or the lease holder of several) runs Chromium, captures every page at start, a
 * switched app's pages after a switch and changed openings' pages on each refresh, and publishes each copy. The
 * others serve what the capturing instance published.
 */
export class Prerenderer {
  /** Known once the content routes were captured: then the sitemap lists them. */
  contentRoutes: string[] | undefined;
  /** Fingerprints of the openings whose job pages hold a copy: a changed one means the copy is out of date. */
  readonly jobPrints = new Map<string, string>();
  private capturing = false;
  private stale: { content: Set<string> | 'all'; jobs: Set<string> } = { content: new Set(), jobs: new Set() };
  private recapturing: Promise<void> | undefined;
  private indexDirty = false;
  private indexWrite: Promise<void> = Promise.resolve();

  constructor(private readonly options: PrerendererOptions) {}

  /** Whether this instance is the one that captures. */
  get captures(): boolean {
    return this.capturing;
  }

  private capture(request: CaptureRequest) {
    const { only } = this.options;
    return capturePages(this.options.shellOrigin, this.options.config(), {
      ...request,
      only: only ? (request.only ?? only).filter((route) => only.includes(route)) : request.only,
      // Each page is kept (and published) as soon as it is captured: a capture cut short loses nothing it made.
      onPage: (route, page) => this.keep(route, page, request.madeWith),
    });
  }

  /**
   * Keeps a captured page, unless an app that rendered it was switched while it was being captured: that copy was
   * made with a release that is no longer live, and the switch has asked for the page again.
   */
  private keep(route: string, page: CapturedPage, madeWith: LiveIds = this.options.live()) {
    const releases: LiveIds = {};
    for (const app of appsOf(page)) releases[app] = madeWith[app];
    if (!madeWithLive(releases, page, this.options.live())) return;
    this.options.copies.set(route, page, releases);
    const { remotesBySection } = this.options;
    const known = remotesBySection.get(sectionOf(route)) ?? [];
    remotesBySection.set(sectionOf(route), [...new Set([...known, ...page.remotes])]);
    void this.options.shared
      ?.publish({ route, page, releases })
      .then(() => this.publishIndexSoon())
      .catch((error: unknown) => console.warn(`prerender: copy of ${route} not shared (${messageOf(error)})`));
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

  private async captureJobs(routes: string[], open: ReadonlyMap<string, OpenJob>) {
    const madeWith = this.options.live();
    const captured = await this.capture({ contentRoutes: false, routes, madeWith });
    for (const route of routes) {
      const print = open.get(route)?.print;
      if (this.options.copies.copyOf(route) && captured.pages.has(route) && print) {
        this.jobPrints.set(route, print);
        this.publishIndexSoon();
      }
      // Better the plain app than a copy of an opening that has changed since.
      else this.drop(route);
    }
  }

  private async captureContent(only?: string[], skip?: (route: string) => boolean) {
    const content = await this.capture({ contentRoutes: true, only, skip, madeWith: this.options.live() });
    this.contentRoutes = content.contentRoutes;
    this.publishIndexSoon();
  }

  /**
   * Becomes the instance that captures: captures every page that has no copy made with the live releases (all of
   * them at a first start; after taking over from an instance that stopped, only what it had not done yet).
   */
  async start(): Promise<void> {
    this.capturing = true;
    const started = Date.now();
    const { copies, jobs } = this.options;
    const good = (route: string) => copies.copyOf(route) !== undefined;
    // A capture that fails leaves the routes it did not reach to the plain app; the server stays up either way.
    try {
      const open = await openJobPages(this.options.config()).catch((error: unknown) => {
        console.warn(`prerender: no job pages (${messageOf(error)})`);
        return new Map<string, OpenJob>();
      });
      jobs.update(open);
      await this.captureContent(undefined, good);
      const changed = jobPageChanges(this.jobPrints, open);
      for (const route of changed.drop) this.drop(route);
      await this.captureJobs(
        [...open.keys()].filter((route) => !good(route) || changed.capture.includes(route)),
        open,
      );
      console.log(`Pre-rendered ${copies.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      console.warn(`prerender: stopped after ${copies.size} pages (${messageOf(error)}); the rest is the plain app`);
    }
  }

  /** Another instance captures again (a lease lost): this one only serves what is published. */
  stop(): void {
    this.capturing = false;
  }

  /** Takes what the capturing instance published (content routes, job prints) into this one's state. */
  adopt(contentRoutes: string[] | undefined, prints: ReadonlyMap<string, string>): void {
    this.contentRoutes = contentRoutes;
    this.jobPrints.clear();
    for (const [route, print] of prints) this.jobPrints.set(route, print);
  }

  /** Captures again the job pages of openings that were added or changed, and drops those of closed ones. */
  async refreshJobPages(): Promise<void> {
    const now = await openJobPages(this.options.config());
    this.options.jobs.update(now);
    if (!this.capturing) return;
    const { capture: changed, drop } = jobPageChanges(this.jobPrints, now);
    for (const route of drop) this.drop(route);
    if (changed.length) await this.captureJobs(changed, now);
  }

  /**
   * Apps were switched: every copy one of them rendered is out of date and is served as the plain app until it is
   * captured again (decision 052), by this instance if it captures.
   */
  switched(apps: readonly ReleaseApp[]): void {
    const outOfDate = this.options.copies.renderedBy(apps);
    const jobRoutes = new Set(outOfDate.filter((route) => this.jobPrints.has(route)));
    for (const route of outOfDate) this.options.copies.drop(route);
    this.publishIndexSoon();
    if (!this.capturing || !this.options.canCapture) return;
    const all = apps.includes('content') || apps.includes('shell') || this.stale.content === 'all';
    const content = all ? 'all' : this.stale.content;
    for (const route of outOfDate)
      if (jobRoutes.has(route)) this.stale.jobs.add(route);
      else if (content !== 'all') content.add(route);
    this.stale = { content, jobs: this.stale.jobs };
    this.recapture();
  }

  /** One capture at a time: a switch during a capture asks again for the pages it made out of date. */
  private recapture(): void {
    this.recapturing ??= (async () => {
      while (this.stale.content === 'all' || this.stale.content.size > 0 || this.stale.jobs.size > 0) {
        const { content, jobs } = this.stale;
        this.stale = { content: new Set(), jobs: new Set() };
        const started = Date.now();
        if (content === 'all' || content.size > 0)
          await this.captureContent(content === 'all' ? undefined : [...content]);
        if (jobs.size > 0) await this.captureJobs([...jobs], this.options.jobs.openJobs());
        console.log(`releases: pages captured again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    })()
      .catch((error: unknown) => console.warn(`prerender: pages not captured again (${messageOf(error)})`))
      .finally(() => {
        this.recapturing = undefined;
      });
  }
}
