import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { capturePages } from '../prerender/capture';
import { composePage } from '../prerender/compose';
import { prepareIndexHtml } from '../prerender/indexHtml';
import type { RemoteName } from '@tekvana/shared';
import { defaultPorts, localDeployConfig, type SitePorts } from './deployConfig';
import { createStaticServer, type TrustedOrigins } from './staticServer';

export const repoRoot = path.resolve(__dirname, '../..');

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

export interface ServeOptions {
  /** Pre-render every content route after start (what a deploy does; see tools/prerender). */
  prerender?: boolean;
  /** Pre-render only these routes (tests). */
  prerenderOnly?: string[];
  /** Tests: close without waiting on the browser's open connections (see StaticAppOptions). */
  dropConnectionsOnClose?: boolean;
}

/**
 * Serves the four built apps as a deploy would: each remote with the environment's deploy config for its
 * standalone page, the shell with that config inlined and, optionally, pre-rendered HTML for every content
 * route.
 */
export async function serveApps(
  ports: SitePorts = defaultPorts,
  options: ServeOptions = {},
): Promise<FastifyInstance[]> {
  const config = localDeployConfig(ports);
  const overrides = { '/deploy-config.json': config };
  const trustedOrigins = trustedOriginsOf(config);
  // Remotes a section of the site uses besides content, learnt from the pre-rendered routes: a page without
  // a copy of its own (a job description) still gets hints for the remotes of its siblings.
  const remotesBySection = new Map<string, RemoteName[]>();
  const sectionOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';
  const transformIndex = (html: string, pathname = '/') =>
    prepareIndexHtml(html, config, remotesBySection.get(sectionOf(pathname)));
  const prerendered = new Map<string, string>();
  const apps: AppName[] = ['content', 'careers', 'internship', 'shell'];
  const servers = await Promise.all(
    apps.map((app) =>
      createStaticServer({
        root: distOf(app),
        port: ports[app],
        overrides,
        trustedOrigins,
        dropConnectionsOnClose: options.dropConnectionsOnClose,
        ...(app === 'shell' ? { spa: true, transformIndex, prerendered } : {}),
      }),
    ),
  );
  if (options.prerender) {
    const started = Date.now();
    const index = transformIndex(fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8'));
    for (const [route, page] of await capturePages(`http://127.0.0.1:${ports.shell}`, config, options.prerenderOnly)) {
      const html = composePage(index, page, config);
      prerendered.set(route, html);
      if (route === '/') prerendered.set('/home', html);
      const known = remotesBySection.get(sectionOf(route)) ?? [];
      remotesBySection.set(sectionOf(route), [...new Set([...known, ...page.remotes])]);
    }
    console.log(`Pre-rendered ${prerendered.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return servers;
}
