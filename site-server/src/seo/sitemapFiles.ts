import type { OpenJob } from '../prerender/jobPages';
import { SITEMAP_URLS_MAX, sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap';

/** Where the sitemap files the index names are served: `pages.xml`, then `jobs-1.xml`, `jobs-2.xml`, … */
export const SITEMAPS_FOLDER = '/sitemaps/';

export interface GeneratedFile {
  type: string;
  body: string;
}

const XML = 'application/xml; charset=utf-8';
const jobIdOfRoute = (route: string) => Number(new URL(route, 'http://site').searchParams.get('jobId'));

export interface SitemapSources {
  /** The content routes, once known (captured); undefined before. */
  contentRoutes: () => string[] | undefined;
  /** The open jobs, by route, and a number that moves whenever they change. */
  jobs: () => { open: ReadonlyMap<string, OpenJob>; revision: number };
  siteUrl: () => string;
}

/**
 * The site's sitemaps (decision 057): `/sitemap.xml` is an index naming a file of the content pages and one file
 * per 50,000 open jobs, by job id, each with the day it was posted. The job files are made again only when the
 * open jobs changed.
 */
export class SitemapFiles {
  private made: { revision: number; siteUrl: string; jobFiles: string[] } | undefined;

  constructor(private readonly sources: SitemapSources) {}

  /** The index; undefined while there is nothing to list (the site's own sitemap.xml file is served then). */
  index(): GeneratedFile | undefined {
    const files = [
      ...(this.sources.contentRoutes() ? ['pages.xml'] : []),
      ...this.jobFiles().map((_, index) => `jobs-${index + 1}.xml`),
    ];
    if (files.length === 0) return undefined;
    const paths = files.map((file) => `${SITEMAPS_FOLDER}${file}`);
    return { type: XML, body: sitemapIndexXml(paths, this.sources.siteUrl()) };
  }

  /** A sitemap file the index names, by its name in SITEMAPS_FOLDER; undefined for any other name. */
  file(name: string): GeneratedFile | undefined {
    if (name === 'pages.xml') {
      const routes = this.sources.contentRoutes();
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
    const body = number === undefined ? undefined : this.jobFiles()[Number(number) - 1];
    return body === undefined ? undefined : { type: XML, body };
  }

  private jobFiles(): string[] {
    const { open, revision } = this.sources.jobs();
    const siteUrl = this.sources.siteUrl();
    if (this.made?.revision === revision && this.made.siteUrl === siteUrl) return this.made.jobFiles;
    const entries: SitemapEntry[] = [...open]
      .map(([path, job]) => ({ path, lastmod: job.posted, id: jobIdOfRoute(path) }))
      .sort((a, b) => a.id - b.id)
      .map(({ path, lastmod }) => ({ path, lastmod }));
    const jobFiles: string[] = [];
    for (let start = 0; start < entries.length; start += SITEMAP_URLS_MAX)
      jobFiles.push(sitemapXml(entries.slice(start, start + SITEMAP_URLS_MAX), siteUrl));
    this.made = { revision, siteUrl, jobFiles };
    return jobFiles;
  }
}
