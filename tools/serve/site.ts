import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { chromiumMissing } from '../chromium';
import { capturePages, type CaptureRequest } from '../prerender/capture';
import type { CapturedPage } from '../prerender/compose';
import { prepareIndexHtml } from '../prerender/indexHtml';
import { JobDirectory, jobIdOf, jobPageChanges, openJobPages, type OpenJob } from '../prerender/jobPages';
import { previousRelease, type EnvironmentRecord } from '../release/environments';
import { FolderReleaseStore, type ReleaseApp } from '../release/store';
import { sitemapXml } from '../seo/sitemap';
import { appsOf, Copies, type LiveIds } from './copies';
import { defaultPorts, localDeployConfig, releaseDeployConfig, type SitePorts } from './deployConfig';
import { LiveReleases, type ReleaseSource } from './liveReleases';
import { LOAD_FAILURES_PATH, registerLoadFailures } from './loadFailures';
import { previewBanner, Previews } from './preview';
import { previewSecret } from './previewToken';
import { ReleaseFiles } from './releaseFiles';
import { ShellFiles } from './shellFiles';
import { createStaticServer, type PagePreview, type TrustedOrigins } from './staticServer';

export const repoRoot = path.resolve(__dirname, '../..');

/** The origins a deploy config names: pages load code from the remotes and talk to the remotes and APIs. */
export function trustedOriginsOf(config: DeployConfig): TrustedOrigins {
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
  /**
   * Serve the releases an environment of a release store names, following its switches, instead of the builds
   * (docs/decisions/052-the-site-follows-its-releases.md). An app with no release there is served from its build.
   */
  releases?: ReleaseSource;
}

/**
 * Serves the four apps as a deploy would: each remote with the environment's deploy config for its standalone
 * page, the shell with that config inlined and, optionally, pre-rendered HTML for every content route. The apps
 * are the builds, or the live releases of an environment, followed as it switches.
 */
