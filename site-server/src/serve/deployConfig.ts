// Kept apart from site.ts (servers, Fastify plugins) so unit tests and scripts can read it cheaply.
import type { DeployConfig, RemoteName } from '@tekvana/contracts';

const REMOTE_NAMES: readonly RemoteName[] = ['content', 'careers', 'internship'];

export interface SitePorts {
  shell: number;
  content: number;
  careers: number;
  internship: number;
  api: number;
}

/** The shell on `shellPort`, the remotes on the next three ports and the API 1000 above the shell. */
export const sitePortsFrom = (shellPort: number): SitePorts => ({
  shell: shellPort,
  content: shellPort + 1,
  careers: shellPort + 2,
  internship: shellPort + 3,
  api: shellPort + 1000,
});

export const defaultPorts: SitePorts = sitePortsFrom(3000);

/** `npm start`'s ports: SITE_PORT moves the whole site (default 3000, 3001-3003 and 4000). */
export function sitePortsFromEnv(env: NodeJS.ProcessEnv = process.env): SitePorts {
  if (env.SITE_PORT === undefined || env.SITE_PORT === '') return defaultPorts;
  const shellPort = Number(env.SITE_PORT);
  if (!Number.isInteger(shellPort) || shellPort < 1 || shellPort > 64535)
    throw new Error(
      `SITE_PORT must be a whole number from 1 to 64535 (the API listens 1000 above it): "${env.SITE_PORT}".`,
    );
  return sitePortsFrom(shellPort);
}

/** The deploy config for a local environment: every remote and the API on loopback. */
export function localDeployConfig(ports: SitePorts, host = '127.0.0.1'): DeployConfig {
  const origin = (port: number) => `http://${host}:${port}`;
  return {
    remotes: {
      content: `${origin(ports.content)}/mf-manifest.json`,
      careers: `${origin(ports.careers)}/mf-manifest.json`,
      internship: `${origin(ports.internship)}/mf-manifest.json`,
    },
    staffingApiBaseUrl: origin(ports.api),
    emailApiBaseUrl: origin(ports.api),
    siteUrl: origin(ports.shell),
    mail: {
      contact: ['contact@example.com'],
      applicationPrimaryCountry: ['careers-us-1@example.com', 'careers-us-2@example.com', 'careers-us-3@example.com'],
      applicationOtherCountries: ['careers-in-1@example.com', 'careers-in-2@example.com', 'careers-in-3@example.com'],
    },
  };
}

/** Where a remote's server answers the files of its stored releases: `/releases/<id>/<file>`. */
export const RELEASES_PATH = '/releases/';

type LiveIds = Partial<Record<'shell' | RemoteName, string>>;

/**
 * The deploy config of a site that follows a release store (docs/decisions/052-the-site-follows-its-releases.md):
 * each remote with a live release is loaded from that release's own URL beside its build's manifest, and the browser is told the
 * live ids, each remote's previous release to turn to when the live one fails, and where to report such a failure.
 * A remote with no release in the environment stays on its build.
 */
export function releaseDeployConfig(
  base: DeployConfig,
  live: LiveIds,
  previous: LiveIds,
  failureReportUrl: string,
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
  return { ...base, remotes, releases: { live, previous: fallbacks, failureReportUrl } };
}
