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
