import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hostileOpenings } from '../fixtures/xssPayloads';
import { serverLogger } from '@tekvana/server-kit/logs';
import { startTestApiProcess } from '../../tools/apiProcess';
import { distOf, serveApps, type AppName } from '../../site-server/src/site/site';
import {
  apiOrigin,
  canarySitePorts,
  landingSitePorts,
  origin,
  ports,
  renderedSitePorts,
  serverRenderSitePorts,
} from './ports';
import { buildRemoteCopies, removeRemoteCopies } from './remoteCopy';

/**
 * Serves the production build and a fresh API (faults and test routes on) for the whole run, stores the XSS
 * suite's hostile openings, and builds the remote copies the remotes and version-skew tests serve. Whatever
 * fails here, what was started is stopped again.
 */
export default async function globalSetup() {
  // Each app's browser build and its server build (docs/decisions/071-server-rendering-from-releases.md).
  const missing = (['shell', 'content', 'careers', 'internship'] as AppName[]).filter(
    (app) => !['index.html', 'server/server.js'].every((file) => fs.existsSync(path.join(distOf(app), file))),
  );
  if (missing.length) throw new Error(`Build first (npm run build): no dist/ for ${missing.join(', ')}.`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-e2e-api-'));
  // The logs of the suite's API and site, which the last check reads for personal data (checks/logs.spec.ts).
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-e2e-logs-'));
  let api: ChildProcess | undefined;
  let servers: FastifyInstance[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.close()));
    api?.kill();
    removeRemoteCopies();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  };
  try {
    api = await startTestApiProcess(ports.api, {
      API_DATA_DIR: dataDir,
      API_FAULTS: '1',
      // Every test writes from 127.0.0.1; the limit itself is the API's unit tests' business.
      API_RATE_LIMIT_MAX: '0',
      // Tests plant openings and read them back at once: the browser asks again each time (304 while unchanged).
      API_OPENINGS_MAX_AGE: '0',
      API_CORS_ORIGINS: [
        ...new Set([
          ...Object.values(ports),
          ...Object.values(renderedSitePorts),
          ...Object.values(landingSitePorts),
          ...[...Object.values(serverRenderSitePorts), ...Object.values(canarySitePorts)].flatMap((site) =>
            Object.values(site),
          ),
        ]),
      ]
        .map(origin)
        .join(','),
      API_LOG: '1',
      API_LOG_FILE: path.join(logDir, 'api.log'),
      // The retention run every second, so a test can see an application past its period go (nothing else is).
      API_RETENTION_INTERVAL_MS: '1000',
      // Job alert digests every second too, so a test sees one soon after it adds an opening.
      API_ALERT_DIGEST_INTERVAL_MS: '1000',
      API_SITE_URL: origin(ports.shell),
    });
    process.env.E2E_API_DATA_DIR = dataDir;
    process.env.E2E_LOG_DIR = logDir;
    const stored = await fetch(`${apiOrigin}/test/openings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hostileOpenings),
    });
    if (stored.status !== 201)
      throw new Error(`Storing the hostile openings answered ${stored.status}: ${await stored.text()}`);
    // The site as it is served: every first response rendered on the server, then hydrated
    // (docs/decisions/071-server-rendering-from-releases.md).
    [servers] = await Promise.all([
      serveApps(ports, {
        dropConnectionsOnClose: true,
        logger: serverLogger({ service: 'site', destination: path.join(logDir, 'site.log') }),
      }),
      buildRemoteCopies(),
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