export async function serveApps(
  ports: SitePorts = defaultPorts,
  options: ServeOptions = {},
): Promise<FastifyInstance[]> {
  const base = localDeployConfig(ports);
  const trustedOrigins = trustedOriginsOf(base);
  const failureReportUrl = `${base.siteUrl}${LOAD_FAILURES_PATH}`;
  const configOf = (record: EnvironmentRecord | undefined): DeployConfig => {
    if (!record) return base;
    const previous: LiveIds = {};
    for (const app of ['content', 'careers', 'internship'] as const) previous[app] = previousRelease(record, app);
    return releaseDeployConfig(base, record.live, previous, failureReportUrl);
  };
  const releaseFiles = options.releases && new ReleaseFiles(options.releases.store);
  // Set once the servers listen: a switch seen before that is taken up by the first read.
  let onSwitch: (apps: ReleaseApp[]) => void = () => undefined;
  const live = options.releases && (await LiveReleases.follow(options.releases, (apps) => onSwitch(apps)));
  const liveIds = (): LiveIds => ({ ...live?.record.live });
  let config = configOf(live?.record);
  const shellFiles =
    releaseFiles && new ShellFiles(releaseFiles, distOf('shell'), () => live?.record.live.shell ?? undefined);

  // Preview links (decision 053): one browser loads a stored release of one app on the live site.
  const previews =
    releaseFiles &&
    options.releases &&
    new Previews(
      previewSecret(
        process.env,
        options.releases.store instanceof FolderReleaseStore ? options.releases.store.root : undefined,
      ),
      releaseFiles,
    );
  const previewOf = async (request: FastifyRequest): Promise<PagePreview | undefined> => {
    const grant = live && (await previews?.grantOf(request));
    if (!grant || !live) return undefined;
    const previewConfig = configOf({ ...live.record, live: { ...live.record.live, [grant.app]: grant.id } });
    return {
      transformIndex: (html, pathname) =>
        prepareIndexHtml(html, previewConfig, remotesBySection.get(sectionOf(pathname))).replace(
          /<body[^>]*>/,
          (body) => `${body}${previewBanner(grant)}`,
        ),
      files:
        grant.app === 'shell' ? (file) => shellFiles?.read(file, grant.id) ?? Promise.resolve(undefined) : undefined,
      overrides: { '/deploy-config.json': previewConfig },
    };
  };

  // Remotes a section of the site uses besides content, learnt from the pre-rendered routes: a page without
  // a copy of its own (a job description) still gets hints for the remotes of its siblings.
  const remotesBySection = new Map<string, RemoteName[]>();
  const sectionOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';
  const transformIndex = (html: string, pathname = '/') =>
    prepareIndexHtml(html, config, remotesBySection.get(sectionOf(pathname)));
  const readShellIndex = async () =>
    (await shellFiles?.read('index.html'))?.body.toString('utf8') ??
    fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8');
  let shellIndex = await readShellIndex();
  const copyFrame = () => ({ index: prepareIndexHtml(shellIndex, config, [], 'preconnect'), config });
  const copies = new Copies(copyFrame());
  // A job's page answers 410 once the job closed and 404 when it never was one (decision 027).
  const jobs = new JobDirectory(base);
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
        overrides: { '/deploy-config.json': () => config },
        trustedOrigins,
        dropConnectionsOnClose: options.dropConnectionsOnClose,
        ...(app === 'shell'
          ? {
              spa: true,
              extend: async (app) => {
                await registerLoadFailures(app);
                await previews?.register(app);
              },
              preview: previews && previewOf,
              files: shellFiles?.read,
              transformIndex,
              prerendered: copies,
              prerenderedData: copies.dataFiles.bodies,
              pageStatus,
              generated: { '/sitemap.xml': sitemap },
            }
          : { releases: releaseFiles && { read: (id: string, file: string) => releaseFiles.read(app, id, file) } }),
      }),
    ),
  );
  const shellServer = servers[apps.indexOf('shell')];
  shellServer?.server.on('close', () => live?.stop());

  const noChromium = options.prerender ? chromiumMissing() : undefined;
  if (noChromium)
    console.log(
      `Pre-rendering is off (${noChromium}): serving the plain app. To serve pre-rendered pages, install Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary, then start again.`,
    );
  const prerendering = options.prerender && !noChromium;
  const shellOrigin = `http://127.0.0.1:${ports.shell}`;
  const capture = (request: CaptureRequest) =>
    capturePages(shellOrigin, config, {
      ...request,
      only: options.prerenderOnly
        ? (request.only ?? options.prerenderOnly).filter((route) => options.prerenderOnly?.includes(route))
        : request.only,
    });
  /**
   * Keeps what was captured, unless an app that rendered the page was switched while it was being captured: that
   * copy was made with a release that is no longer live, and the switch has asked for the page again.
   */
  const keep = (captured: Map<string, CapturedPage>, madeWith: LiveIds) => {
    const now = liveIds();
    for (const [route, page] of captured) {
      const releases: LiveIds = {};
      for (const app of appsOf(page)) releases[app] = madeWith[app];
      if (appsOf(page).some((app) => now[app] !== madeWith[app])) continue;
      copies.set(route, page, releases);
      const known = remotesBySection.get(sectionOf(route)) ?? [];
      remotesBySection.set(sectionOf(route), [...new Set([...known, ...page.remotes])]);
    }
  };
  // Fingerprints of the openings whose job pages hold a copy: a changed one means the copy is out of date.
  const jobPrints = new Map<string, string>();
  const captureJobs = async (routes: string[], open: ReadonlyMap<string, OpenJob>) => {
    const madeWith = liveIds();
    const captured = await capture({ contentRoutes: false, routes });
    keep(captured.pages, madeWith);
    for (const route of routes) {
      const print = open.get(route)?.print;
      if (copies.copyOf(route) && captured.pages.has(route) && print) jobPrints.set(route, print);
      else {
        // Better the plain app than a copy of an opening that has changed since.
        copies.drop(route);
        jobPrints.delete(route);
      }
    }
  };
  const captureContent = async (only?: string[]) => {
    const madeWith = liveIds();
    const content = await capture({ contentRoutes: true, only });
    keep(content.pages, madeWith);
    contentRoutes = content.contentRoutes;
  };

  // One capture at a time: a switch during a capture asks again for the pages it made out of date.
  let stale: { content: Set<string> | 'all'; jobs: Set<string> } = { content: new Set(), jobs: new Set() };
  let recapturing: Promise<void> | undefined;
  const recapture = () => {
    recapturing ??= (async () => {
      while (stale.content === 'all' || stale.content.size > 0 || stale.jobs.size > 0) {
        const { content, jobs: jobRoutes } = stale;
        stale = { content: new Set(), jobs: new Set() };
        const started = Date.now();
        if (content === 'all' || content.size > 0) await captureContent(content === 'all' ? undefined : [...content]);
        if (jobRoutes.size > 0) await captureJobs([...jobRoutes], jobs.openJobs());
        console.log(`releases: pages captured again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    })()
      .catch((error: unknown) => console.warn(`prerender: pages not captured again (${messageOf(error)})`))
      .finally(() => {
        recapturing = undefined;
      });
  };

  onSwitch = (switched) => {
    config = configOf(live?.record);
    copies.reframe(copyFrame());
    if (switched.includes('shell')) {
      shellFiles?.switched();
      // Every copy was made with the shell, so none is served until captured again; new ones need its index.html.
      void readShellIndex().then((html) => {
        shellIndex = html;
        copies.reframe(copyFrame());
      });
    }
    const outOfDate = copies.renderedBy(switched);
    // Until a page is captured again with the live releases, it is served as the plain app (decision 052).
    for (const route of outOfDate) copies.drop(route);
    if (!prerendering) return;
    const contentChanged = switched.includes('content') || switched.includes('shell');
    stale = {
      content: contentChanged || stale.content === 'all' ? 'all' : stale.content,
      jobs: stale.jobs,
    };
    for (const route of outOfDate) {
      if (jobPrints.has(route)) stale.jobs.add(route);
      else if (stale.content !== 'all') stale.content.add(route);
    }
    recapture();
  };

  if (prerendering) {
    const started = Date.now();
    // A capture that fails leaves the routes it did not reach to the plain app; the server stays up either way.
    try {
      const open = await openJobPages(config).catch((error: unknown) => {
        console.warn(`prerender: no job pages (${messageOf(error)})`);
        return new Map<string, OpenJob>();
      });
      jobs.update(open);
      await captureContent();
      await captureJobs([...open.keys()], open);
      console.log(`Pre-rendered ${copies.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      console.warn(`prerender: stopped after ${copies.size} pages (${messageOf(error)}); the rest is the plain app`);
    }
    if (options.refreshJobPagesMs) {
      const refreshJobPages = async () => {
        const now = await openJobPages(config);
        jobs.update(now);
        const { capture: changed, drop } = jobPageChanges(jobPrints, now);
        for (const route of drop) {
          copies.drop(route);
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
      shellServer?.server.on('close', () => {
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
