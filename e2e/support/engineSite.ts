import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../api/src/testing/services/postgres';
import { startTestApiProcess } from '../../tools/apiProcess';
import { serveApps } from '../../site-server/src/site/site';
import { origin, ownSitePorts } from './ports';

/** The API's two engines: the embedded SQLite file and PostgreSQL (the production one). */
export type Engine = 'embedded' | 'PostgreSQL';

export interface EngineSite {
  /** Origin of the site's shell. */
  site: string;
  /** Origin of the site's own API. */
  api: string;
}

export interface EngineSiteOptions {
  /** The first of the five ports of the site and its API (ownSitePorts). */
  firstPort: number;
  /** The API's environment besides its port, data folder, database, site URL and CORS origins. */
  apiEnv?: Record<string, string>;
  /** Before the API starts: fill its database (the folder, and PostgreSQL's URL on that engine). */
  beforeApi?: (database: { dataDir: string; databaseUrl: string | undefined }) => Promise<void>;
  /** After the API and before the site start: plant what the site must read from its first request. */
  beforeSite?: (site: EngineSite) => Promise<void>;
  /** The set-up's time limit (the default test timeout otherwise). */
  setUpTimeout?: number;
}

/**
 * A plain-app site with an API of its own on `engine`, started before the describe block's tests and stopped after
 * them, so that what its tests store and count stays theirs. Call inside `test.describe`.
 */
export function useEngineSite(engine: Engine, options: EngineSiteOptions): EngineSite {
  const sitePorts = ownSitePorts(options.firstPort);
  const site: EngineSite = { site: origin(sitePorts.shell), api: origin(sitePorts.api) };
  let apiProcess: ChildProcess | undefined;
  let postgres: ThrowawayPostgres | undefined;
  let servers: FastifyInstance[] = [];
  let dataDir = '';

  test.beforeAll(async () => {
    if (options.setUpTimeout) test.setTimeout(options.setUpTimeout);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-e2e-engine-'));
    if (engine === 'PostgreSQL') postgres = await startThrowawayPostgres();
    await options.beforeApi?.({ dataDir, databaseUrl: postgres?.url });
    apiProcess = await startTestApiProcess(sitePorts.api, {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      API_DATA_DIR: dataDir,
      API_SITE_URL: site.site,
      API_CORS_ORIGINS: Object.values(sitePorts).map(origin).join(','),
      API_LOG: '0',
      ...options.apiEnv,
    });
    await options.beforeSite?.(site);
    // Served as the main site of the suites is: rendered on the server, then hydrated.
    servers = await serveApps(sitePorts, { dropConnectionsOnClose: true });
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    apiProcess?.kill();
    postgres?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return site;
}
