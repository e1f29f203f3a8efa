import type { DeployConfig, Opening } from '@tekvana/contracts';
import { CAREERS_ROUTES, jobPageHref } from '@tekvana/contracts/careersRoutes';

const LIST_TIMEOUT_MS = 15_000;
/** A visitor's page waits on this answer: better a page with status 200 than a long wait. */
const ONE_JOB_TIMEOUT_MS = 3_000;

/** An open job as the site's server keeps it: a fingerprint of its row and the day it was posted. */
export interface OpenJob {
  /** Changes whenever any field of the opening changes: the page's copy is then out of date. */
  print: string;
  /** YYYY-MM-DD, the sitemap's `lastmod`. */
  posted: string;
}

async function staffingApi(config: DeployConfig, path: string, timeoutMs: number): Promise<Opening[]> {
  const url = new URL(path, config.staffingApiBaseUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return (await response.json()) as Opening[];
}

/** Every open job's page (the careers remote's own link to it), from the staffing API's list. */
export async function openJobPages(config: DeployConfig): Promise<Map<string, OpenJob>> {
  const openings = await staffingApi(config, '/get/requirement', LIST_TIMEOUT_MS);
  return new Map(
    openings.map((opening) => [
      jobPageHref(opening.REQ_ID),
      { print: JSON.stringify(opening), posted: opening.POSTED_DATE },
    ]),
  );
}

/** Whether the staffing API has this job open now (it answers a closed or unknown job with an empty list). */
export async function isJobOpen(config: DeployConfig, jobId: string): Promise<boolean> {
  const path = `/get/RequirementID/${encodeURIComponent(jobId)}`;
  return (await staffingApi(config, path, ONE_JOB_TIMEOUT_MS)).length > 0;
}

/** What a refresh has to do, given the fingerprints of the pages captured so far and the open jobs now. */
export function jobPageChanges(
  captured: ReadonlyMap<string, string>,
  open: ReadonlyMap<string, OpenJob>,
): { capture: string[]; drop: string[] } {
  return {
    capture: [...open].filter(([route, job]) => captured.get(route) !== job.print).map(([route]) => route),
    drop: [...captured.keys()].filter((route) => !open.has(route)),
  };
}

/** The job id a request for a job's page asks for; undefined for any other page. */
export function jobIdOf(pathname: string, requestUrl: string): string | undefined {
  if (pathname !== CAREERS_ROUTES.jobDescription) return undefined;
  return new URL(requestUrl, 'http://site').searchParams.get('jobId') ?? '';
}

/** Job ids are REQ_IDs (decision 012): anything else is no job. */
const isJobId = (jobId: string) => /^\d{1,15}$/.test(jobId);

export type JobPageStatus = 200 | 404 | 410;

/**
 * What the site's server knows about job pages: the open jobs of the last look at the staffing API's list, and the
 * jobs that were open then and have closed since this server started. A job page answers 200 while the job is
 * open, 410 once it has closed, 404 when it never was a job (decision 027).
 */
export class JobDirectory {
  private open = new Map<string, OpenJob>();
  private readonly closed = new Set<string>();

  constructor(private readonly config: DeployConfig) {}

  /** Takes the staffing API's list as it is now. */
  update(open: Map<string, OpenJob>): void {
    for (const route of this.open.keys()) if (!open.has(route)) this.closed.add(route);
    for (const route of open.keys()) this.closed.delete(route);
    this.open = open;
  }

  openJobs(): ReadonlyMap<string, OpenJob> {
    return this.open;
  }

  async statusOf(jobId: string): Promise<JobPageStatus> {
    if (!isJobId(jobId)) return 404;
    const route = jobPageHref(jobId);
    if (this.open.has(route)) return 200;
    // Opened since the last look at the list, or the list was never read: ask about this one job. When the API
    // cannot say, the page is served as usual and shows the app's own error: never a 404 for an open job.
    const open = await isJobOpen(this.config, jobId).catch(() => true);
    if (open) return 200;
    return this.closed.has(route) ? 410 : 404;
  }
}
