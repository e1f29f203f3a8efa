import type { FastifyReply, FastifyRequest } from 'fastify';
import { CanaryFigureStore } from '@tekvana/release-kit/canaryFigures';
import { sharedRecordsOf } from '@tekvana/release-kit/config';
import type { DeployConfig } from '@tekvana/contracts';
import { CanaryJudge, type ReleaseReport } from './canaryJudge';
import { canaryAppsOf, isPageView, visitorToken } from './canaryVisitors';
import { ClientLimit } from '../http/clientLimit';
import type { CanaryApp } from '@tekvana/release-kit/canary';

/** A visitor opens a few pages a minute; an address behind which many browse (an office) more. */
const VIEWS_BURST = 60;
const VIEWS_PER_MINUTE = 60;
import type { ReleaseSource } from './liveReleases';
import type { SiteReleases } from './siteReleases';

/** `SITE_CANARY_CHECK_MS`: how often canaries are judged (undefined: the judge's default); a bad value stops the start. */
export function canaryCheckMsFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.SITE_CANARY_CHECK_MS;
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
    throw new Error(`SITE_CANARY_CHECK_MS must be a whole number of milliseconds from 100 to 600000: "${value}".`);
  return ms;
}

/**
 * The canaries of a site that follows a store (docs/decisions/089-canary-releases.md): which visitors get them, what
 * their pages are, and the judge that counts and aborts. `checkMs`: how often the counts are shared and judged.
 */
export function siteCanaries(releases: SiteReleases, source: ReleaseSource, checkMs?: number) {
  const secure = new URL(releases.deployConfig().siteUrl).protocol === 'https:';
  const judge = new CanaryJudge(
    source,
    () => releases.record(),
    new CanaryFigureStore(sharedRecordsOf(source.store)),
    checkMs,
  );
  // Anyone can send a page's request with any token: the views one address adds to the figures are bounded.
  const views = new ClientLimit(VIEWS_BURST, VIEWS_PER_MINUTE);
  /** The apps whose canary the request's visitor is in; `page` (a page's reply) gives a new visitor its cookie. */
  const canaryAppsOfVisitor = (request: FastifyRequest, page?: FastifyReply): CanaryApp[] => {
    const canaries = releases.record()?.canaries;
    if (!canaries || Object.keys(canaries).length === 0) return [];
    const token = visitorToken(request, page, secure);
    return token ? canaryAppsOf(token, canaries) : [];
  };
  return {
    /**
     * The deploy config of the request's visitor while canaries run: undefined for the live site's (no canary runs,
     * or the visitor is in none). A page's request (`page`) is answered live unless a browser opens it (a crawler or
     * a script gets the rendered live page); a browser new to the site is given its group's cookie there, and its
     * page view is counted for each canary's group.
     */
    configOf(request: FastifyRequest, page?: FastifyReply): DeployConfig | undefined {
      if (page && !isPageView(request)) return undefined;
      const apps = canaryAppsOfVisitor(request, page);
      if (page && views.take(request.ip)) judge.view(apps);
      const record = releases.record();
      return apps.length > 0 && record ? releases.configOf(record, apps) : undefined;
    },
    /**
     * What a browser reported of a release: counted for a running canary when the sender's cookie puts it in the
     * group that gets that release (a report of the canary from a visitor of the live release is made up).
     */
    report: (request: FastifyRequest, report: ReleaseReport) => judge.report(report, canaryAppsOfVisitor(request)),
    start: () => judge.start(),
    stop: () => judge.stop(),
  };
}
