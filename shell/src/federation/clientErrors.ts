import { getDeployConfig, type RemoteName } from '@tekvana/shared';
import { sendReport } from './beacon';
import { stageOf } from './releaseFallback';

/** How an error of a remote's code reached the shell: a section's render threw, or nothing caught it. */
export type ClientErrorKind = 'render' | 'uncaught';

/** A page that keeps failing reports a few times, not once per render: the site needs a rate, not every repeat. */
export const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;
let watching = false;

/**
 * Tells the site an error was thrown in `app`'s code (site-server/src/releases/clientErrors.ts): counted per
 * release, and what a canary is judged on (docs/decisions/089-canary-releases.md). A failed load is not reported
 * here: the release fallback reports it as a load failure.
 */
export function reportClientError(app: RemoteName, kind: ClientErrorKind, error: unknown): void {
  if (stageOf(error) !== undefined || sent >= MAX_REPORTS_PER_PAGE) return;
  let config;
  try {
    config = getDeployConfig();
  } catch {
    // No deploy config yet: nothing to say which release it was.
    return;
  }
  const url = config.releases?.errorReportUrl;
  if (!url) return;
  sent += 1;
  sendReport(url, { app, release: config.releases?.live[app], kind });
}

/** The remote whose files an error's stack names, by where each remote's files are loaded from. */
export function remoteOfStack(stack: string, remotes: Record<RemoteName, string>): RemoteName | undefined {
  const found = (Object.entries(remotes) as [RemoteName, string][])
    .map(([app, manifest]) => [app, new URL('.', new URL(manifest, location.href)).href] as const)
    // The longest first: a remote served below another's origin root is named by its own folder.
    .sort(([, a], [, b]) => b.length - a.length)
    .find(([, base]) => stack.includes(base));
  return found?.[0];
}

/**
 * Reports errors nothing caught (an event handler's, a promise's) when their stack names a remote's files. Errors of
 * a script from another origin reach the page without a stack unless that script was loaded for CORS, so these are
 * those of remotes served from the site's own origin, and rejected promises, whose reason keeps its stack.
 */
export function watchUncaughtErrors(): void {
  // A start tried again after it failed calls this again.
  if (watching) return;
  watching = true;
  const reportOf = (error: unknown) => {
    const stack = error instanceof Error ? error.stack : undefined;
    if (!stack) return;
    try {
      const app = remoteOfStack(stack, getDeployConfig().remotes);
      if (app) reportClientError(app, 'uncaught', error);
    } catch {
      // No deploy config: nothing to attribute it to.
    }
  };
  window.addEventListener('error', (event) => reportOf(event.error));
  window.addEventListener('unhandledrejection', (event) => reportOf(event.reason));
}

/** Tests: a new page's count of reports sent. */
export function resetClientErrorReports(): void {
  sent = 0;
}
