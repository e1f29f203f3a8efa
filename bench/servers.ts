import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { startApiProcess } from '../tools/apiProcess';
import { localDeployConfig, type SitePorts } from '../site-server/src/site/deployConfig';
import { distOf, serveApps, trustedOriginsOf } from '../site-server/src/site/site';
import { createStaticServer } from '../site-server/src/http/staticServer';
import { federatedPorts, floorPort, origin, plainPorts, sitePorts } from './config';

const STOP_TIMEOUT_MS = 10_000;

/** Everything the bench started, stopped in reverse order, each stop bounded so one stuck server cannot hang the run. */
export class ServerPool {
  private readonly stops: Array<{ name: string; stop: () => Promise<void> }> = [];

  add(name: string, stop: () => Promise<void>): void {
    this.stops.push({ name, stop });
  }

  async stopAll(): Promise<void> {
    while (this.stops.length) {
      const { name, stop } = this.stops.pop()!;
      await withTimeout(stop(), STOP_TIMEOUT_MS, `stopping ${name}`).catch((error: unknown) =>
        console.warn(`bench: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startApi(pool: ServerPool, name: string, port: number, corsOrigins: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tekvana-bench-${name}-`));
  pool.add(`${name} data`, async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = await startApiProcess(port, {
    API_DATA_DIR: dataDir,
    // The load comes from one address on purpose; a per-client limit would measure the limiter.
    API_RATE_LIMIT_MAX: '0',
    API_CORS_ORIGINS: corsOrigins.join(','),
    API_LOG: '0',
  });
  pool.add(name, () => stopChild(child));
}

function startShellCopy(pool: ServerPool, name: string, root: string, ports: SitePorts): Promise<FastifyInstance> {
  // Like e2e's startShell: a shell served with a deploy config of its own, which names this copy's origin as the site's.
  const config = localDeployConfig(ports);
  return createStaticServer({
    root,
    port: ports.shell,
    spa: true,
    overrides: { '/deploy-config.json': config },
    trustedOrigins: trustedOriginsOf(config),
  }).then((server) => {
    pool.add(name, () => server.close());
    return server;
  });
}

/** The site as `npm start` serves it (production dist/, pages rendered on the server, local API), on the bench ports. */
export async function startSite(pool: ServerPool): Promise<void> {
  const pageOrigins = [sitePorts, federatedPorts, plainPorts].map((ports) => origin(ports.shell));
  pageOrigins.push(...[sitePorts.content, sitePorts.careers, sitePorts.internship].map(origin));
  await startApi(pool, 'API', sitePorts.api, pageOrigins);
  const servers = await serveApps(sitePorts);
  pool.add('site', async () => void (await Promise.all(servers.map((server) => server.close()))));
}

/** The two shells of the federation-overhead comparison (see federatedPorts in config.ts). */
export async function startComparisonShells(pool: ServerPool, plainRoot: string): Promise<void> {
  await startShellCopy(pool, 'federated shell (comparison)', distOf('shell'), federatedPorts);
  await startShellCopy(pool, 'plain bundle', plainRoot, plainPorts);
}

/** The bare HTML page, served by the site's own static server (same compression and headers). */
export async function startFloorPage(pool: ServerPool): Promise<void> {
  const server = await createStaticServer({ root: path.join(__dirname, 'floor'), port: floorPort });
  pool.add('floor page', () => server.close());
}
