import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_OUTLINE_FILE, type DeployConfig } from '@tekvana/contracts';
import { todayUtc } from '@tekvana/contracts/careers';
import { createStaticServer, type PageVariant, type TrustedOrigins } from '../http/staticServer';
import { SiteJobs } from '../jobs/siteJobs';
import { distOf, type AppName } from '@tekvana/release-kit/appBuilds';
import { ContentFile } from '../releases/contentFile';
import { type ReleaseSource } from '../releases/liveReleases';
import { LoadFailureCounts, registerLoadFailures } from '../releases/loadFailures';
import { registerClientErrors } from '../releases/clientErrors';
import { previewBanner } from '../releases/preview';
import { SiteReleases } from '../releases/siteReleases';
import { canaryCheckMsFromEnv, siteCanaries } from '../releases/siteCanaries';
import fastifyCookie from '@fastify/cookie';
import { prepareIndexHtml } from '../render/indexHtml';
import { LiveRenderer } from '../render/renderer';
import { defaultPorts, localDeployConfig, renderWorkersFromEnv, type SitePorts } from './deployConfig';
import { outlineOf, SitePages } from './sitePages';
import { indexingFromEnv, type IndexingConfig } from '../jobs/indexing/indexingConfig';
import { siteIndexing } from '../jobs/indexing/siteIndexing';
import { sharedRecordsOf } from '@tekvana/release-kit/config';
import { MemorySharedRecords } from '@tekvana/release-kit/sharedRecords';
import { probeRoutes } from '@tekvana/server-kit/probes';
import { metricsRoute, ServerMetrics } from '@tekvana/server-kit/metrics';
import { siteMetrics } from './siteMetrics';
import type { Logger } from '@tekvana/server-kit/logs';

export { distOf, repoRoot, type AppName } from '@tekvana/release-kit/appBuilds';

/** The origins a deploy config names: pages load code from the remotes and talk to the remotes and APIs. */
export function trustedOriginsOf(config: DeployConfig): TrustedOrigins {
  const origins = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
  return {
    code: origins(Object.values(config.remotes)),
    data: origins([...Object.values(config.remotes), config.staffingApiBaseUrl, config.emailApiBaseUrl]),
  };
}

export interface ServeOptions {
  /**
   * How often to read the open jobs again (milliseconds): the jobs' sitemaps, a closed job's 410 and the version of
   * the data pages are rendered with follow them. Without it, they are read at start only.
   */
  refreshJobsMs?: number;
  /** Close without waiting on the browser's open connections (tests, and npm start on Ctrl+C; see StaticAppOptions). */
  dropConnectionsOnClose?: boolean;
  /**
   * Serve the releases an environment of a release store names, following its switches, instead of the builds
   * (docs/decisions/052-the-site-follows-its-releases.md). An app with no release there is served from its build.
   */
  releases?: ReleaseSource;
  /**
   * The deploy config the site is reached by (its public URLs, behind a proxy); absent: every app on loopback at
   * `ports`. Remotes with a live release are loaded from `releases/<id>/` beside the manifest it names.
   */
  deployConfig?: DeployConfig;
  /** Address the servers listen on (127.0.0.1 unless set). */
  host?: string;
  /** The reverse proxies whose `X-Forwarded-For` names the client (`SITE_TRUST_PROXY`); none unless set. */
  trustProxy?: string[];
  /** Preview links (decision 053) on a site that follows a store; on unless false (the gate's throwaway site). */
  previews?: boolean;
  /**
   * Render pages on the server from the live releases or the builds
   * (docs/decisions/071-server-rendering-from-releases.md); on unless false, or `SERVER_RENDER=0` when unset.
   */
  serverRender?: boolean;
  /**
   * Instant indexing (docs/decisions/082-instant-indexing.md): whom to tell of job pages that open, change and close;
   * from the environment (`INDEXNOW_KEY`, `GOOGLE_INDEXING_CREDENTIALS`...) unless given, and off unless set up.
   */
  indexing?: IndexingConfig;
  /**
   * The token callers from other machines send to reach the probes (`SITE_OPS_TOKEN`); without it only callers
   * on this machine reach them (docs/decisions/085-operations-probes.md).
   */
  opsToken?: string;
  /** Where each app's server writes its request lines (docs/decisions/086-structured-logs.md); none unless given. */
  logger?: Logger;
  /** Record metrics and answer `/metrics` (decision 088); on unless false (`SITE_METRICS=0`). */
  metrics?: boolean;
  /** Canary releases (decision 089) on a site that follows a store; on unless false (the gate's throwaway site). */
  canaries?: boolean;
  /**
   * How often each instance adds what it counted of the canaries to the figures they share, and judges them
   * (docs/decisions/089-canary-releases.md); `SITE_CANARY_CHECK_MS`, 5000 unless set.
   */
  canaryCheckMs?: number;
  /** Whether the process was told to stop (docs/decisions/087-graceful-stop.md): not ready from then on. */
  stopping?: () => boolean;
}

