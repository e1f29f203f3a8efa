import { CAREERS_ROUTES, jobPageHref } from '@tekvana/contracts/careersRoutes';
import { siteBrand } from '@tekvana/shared';

/**
 * Where the careers pages live and who hires. The composed site uses the defaults; the standalone page,
 * which has no router of pages behind it, points both pages at its own index.
 */
export interface CareersRoutes {
  openings: string;
  jobDescription: string;
}

const routes: CareersRoutes = { ...CAREERS_ROUTES };

/** The staffing API's list of open jobs (decision 012), which the job page reads for related roles. */
export const OPENINGS_LIST_PATH = '/get/requirement';

export const careersRoutes = (): Readonly<CareersRoutes> => routes;

export function setCareersRoutes(next: CareersRoutes): void {
  Object.assign(routes, next);
}

export const jobDescriptionHref = (jobId: number | string) => jobPageHref(jobId, routes.jobDescription);

/** Only used when neither the site data nor the page title names the company (standalone page). */
const FALLBACK_ORGANIZATION = 'Tekvana Technologies';

/**
 * The hiring organisation for JobPosting data: the site data's brand (decision 006: one place), which the shell
 * publishes through the shared package; on the standalone page, the page title ("Page | Brand") or the fallback.
 */
export function organizationName(): string {
  const name = siteBrand()?.name.trim();
  if (name) return name;
  const fromTitle = document.title.split(' | ')[1]?.trim();
  return fromTitle || FALLBACK_ORGANIZATION;
}

/** The brand's short name for page titles ("… | Tekvana Careers"); the organisation's name where no site data. */
export const brandShortName = (): string => siteBrand()?.shortName.trim() || organizationName();

/** The brand's logo as an absolute URL, when the site data names one. */
export function organizationLogoUrl(siteUrl: string): string | undefined {
  const logo = siteBrand()?.logoUrl;
  return logo ? new URL(logo, siteUrl).href : undefined;
}
