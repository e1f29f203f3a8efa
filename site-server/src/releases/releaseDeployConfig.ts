import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import { RELEASES_PATH } from '../http/releasesPath';

const REMOTE_NAMES: readonly RemoteName[] = ['content', 'careers', 'internship'];

type LiveIds = Partial<Record<'shell' | RemoteName, string>>;

/** Where browsers report a remote that failed to load, and an error thrown in a remote's code. */
export type ReportUrls = Required<Pick<NonNullable<DeployConfig['releases']>, 'failureReportUrl' | 'errorReportUrl'>>;

/**
 * The deploy config of a site that follows a release store (docs/decisions/052-the-site-follows-its-releases.md):
 * each remote with a live release is loaded from that release's own URL beside its build's manifest, and the browser is told the
 * live ids, each remote's previous release to turn to when the live one fails, and where to report such a failure
 * and an error in a remote's code.
 * A remote with no release in the environment stays on its build.
 */
export function releaseDeployConfig(
  base: DeployConfig,
  live: LiveIds,
  previous: LiveIds,
  reports: ReportUrls,
): DeployConfig {
  const releaseManifest = (remote: RemoteName, id: string) =>
    new URL(`.${RELEASES_PATH}${id}/mf-manifest.json`, base.remotes[remote]).href;
  const remotes = { ...base.remotes };
  const fallbacks: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const id = live[remote];
    if (id) remotes[remote] = releaseManifest(remote, id);
    const before = previous[remote];
    if (id && before) fallbacks[remote] = releaseManifest(remote, before);
  }
  return { ...base, remotes, releases: { live, previous: fallbacks, ...reports } };
}
