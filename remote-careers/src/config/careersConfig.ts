import { SITE_DATA_STORAGE_KEY } from '@tekvana/shared';

/**
 * Where the careers pages live and who hires. The composed site uses the defaults; the standalone page,
 * which has no router of pages behind it, points both pages at its own index.
 */
export interface CareersRoutes {
  openings: string;
  jobDescription: string;
}

const routes: CareersRoutes = {
  openings: '/current-openings/job-openings',
  jobDescription: '/current-openings/job-description',
};

export const careersRoutes = (): Readonly<CareersRoutes> => routes;

export function setCareersRoutes(next: CareersRoutes): void {
  Object.assign(routes, next);
}

export const jobDescriptionHref = (jobId: number | string) =>
  `${routes.jobDescription}?jobId=${encodeURIComponent(String(jobId))}`;

/** Only used when neither the site data nor the page title names the company (standalone page). */
const FALLBACK_ORGANIZATION = 'Tekvana Technologies';

/**
 * The hiring organisation for JobPosting data. The brand lives in the site data (decision 006: one place), which
 * the shell stores in localStorage; the page title ("Page | Brand") is the next best source.
 */
export function organizationName(): string {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SITE_DATA_STORAGE_KEY) ?? 'null');
    const name = (stored as { header?: { brand?: { name?: unknown } } } | null)?.header?.brand?.name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  } catch {
    // Unreadable storage or data: fall through to the other sources.
  }
  const fromTitle = document.title.split(' | ')[1]?.trim();
  return fromTitle || FALLBACK_ORGANIZATION;
}