/**
 * Serves the four apps as a deploy would: each remote with the environment's deploy config for its standalone
 * page, the shell with that config inlined and each page's first response rendered on the server. The apps are
 * the builds, or the live releases of an environment, followed as it switches. Instances hold no state of their
 * own: any number can serve one site behind a proxy. Assembled here from the site server's services: the releases
 * (releases/), the jobs (jobs/), the renderer (render/) and a static server per app (http/).
 */
export async function serveApps(
  ports: SitePorts = defaultPorts,
  options: ServeOptions = {},
): Promise<FastifyInstance[]> {
  // Read before anything starts: a wrong value stops the start with nothing left running.
  const renderWorkers = renderWorkersFromEnv();
  const canaryCheckMs = options.canaryCheckMs ?? canaryCheckMsFromEnv(process.env);
  const indexingConfig = options.indexing ?? indexingFromEnv();
  const base = options.deployConfig ?? localDeployConfig(ports);
  const releases = await SiteReleases.follow(base, options);
  const config = () => releases.deployConfig();

  // Every other path is no page (docs/decisions/068-fail-closed-routes.md): 404, from the site data's outline.
  const outline = new ContentFile(releases.content, SITE_OUTLINE_FILE, (text, release) => {
    const read = text === undefined ? undefined : outlineOf(text);
    if (!read)
      console.warn(
        `site: the content ${release ? `release ${release}` : 'build'} has no readable ${SITE_OUTLINE_FILE}; every path is served as a page and the sitemap lists no pages until one that has it`,
      );
    return read;
  });
  const jobs = new SiteJobs({
    config,
    content: releases.content,
    shellIndex: () => releases.liveShellIndex(),
    contentRoutes: (): Promise<string[] | undefined> => pages.contentRoutes(),
  });
  const pages: SitePages = new SitePages(() => outline.value(), jobs.directory);
  // Instances share where each receiver was last told through the store they follow; a site on its builds is one.
  const indexing =
    indexingConfig &&
    siteIndexing(indexingConfig, {
      records: options.releases ? sharedRecordsOf(options.releases.store) : new MemorySharedRecords(),
      env: options.releases?.env ?? 'builds',
      deployConfig: config,
    });

  // Every request timed, how pages are made, what is live and what failed to load, at /metrics (decision 088).
  const metrics = options.metrics !== false ? new ServerMetrics('site') : undefined;
  const siteFigures = metrics && siteMetrics(metrics, () => releases.liveIds());
  // Canary releases (decision 089): a sticky share of visitors gets a remote's canary, judged on what browsers report.
  const canaries =
    options.releases && options.canaries !== false
      ? siteCanaries(releases, options.releases, canaryCheckMs)
      : undefined;
  // What browsers report of remotes that failed to load, and what the server render left out, counted together.
  const loadFailures = new LoadFailureCounts(undefined, siteFigures?.loadFailure);
  const renderer =
    (options.serverRender ?? process.env.SERVER_RENDER !== '0')
      ? new LiveRenderer(
          {
            // A job's page changes with the open jobs' revision, and with the day (a job past its closing date).
            current: () => ({
              live: releases.liveIds(),
              config: config(),
              dataVersion: `${jobs.revision} ${todayUtc()}`,
            }),
            file: (app, id, file) => releases.file(app, id, file),
            files: (app, id) => releases.fileNames(app, id),
            frame: (index, frameConfig) => prepareIndexHtml(index, frameConfig, 'none'),
            // The browser loads the live release's sections instead.
            leftOut: (app, id) => loadFailures.add({ app, release: id, stage: 'server', fellBackTo: 'live' }),
          },
          renderWorkers,
        )
      : undefined;
  // Not ready until the first set of live releases is loaded for rendering (or known not to load): an instance
  // that has just started would answer its first pages slowly. A later switch keeps it ready, since every instance
  // switches at once and the balancer must keep some.
  let renderStarted = !renderer;
  if (renderer) {
    releases.onSwitch(() => void renderer.prepare());
    void renderer.prepare().then(() => (renderStarted = true));
  }
  let stopping = false;

  // Preview links (decision 053): one browser loads a stored release of one app on the live site. A previewing
  // browser is in no canary.
  const variantOf = async (request: FastifyRequest, page?: FastifyReply): Promise<PageVariant | undefined> => {
    const preview = await releases.previewOf(request);
    if (!preview) {
      const canaryConfig = canaries?.configOf(request, page);
      return (
        canaryConfig && {
          transformIndex: (html) => prepareIndexHtml(html, canaryConfig),
          overrides: { '/deploy-config.json': canaryConfig },
        }
      );
    }
    const { grant } = preview;
    return {
      transformIndex: (html) =>
        prepareIndexHtml(html, preview.config).replace('</body>', () => `${previewBanner(grant)}</body>`),
      files:
        grant.app === 'shell'
          ? (file) => releases.shellFiles?.read(file, grant.id) ?? Promise.resolve(undefined)
          : undefined,
      overrides: { '/deploy-config.json': preview.config },
    };
  };

  // What the site does when it closes (the shell's server closing): stop following, rendering and reading jobs.
  const close = async () => {
    releases.stop();
    await canaries?.stop();
    jobs.close();
    indexing?.notifier.stop();
    await renderer?.close();
  };
  const apps: AppName[] = ['content', 'careers', 'internship', 'shell'];
  const started = await Promise.allSettled(
    apps.map((app) =>
      createStaticServer({
        root: distOf(app),
        port: ports[app],
        host: options.host,
        trustProxy: options.trustProxy,
        overrides: { '/deploy-config.json': config },
        trustedOrigins: trustedOriginsOf(base),
        dropConnectionsOnClose: options.dropConnectionsOnClose,
        logger: options.logger?.child({ app }),
        // The shell's pages are answered outside its routes (the app's own routes): labelled `(page)`.
        observe: (server: FastifyInstance) =>
          metrics?.observeRequests(server, app, app === 'shell' ? '(page)' : undefined),
        ...(app === 'shell'
          ? {
              spa: true,
              extend: async (server) => {
                server.addHook('preClose', () => {
                  stopping = true;
                });
                await server.register(probeRoutes, {
                  checks: [
                    { name: 'releases', check: () => releases.check() },
                    {
                      name: 'render',
                      check: async () => {
                        if (!renderStarted) throw new Error('loading the live releases to render pages');
                      },
                    },
                  ],
                  draining: () => stopping || (options.stopping?.() ?? false),
                  opsToken: options.opsToken,
                  opsTokenName: 'SITE_OPS_TOKEN',
                });
                if (metrics)
                  await server.register(metricsRoute, {
                    metrics,
                    opsToken: options.opsToken,
                    opsTokenName: 'SITE_OPS_TOKEN',
                  });
                await registerLoadFailures(server, () => releases.record(), loadFailures, {
                  onCounted: (report, request) => canaries?.report(request, { ...report, measure: 'loadFailures' }),
                });
                await registerClientErrors(server, () => releases.record(), {
                  add: (report, request) => {
                    siteFigures?.clientError(report);
                    canaries?.report(request, { ...report, measure: 'clientErrors' });
                  },
                  limited: () => siteFigures?.clientErrorsLimited(),
                });
                await releases.previews?.register(server);
                // The canary's cookie is read and set with the preview's plugin, or its own on a site without previews.
                if (canaries && !server.hasRequestDecorator('cookies')) await server.register(fastifyCookie);
                jobs.registerFeeds(server);
                server.addHook('onClose', close);
              },
              variant: (releases.previews || canaries) && variantOf,
              files: releases.shellFiles?.read,
              // The plain app: what a page is served as when it cannot be rendered.
              transformIndex: (html: string) => prepareIndexHtml(html, config()),
              render: renderer?.render,
              onPage: siteFigures?.page,
              pageStatus: (pathname: string, requestUrl: string) => pages.status(pathname, requestUrl),
              firstResponse: (pathname: string, requestUrl: string) => jobs.firstResponse(pathname, requestUrl),
              generated: { ...jobs.seoFiles(), ...indexing?.generated },
            }
          : {
              releases: releases.files && {
                read: (id: string, file: string, client: string) => releases.files!.read(app, id, file, client),
              },
            }),
      }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // One app could not listen (its port taken): the others are closed, and nothing keeps running.
    await Promise.all(servers.map((server) => server.close()));
    await close();
    throw failed.reason;
  }
  jobs.follow(options.refreshJobsMs);
  canaries?.start();
  indexing?.notifier.start();
  return servers;
}
