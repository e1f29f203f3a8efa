import type { ServerMetrics } from '@tekvana/server-kit/metrics';
import type { LoadFailureReport } from '../releases/loadFailures';
import type { ClientErrorReport } from '../releases/clientErrors';
import type { LiveIds } from '../releases/siteReleases';

/**
 * The site's own metrics beside every request's time (docs/decisions/088-metrics.md): how long each page took to
 * make and how (rendered now, kept from before, the plain app), the release live for each app (read when scraped),
 * the load failures browsers and the server render report, by app, release and stage, the errors browsers report in
 * remotes' code (docs/decisions/089-canary-releases.md), and the reports refused for a flood.
 */
export function siteMetrics(metrics: ServerMetrics, liveIds: () => LiveIds) {
  const pages = metrics.histogram('site_page_seconds', 'Time to make a page, by how it was made.', ['made']);
  metrics.gauge(
    'site_live_release',
    'The release each app serves (1), its build when none.',
    ['app', 'release'],
    (gauge) => {
      gauge.reset();
      const live = liveIds();
      for (const app of ['shell', 'content', 'careers', 'internship'] as const)
        gauge.set({ app, release: live[app] ?? 'build' }, 1);
    },
  );
  const failures = metrics.counter('site_load_failures_total', 'Load failures reported, by app, release and stage.', [
    'app',
    'release',
    'stage',
  ]);
  const clientErrors = metrics.counter(
    'site_client_errors_total',
    'Errors browsers reported in a remote release, by app, release and kind (render, uncaught).',
    ['app', 'release', 'kind'],
  );
  const limited = metrics.counter(
    'site_client_error_refusals_total',
    'Client error reports refused because their client sent too many.',
    [],
  );
  return {
    page: (made: string, seconds: number) => pages.observe({ made }, seconds),
    loadFailure: (report: LoadFailureReport) =>
      failures.inc({ app: report.app, release: report.release ?? 'build', stage: report.stage }),
    clientError: (report: ClientErrorReport) =>
      clientErrors.inc({ app: report.app, release: report.release ?? 'build', kind: report.kind }),
    clientErrorsLimited: () => limited.inc(),
  };
}
