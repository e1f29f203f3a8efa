import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../../site-server/src/http/staticServer';
import { localDeployConfig, type SitePorts } from '../../site-server/src/site/deployConfig';
import { distOf, trustedOriginsOf, type AppName } from '../../site-server/src/site/site';
import { ports } from './ports';

/**
 * A second copy of the site for tests that break or move a remote: its own shell port and remote ports, so
 * the shared e2e site stays intact for the other tests.
 */
export async function startShell(shellPort: number, remotePorts: Partial<SitePorts>): Promise<FastifyInstance> {
  const config = localDeployConfig({ ...ports, ...remotePorts, shell: shellPort });
  return createStaticServer({
    root: distOf('shell'),
    port: shellPort,
    spa: true,
    overrides: { '/deploy-config.json': config },
    trustedOrigins: trustedOriginsOf(config),
    dropConnectionsOnClose: true,
  });
}

export function startRemote(
  app: Exclude<AppName, 'shell'>,
  port: number,
  root = distOf(app),
): Promise<FastifyInstance> {
  return createStaticServer({ root, port, dropConnectionsOnClose: true });
}
