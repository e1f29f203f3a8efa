import type { SitePorts } from '../site-server/src/site/deployConfig';

/** The bench's own ports (6100-6130), so it never meets `npm start` (3000..) or an e2e run (5100..). */
export const sitePorts: SitePorts = { shell: 6100, content: 6101, careers: 6102, internship: 6103, api: 6110 };

/**
 * Federation overhead compares two shells served the same way (same static server, deploy config fetched,
 * no pre-rendered HTML) so that only the build differs: the federated shell with the normal remotes, and the
 * same site built as one plain bundle (bench/webpack.plain.config.js). Both talk to the normal API.
 */
export const federatedPorts: SitePorts = { ...sitePorts, shell: 6106 };
export const plainPorts: SitePorts = { ...sitePorts, shell: 6120 };

/** The bare HTML page (bench/floor/) whose LCP is the floor of each page's. */
export const floorPort = 6107;

export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The embedded API of the back-end burst; the production set-up's servers take free ports. */
export const backendPort = 6112;

/**
 * Runs per page, reported as medians. Five, as Lighthouse's own guidance on variability advises: on this 2-core host
 * single runs of the same build spread by more than the blocking-time target (home 53-119 ms and leadership 28-106 ms in one three-run report).
 */
export const LIGHTHOUSE_RUNS = 5;

export interface BenchRoute {
  /** Short key used in the JSON report. */
  key: string;
  label: string;
  path: string;
  /** The path of each run instead, when every run must ask for a page no one asked for before. */
  pathOfRun?: (run: number) => string;
  /** Content routes are held to accessibility and SEO 100. */
  content: boolean;
}

/**
 * The job description routes need live jobIds, filled in once the API answers: one job asked for on every run (its
 * page is kept a minute after its first render), and a job never asked for before on each run (its first render).
 */
export function benchRoutes(firstJobId: number, neverAskedJobIds: readonly number[] = []): BenchRoute[] {
  const jobPath = (jobId: number | undefined) => `/current-openings/job-description?jobId=${jobId ?? firstJobId}`;
  return [
    { key: 'home', label: 'Home', path: '/', content: true },
    { key: 'service', label: 'Service (DevOps)', path: '/digital-transformation/devops', content: true },
    { key: 'leadership', label: 'About / Leadership', path: '/overview/leadership', content: true },
    { key: 'jobOpenings', label: 'Job openings', path: '/current-openings/job-openings', content: false },
    {
      key: 'jobDescription',
      label: 'Job description',
      path: `/current-openings/job-description?jobId=${firstJobId}`,
      content: false,
    },
    {
      key: 'jobNeverAsked',
      label: 'Job description, never asked for',
      path: jobPath(neverAskedJobIds[0]),
      pathOfRun: (run) => jobPath(neverAskedJobIds[run - 1]),
      content: false,
    },
    { key: 'contactUs', label: 'Contact us', path: '/contact-us', content: true },
  ];
}

export const OPENINGS_PATH = '/current-openings/job-openings';
