// `npm run serve:production`: one instance of the site in production, configured by environment variables
// (docs/deploy.md, "Deploying the site"). It keeps nothing of its own: releases and the environment's record are in
// the release store and every instance renders its pages itself (docs/decisions/071-server-rendering-from-releases.md),
// so any number of equal instances can run behind a proxy.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseDeployConfig } from '@tekvana/contracts/deployConfigSchema';
import { releaseEnvironments, releaseStore } from '@tekvana/release-kit/config';
import { ReleaseError } from '@tekvana/release-kit/store';
import { sitePortsFromEnv } from './deployConfig';
import { serveApps } from './site';
import { siteLoggerFromEnv } from './siteLogger';
import { GracefulStop, stopTimesFromEnv } from '@tekvana/server-kit/stop';

async function main(): Promise<void> {
  const env = process.env.SITE_ENV;
  if (!env) throw new ReleaseError('Set SITE_ENV: the environment of the release store this site serves.');
  const configFile = process.env.DEPLOY_CONFIG_FILE;
  if (!configFile)
    throw new ReleaseError(
      'Set DEPLOY_CONFIG_FILE: the deploy config with the public URLs of the site, its remotes and its APIs.',
    );
  let deployConfig;
  try {
    deployConfig = parseDeployConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')));
  } catch (error) {
    throw new ReleaseError(`${configFile}: ${error instanceof Error ? error.message : error}`);
  }
  const logger = siteLoggerFromEnv(process.env);
  const times = stopTimesFromEnv(process.env, 'SITE');
  let servers: FastifyInstance[] = [];
  const stop = new GracefulStop({
    ...times,
    close: () => Promise.all(servers.map((server) => server.close())),
    log: logger,
  });
  const store = releaseStore();
  const ports = sitePortsFromEnv();
  const refresh = Number(process.env.JOB_PAGES_REFRESH_SECONDS ?? 60);
  servers = await serveApps(ports, {
    deployConfig,
    host: process.env.SITE_HOST || '127.0.0.1',
    trustProxy: process.env.SITE_TRUST_PROXY?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    releases: { store, environments: releaseEnvironments(store), env },
    refreshJobsMs: refresh > 0 ? refresh * 1000 : undefined,
    opsToken: process.env.SITE_OPS_TOKEN || undefined,
    logger,
    stopping: stop.stopping,
    metrics: process.env.SITE_METRICS !== '0',
  });
  stop.onSignals();
  console.log(
    `Site instance serving ${env} from ${store.location} on ${process.env.SITE_HOST || '127.0.0.1'}:${ports.shell}-${ports.internship}, reached at ${deployConfig.siteUrl}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
