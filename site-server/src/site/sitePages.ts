import { contentKeyOf, type SiteOutline } from '@tekvana/contracts';
import { lenientSiteDataSchemas } from '@tekvana/contracts/siteDataSchema';
import { jobIdOfPage } from '@tekvana/contracts/careersRoutes';
import { contentRoutes } from '../jobs/sitemap';

/** The outline file's JSON (SITE_OUTLINE_FILE), when it is an outline as the shell would take it. */
export function outlineOf(json: string): SiteOutline | undefined {
  try {
    const parsed = lenientSiteDataSchemas().siteOutlineSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the shell shows a page of the site data at `pathname` (docs/decisions/068-fail-closed-routes.md): the
 * home page, or a path of one or two segments whose last segment is a page's key (decision 008; the query plays no
 * part). Any other path shows the not-found page.
 */
export function isPageOf(outline: SiteOutline, pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  return segments.length <= 2 && outline.pageKeys.includes(contentKeyOf(pathname));
}

/**
 * The HTTP status of each page of the site, from the site data and the jobs, never from what was captured: 200 for
 * a page the outline knows, a job's own 200, 404 or 410 for a job page (decision 027), 404 for anything else.
 */
export class SitePages {
  constructor(
    /** The live content's outline; undefined when it cannot be had (a release made before its file existed). */
    private readonly outline: () => Promise<SiteOutline | undefined>,
    private readonly jobs: { statusOf(jobId: string): Promise<number> },
  ) {}

  async status(pathname: string, requestUrl: string): Promise<number> {
    const jobId = jobIdOfPage(pathname, requestUrl);
    if (jobId !== undefined) return this.jobs.statusOf(jobId);
    const outline = await this.outline();
    // Without an outline there is nothing to tell a page from a mistyped path by: every path is served as before.
    if (!outline) return 200;
    return isPageOf(outline, pathname) ? 200 : 404;
  }

  /** The content routes the sitemap lists (`contentRoutes`); undefined without an outline. */
  async contentRoutes(): Promise<string[] | undefined> {
    const outline = await this.outline();
    return outline && contentRoutes(outline);
  }
}
