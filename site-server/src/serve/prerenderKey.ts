/**
 * Sent by the prerender step with each page it opens: it must see the live app, never a copy it made earlier
 * (a copy carries the data it was made with, so a re-capture would only repeat it).
 */
export const CAPTURE_HEADER = 'x-prerender-capture';

/**
 * Which pre-rendered copy answers a request: the page's path, plus the job id for a job's page (one page per
 * job, `?jobId=`); other query parameters (filters, tracking) do not choose another copy.
 */
export function prerenderKeyOf(pathname: string, requestUrl: string): string {
  const jobId = new URL(requestUrl, 'http://site').searchParams.get('jobId');
  return jobId === null ? pathname : `${pathname}?jobId=${encodeURIComponent(jobId)}`;
}
