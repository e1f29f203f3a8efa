import type { FastifyReply, FastifyRequest } from 'fastify';
import { CanaryFigureStore } from '@tekvana/release-kit/canaryFigures';
import { sharedRecordsOf } from '@tekvana/release-kit/config';
import type { DeployConfig } from '@tekvana/contracts';
import { CanaryJudge, type ReleaseReport } from './canaryJudge';
import { canaryAppsOf, isPageView, visitorToken } from './canaryVisitors';
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
  return {
    /**
     * The deploy config of the request's visitor while canaries run: undefined for the live site's (no canary runs,
     * or the visitor is in none). A page's request (`page`) gives a new visitor its group's cookie, and a browser's
     * page view is counted for each canary's group.
     */
    configOf(request: FastifyRequest, page?: FastifyReply): DeployConfig | undefined {
      const record = releases.record();
      if (!record?.canaries || Object.keys(record.canaries).length === 0) return undefined;
      const token = visitorToken(request, page, secure);
      const apps = token ? canaryAppsOf(token, record.canaries) : [];
      if (page && isPageView(request)) judge.view(apps);
      if (apps.length === 0) return undefined;
      return releases.configOf(record, apps);
    },
    /** What a browser reported of a release: counted for the canary it belongs to, if any. */
    report: (report: ReleaseReport) => judge.report(report),
    start: () => judge.start(),
    stop: () => judge.stop(),
  };
}
