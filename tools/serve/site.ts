import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer, type TrustedOrigins } from './staticServer';

export const repoRoot = path.resolve(__dirname, '../..');

export interface SitePorts {
  shell: number;
  content: number;
  careers: number;
  internship: number;
  api: number;
}

export const defaultPorts: SitePorts = { shell: 3000, content: 3001, careers: 3002, internship: 3003, api: 4000 };

/** The deploy config for a local environment: every remote and the API on loopback. */
export function localDeployConfig(ports: SitePorts, host = '127.0.0.1') {
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

/** The origins a deploy config names: pages load code from the remotes and talk to the remotes and APIs. */
export function trustedOriginsOf(config: ReturnType<typeof localDeployConfig>): TrustedOrigins {
  const origins = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
  return {
    code: origins(Object.values(config.remotes)),
    data: origins([...Object.values(config.remotes), config.staffingApiBaseUrl, config.emailApiBaseUrl]),
  };
}

export type AppName = 'shell' | 'content' | 'careers' | 'internship';

export const distOf = (app: AppName) => path.join(repoRoot, app === 'shell' ? 'shell' : `remote-${app}`, 'dist');

/** Serves the four built apps; each remote also gets the same deploy config for its standalone page. */
export async function serveApps(ports: SitePorts = defaultPorts): Promise<FastifyInstance[]> {
  const config = localDeployConfig(ports);
  const overrides = { '/deploy-config.json': config };
  const trustedOrigins = trustedOriginsOf(config);
  const apps: AppName[] = ['content', 'careers', 'internship', 'shell'];
  return Promise.all(
    apps.map((app) =>
      createStaticServer({ root: distOf(app), port: ports[app], spa: app === 'shell', overrides, trustedOrigins }),
    ),
  );
}
