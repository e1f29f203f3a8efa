import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { todayUtc } from '@tekvana/contracts/careers';
import { hasClosedBy, type OpenJob } from './jobPages';
import type { GeneratedFile } from '../http/generated';
import { SITEMAP_URLS_MAX, sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap';

/** Where the sitemap files the index names are served: `pages.xml`, then `jobs-1.xml`, `jobs-2.xml`, … */
export const SITEMAPS_FOLDER = '/sitemaps/';

const XML = 'application/xml; charset=utf-8';
/** Job routes end with their id (`jobPageHref`); read without a URL parse, 100,000 times a revision. */
const jobIdOfRoute = (route: string) => Number(/jobId=(\d+)/.exec(route)?.[1] ?? NaN);

export interface SitemapSources {
  /**
   * The content routes, from the site data's outline (docs/decisions/068-fail-closed-routes.md), never from what
   * was captured; undefined when there is no outline to read them from.
   */
  contentRoutes: () => Promise<string[] | undefined>;
  /** The open jobs, by route, and a number that moves whenever they change. */
  jobs: () => { open: ReadonlyMap<string, OpenJob>; revision: number };
  siteUrl: () => string;
}

/**
 * The site's sitemaps (decision 057): `/sitemap.xml` is an index naming a file of the content pages and one file
 * per 50,000 open jobs, by job id, each with the day it was posted. The index only counts the jobs; a job file is
 * made when it is asked for, once per change of the open jobs (a file of 50,000 is about 5 MB of text).
 */
export class SitemapFiles {
  private made:
    { revision: number; siteUrl: string; today: string; ids: Float64Array; files: Map<number, string> } | undefined;

  constructor(private readonly sources: SitemapSources) {}

  /** The index; undefined while there is nothing to list (the site's own sitemap.xml file is served then). */
  async index(): Promise<GeneratedFile | undefined> {
    const routes = await this.sources.contentRoutes();
    const jobFiles = Math.ceil(this.current().ids.length / SITEMAP_URLS_MAX);
    const files = [
      ...(routes ? ['pages.xml'] : []),
      ...Array.from({ length: jobFiles }, (_, index) => `jobs-${index + 1}.xml`),
    ];
    if (files.length === 0) return undefined;
    const paths = files.map((file) => `${SITEMAPS_FOLDER}${file}`);
    return { type: XML, body: sitemapIndexXml(paths, this.sources.siteUrl()) };
  }

  /** A sitemap file the index names, by its name in SITEMAPS_FOLDER; undefined for any other name. */
  async file(name: string): Promise<GeneratedFile | undefined> {
    if (name === 'pages.xml') {
      const routes = await this.sources.contentRoutes();
      return (
        routes && {
          type: XML,
          body: sitemapXml(
            routes.map((path) => ({ path })),
            this.sources.siteUrl(),
          ),
        }
      );
    }
    const number = /^jobs-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
    const body = number === undefined ? undefined : this.jobFile(Number(number));
    return body === undefined ? undefined : { type: XML, body };
  }

  /** How many jobs the sitemaps list: those open and not past their closing date today. */
  openJobCount(): number {
    return this.current().ids.length;
  }

  private jobFile(number: number): string | undefined {
    const made = this.current();
    const start = (number - 1) * SITEMAP_URLS_MAX;
    if (start >= made.ids.length) return undefined;
    let body = made.files.get(number);
    if (body === undefined) {
      const { open } = this.sources.jobs();
      const entries: SitemapEntry[] = Array.from(made.ids.subarray(start, start + SITEMAP_URLS_MAX), (id) => {
        const path = jobPageHref(id);
        return { path, lastmod: open.get(path)?.posted };
      });
      body = sitemapXml(entries, made.siteUrl);
      made.files.set(number, body);
    }
    return body;
  }

  /**
   * The open jobs' ids in order (a typed array: 800 kB at 100,000, where their routes sorted took 40 MB), and the
   * files made from them, as of the open jobs' revision and the day: a job past its closing date answers 410 and
   * is left out from the next day on (decision 059).
   */
  private current() {
    const { open, revision } = this.sources.jobs();
    const siteUrl = this.sources.siteUrl();
    const today = todayUtc();
    if (this.made?.revision !== revision || this.made.siteUrl !== siteUrl || this.made.today !== today) {
      const routes: string[] = [];
      for (const [route, job] of open) if (!hasClosedBy(job, today)) routes.push(route);
      const ids = Float64Array.from(routes, jobIdOfRoute).sort();
      this.made = { revision, siteUrl, today, ids, files: new Map() };
    }
    return this.made;
  }
}
