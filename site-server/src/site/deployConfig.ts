// Kept apart from site.ts (servers, Fastify plugins) so unit tests and scripts can read it cheaply.
import type { DeployConfig } from '@tekvana/contracts';

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

/**
 * SITE_RENDER_WORKERS: the render workers of each set of live releases (unset: one less than the cores, at least one
 * and at most two). A value that is no whole number from 1 to 16 stops the start with one line.
 */
export function renderWorkersFromEnv(env: NodeJS.ProcessEnv = process.env): { size?: number } {
  const value = env.SITE_RENDER_WORKERS;
  if (value === undefined || value === '') return {};
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 16)
    throw new Error(`SITE_RENDER_WORKERS must be a whole number from 1 to 16: "${value}".`);
  return { size };
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
