/**
 * Where the careers pages live in the composed site. The careers remote renders them there (its standalone page
 * points both at its own index instead); the site server names each open job's page by them, to pre-render it,
 * to answer 410 once the job has closed, and in the sitemap.
 */
export const CAREERS_ROUTES = {
  openings: '/current-openings/job-openings',
  jobDescription: '/current-openings/job-description',
} as const;

/** A job's page: the job description route with the job's id (decision 012). */
export const jobPageHref = (jobId: number | string, jobDescription: string = CAREERS_ROUTES.jobDescription) =>
  `${jobDescription}?jobId=${encodeURIComponent(String(jobId))}`;

/**
 * Job ids are the staffing system's REQ_IDs (decision 012): digits, at most 15 of them so that the id is an exact
 * number everywhere. Anything else is no job: never asked of the API, answered 404.
 */
export const isJobId = (jobId: string) => /^\d{1,15}$/.test(jobId);

/**
 * The job id a request for a page of the site names: the `jobId` of the job description route ('' when it names
 * none); undefined for any other page. `requestUrl` is the path with its query, as requested.
 */
export function jobIdOfPage(pathname: string, requestUrl: string): string | undefined {
  if (pathname !== CAREERS_ROUTES.jobDescription) return undefined;
  return new URL(requestUrl, 'http://site.invalid').searchParams.get('jobId') ?? '';
}
