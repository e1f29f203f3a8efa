import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromiumMissing } from '../chromium';
import { capturePages, type CaptureRequest } from '../prerender/capture';
import { composePage, prerenderDataFile, type CapturedPage } from '../prerender/compose';
import { prepareIndexHtml } from '../prerender/indexHtml';
import { JobDirectory, jobIdOf, jobPageChanges, openJobPages, type OpenJob } from '../prerender/jobPages';
import { sitemapXml } from '../seo/sitemap';
import type { RemoteName } from '@tekvana/shared';
import { defaultPorts, localDeployConfig, type SitePorts } from './deployConfig';
import { PrerenderedDataFiles } from './prerenderedData';
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
  /** Pre-render every content route and every open job's page after start (what a deploy does; see tools/prerender). */
  prerender?: boolean;
  /**
   * How often to look for openings that were added, changed or closed since the job pages were captured, and
   * capture or drop their pages (milliseconds). Without it, job pages are captured at start only.
   */
  refreshJobPagesMs?: number;
  /** Pre-render only these routes (tests). */
  prerenderOnly?: string[];
  /** Close without waiting on the browser's open connections (tests, and npm start on Ctrl+C; see StaticAppOptions). */
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
  const dataFiles = new PrerenderedDataFiles();
  const dropCopy = (route: string) => {
    prerendered.delete(route);
    dataFiles.set(route, undefined);
  };
  // A job's page answers 410 once the job closed and 404 when it never was one (decision 027).
  const jobs = new JobDirectory(config);
  const pageStatus = async (pathname: string, requestUrl: string) => {
    const jobId = jobIdOf(pathname, requestUrl);
    return jobId === undefined ? 200 : jobs.statusOf(jobId);
  };
  // Known once the content routes were captured: then the sitemap lists them and every open job.
  let contentRoutes: string[] | undefined;
  const sitemap = () =>
    contentRoutes && {
      type: 'application/xml; charset=utf-8',
      body: sitemapXml(
        [
          ...contentRoutes.map((route) => ({ path: route })),
          ...[...jobs.openJobs()].map(([route, job]) => ({ path: route, lastmod: job.posted })),
        ],
        config.siteUrl,
      ),
    };
  const apps: AppName[] = ['content', 'careers', 'internship', 'shell'];
  const servers = await Promise.all(
    apps.map((app) =>
      createStaticServer({
        root: distOf(app),
        port: ports[app],
        overrides,
        trustedOrigins,
        dropConnectionsOnClose: options.dropConnectionsOnClose,
        ...(app === 'shell'
          ? {
              spa: true,
              transformIndex,
              prerendered,
              prerenderedData: dataFiles.bodies,
              pageStatus,
              generated: { '/sitemap.xml': sitemap },
            }
          : {}),
      }),
    ),
  );
  const noChromium = options.prerender ? chromiumMissing() : undefined;
  if (noChromium)
    console.log(
      `Pre-rendering is off (${noChromium}): serving the plain app. To serve pre-rendered pages, install Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary, then start again.`,
    );
  else if (options.prerender) {
    const shellOrigin = `http://127.0.0.1:${ports.shell}`;
    const index = prepareIndexHtml(
      fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8'),
      config,
      [],
      'preconnect',
    );
    const capture = (request: CaptureRequest) =>
      capturePages(shellOrigin, config, { ...request, only: options.prerenderOnly });
    const keep = ({ pages: captured }: { pages: Map<string, CapturedPage> }) => {
      for (const [route, page] of captured) {
        const dataFile = prerenderDataFile(page);
        const html = composePage(index, page, config, dataFile);
        for (const key of route === '/' ? [route, '/home'] : [route]) {
          prerendered.set(key, html);
          dataFiles.set(key, dataFile);
        }
        const known = remotesBySection.get(sectionOf(route)) ?? [];
        remotesBySection.set(sectionOf(route), [...new Set([...known, ...page.remotes])]);
      }
    };
    // Fingerprints of the openings whose job pages hold a copy: a changed one means the copy is out of date.
    const jobPrints = new Map<string, string>();
    const captureJobs = async (routes: string[], open: ReadonlyMap<string, OpenJob>) => {
      const captured = await capture({ contentRoutes: false, routes });
      keep(captured);
      for (const route of routes) {
        const print = open.get(route)?.print;
        if (captured.pages.has(route) && print) jobPrints.set(route, print);
        else {
          // Better the plain app than a copy of an opening that has changed since.
          dropCopy(route);
          jobPrints.delete(route);
        }
      }
    };
    const started = Date.now();
    // A capture that fails leaves the routes it did not reach to the plain app; the server stays up either way.
    try {
      const open = await openJobPages(config).catch((error: unknown) => {
        console.warn(`prerender: no job pages (${messageOf(error)})`);
        return new Map<string, OpenJob>();
      });
      jobs.update(open);
      const content = await capture({ contentRoutes: true });
      keep(content);
      contentRoutes = content.contentRoutes;
      await captureJobs([...open.keys()], open);
      console.log(`Pre-rendered ${prerendered.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      console.warn(
        `prerender: stopped after ${prerendered.size} pages (${messageOf(error)}); the rest is the plain app`,
      );
    }
    if (options.refreshJobPagesMs) {
      const refreshJobPages = async () => {
        const now = await openJobPages(config);
        jobs.update(now);
        const { capture: changed, drop } = jobPageChanges(jobPrints, now);
        for (const route of drop) {
          dropCopy(route);
          jobPrints.delete(route);
        }
        if (changed.length) await captureJobs(changed, now);
      };
      let timer: NodeJS.Timeout | undefined;
      let closed = false;
      const schedule = () => {
        if (closed) return;
        timer = setTimeout(() => {
          refreshJobPages()
            .catch((error: unknown) => console.warn(`prerender: job pages not refreshed (${messageOf(error)})`))
            .finally(schedule);
        }, options.refreshJobPagesMs);
      };
      schedule();
      servers[apps.indexOf('shell')]?.server.on('close', () => {
        closed = true;
        clearTimeout(timer);
      });
    }
  }
  return servers;
}

/** The first line of an error's message: Playwright's run on over many lines. */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
