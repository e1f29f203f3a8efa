import { jobIdOfPage } from '@tekvana/contracts/careersRoutes';
import type { DeployConfig } from '@tekvana/contracts';
import type { Generate } from '../http/generated';
import { messageOf } from '@tekvana/server-kit/messageOf';
import type { ContentSource } from '../releases/contentFile';
import { firstResponseHead, withJobHead } from './jobFirstResponse';
import { JobDirectory } from './jobPages';
import { seoFiles } from './seoFiles';
import { SiteBrands } from './siteBrand';
import { SitemapFiles } from './sitemapFiles';
import { JobFeedFiles } from './feeds/jobFeedFiles';
import { feedRoutes } from './feeds/feedRoutes';
import type { FastifyInstance } from 'fastify';

export interface SiteJobsSources {
  /** The deploy config the jobs are read by (the API's URL) and their pages named with (the site's URL). */
  config: () => DeployConfig;
  /** The live content release's files (the brand job heads name). */
  content: ContentSource;
  /** The live shell's index.html (the brand of a content release without a brand file). */
  shellIndex: () => string;
  /** The content routes the pages' sitemap lists; undefined when there is no outline to read them from. */
  contentRoutes: () => Promise<string[] | undefined>;
}

/**
 * What the site knows of its jobs (decisions 027 and 057): the open jobs, read again every `refreshMs` from the
 * API's change feed, which give a job page its status (410 once closed, 404 when never one), the sitemaps and the
 * version of the data pages are rendered with; and the job head a job page not rendered on the server is served with.
 */
export class SiteJobs {
  readonly directory: JobDirectory;
  private readonly sitemaps: SitemapFiles;
  private readonly brands: SiteBrands;
  private readonly feeds: JobFeedFiles;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly sources: SiteJobsSources) {
    this.directory = new JobDirectory(sources.config());
    this.brands = new SiteBrands(sources.content, sources.shellIndex);
    this.sitemaps = new SitemapFiles({
      contentRoutes: sources.contentRoutes,
      jobs: () => ({ open: this.directory.openJobs(), revision: this.directory.revision }),
      siteUrl: () => sources.config().siteUrl,
    });
    this.feeds = new JobFeedFiles({
      config: sources.config,
      company: async () => (await this.brands.brand()).name,
      // The sitemaps count them once per change of the open jobs and day.
      openCount: () => this.sitemaps.openJobCount(),
      countryCodes: () => this.directory.countryCodes(),
    });
  }

  /** The job boards' feeds (decision 080), on the site's own server. */
  registerFeeds(app: FastifyInstance): void {
    feedRoutes(app, (name, ifNoneMatch) => this.feeds.answer(name, ifNoneMatch));
  }

  /** Reads the open jobs now, then every `refreshMs` when given; a read that fails keeps the last one. */
  follow(refreshMs?: number): void {
    const refresh = () =>
      this.directory
        .refresh()
        .then(() => undefined)
        .catch((error: unknown) => console.warn(`site: open jobs not read (${messageOf(error)})`));
    // A read still running when the site closes must not schedule another.
    const next = () => {
      if (this.closed || !refreshMs) return;
      this.timer = setTimeout(() => void refresh().finally(next), refreshMs);
    };
    void refresh().finally(next);
  }

  /** The open jobs' revision: what a rendered job page's data depends on, with the day. */
  get revision(): number {
    return this.directory.revision;
  }

  /** The files search engines read: the sitemap index and its files, and robots.txt. */
  seoFiles(): Record<string, Generate> {
    return seoFiles(this.sitemaps, () => this.sources.config().siteUrl);
  }

  /**
   * A job page that could not be rendered is the app with the job's own head and JobPosting (decision 057), made in
   * one call to the API; undefined for any other page, and when the API cannot answer (the plain app).
   */
  async firstResponse(pathname: string, requestUrl: string): Promise<((html: string) => string) | undefined> {
    const jobId = jobIdOfPage(pathname, requestUrl);
    if (!jobId) return undefined;
    const opening = await this.directory.opening(jobId).catch(() => undefined);
    if (!opening) return undefined;
    const [brand, countryCode] = await Promise.all([this.brands.brand(), this.directory.countryCode(opening.COUNTRY)]);
    const made = firstResponseHead(opening, { brand, siteUrl: this.sources.config().siteUrl, countryCode });
    return (html: string) => withJobHead(html, made);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.feeds.close();
  }
}
