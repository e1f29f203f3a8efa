import type { DeployConfig } from '@tekvana/contracts';
import { composePage, prerenderDataFile, type CapturedPage, type PrerenderDataFile } from '../prerender/compose';
import type { ReleaseApp } from '../release/store';
import { PrerenderedDataFiles } from './prerenderedData';

/** The releases a site serves, by app; an app missing is served from its build. */
export type LiveIds = Partial<Record<ReleaseApp, string>>;

/** One pre-rendered page as kept: what was captured, and the release of every app that rendered it. */
export interface Copy {
  page: CapturedPage;
  dataFile: PrerenderDataFile | undefined;
  releases: LiveIds;
}

/** What every copy is served in: the live shell's index.html prepared for copies, and the live deploy config. */
export interface CopyFrame {
  index: string;
  config: DeployConfig;
}

/** The apps that render a page: the shell, content (every page's data) and the remotes of its sections. */
export const appsOf = (page: CapturedPage): ReleaseApp[] => ['shell', 'content', ...page.remotes];

/**
 * The site's pre-rendered pages (docs/decisions/052-the-site-follows-its-releases.md). A copy keeps what was
 * captured, not the finished HTML: the page is put together when it is served, so the deploy config it inlines
 * is always the live one, and a switch of a remote that a page does not show leaves its copy good.
 */
export class Copies {
  private readonly copies = new Map<string, Copy>();
  private readonly composed = new Map<string, string>();
  readonly dataFiles = new PrerenderedDataFiles();

  constructor(private frame: CopyFrame) {}

  get size(): number {
    return this.copies.size;
  }

  routes(): string[] {
    return [...this.copies.keys()];
  }

  /** The routes, the one served longest ago first (a copy just made counts as just served). */
  routesByLastServed(): string[] {
    return this.routes();
  }

  copyOf(route: string): Copy | undefined {
    return this.copies.get(route);
  }

  set(route: string, page: CapturedPage, releases: LiveIds): void {
    const dataFile = prerenderDataFile(page);
    for (const key of route === '/' ? [route, '/home'] : [route]) {
      this.copies.delete(key);
      this.copies.set(key, { page, dataFile, releases });
      this.composed.delete(key);
      this.dataFiles.set(key, dataFile);
    }
  }

  drop(route: string): void {
    for (const key of route === '/' ? [route, '/home'] : [route]) {
      this.copies.delete(key);
      this.composed.delete(key);
      this.dataFiles.set(key, undefined);
    }
  }

  /** The served HTML of a route's copy (the static server's view of the copies). */
  get(route: string): string | undefined {
    const copy = this.copies.get(route);
    if (!copy) return undefined;
    // Kept in the order they were served: the bound on job pages drops the ones no one asked for longest.
    this.copies.delete(route);
    this.copies.set(route, copy);
    let html = this.composed.get(route);
    if (html === undefined) {
      html = composePage(this.frame.index, copy.page, this.frame.config, copy.dataFile);
      this.composed.set(route, html);
    }
    return html;
  }

  /** The live config or shell changed: pages are put together again when next served. */
  reframe(frame: CopyFrame): void {
    this.frame = frame;
    this.composed.clear();
  }

  /** The routes whose copy one of these apps rendered: a switch of any of them leaves the copy out of date. */
  renderedBy(apps: readonly ReleaseApp[]): string[] {
    return this.routes().filter((route) => {
      const copy = this.copies.get(route);
      return copy !== undefined && appsOf(copy.page).some((app) => apps.includes(app));
    });
  }
}
