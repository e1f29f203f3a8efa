import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SITE_OUTLINE_FILE, type DeployConfig } from '@tekvana/contracts';
import { prepareIndexHtml } from '../prerender/indexHtml';
import { firstResponseHead, withJobHead } from '../prerender/jobFirstResponse';
import { JobDirectory } from '../prerender/jobPages';
import { jobIdOfPage } from '@tekvana/contracts/careersRoutes';
import { namesRelease, previousRelease, type EnvironmentRecord } from '../release/environments';
import { FolderReleaseStore, type ReleaseApp } from '../release/store';
import { todayUtc } from '@tekvana/contracts/careers';
import { seoFiles } from '../seo/seoFiles';
import { SitemapFiles } from '../seo/sitemapFiles';
import { ContentFile, type ContentSource } from './contentFile';
import { outlineOf, SitePages } from './sitePages';
import { defaultPorts, localDeployConfig, releaseDeployConfig, type SitePorts } from './deployConfig';
import { LiveReleases, switchedApps, type ReleaseSource } from './liveReleases';
import { LOAD_FAILURES_PATH, LoadFailureCounts, registerLoadFailures } from './loadFailures';
import { previewBanner, Previews } from './preview';
import { previewSecret } from './previewToken';
import { ReleaseFiles } from './releaseFiles';
import { ShellFiles } from './shellFiles';
import { SiteBrands } from './siteBrand';
import { createStaticServer, type PagePreview, type TrustedOrigins } from './staticServer';
import { distOf, type AppName } from './appBuilds';
import { LiveRenderer } from '../render/renderer';

export { distOf, repoRoot, type AppName } from './appBuilds';

/** Each app's live release id; an app without one is served from its build. */
type LiveIds = Partial<Record<ReleaseApp, string>>;

/** The first line of an error's message. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** A file of a build; undefined when the build has none (one made before the file existed). */
const readBuildFile = (file: string) =>
  fs.promises.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

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
}

/**
 * Serves the four apps as a deploy would: each remote with the environment's deploy config for its standalone
 * page, the shell with that config inlined and each page's first response rendered on the server. The apps are
 * the builds, or the live releases of an environment, followed as it switches. Instances hold no state of their
 * own: any number can serve one site behind a proxy.
 */
export async function serveApps(
  ports: SitePorts = defaultPorts,
  options: ServeOptions = {},
): Promise<FastifyInstance[]> {
  const base = options.deployConfig ?? localDeployConfig(ports);
  const trustedOrigins = trustedOriginsOf(base);
  const failureReportUrl = `${base.siteUrl}${LOAD_FAILURES_PATH}`;
  const configOf = (record: EnvironmentRecord | undefined): DeployConfig => {
    if (!record) return base;
    const previous: LiveIds = {};
    for (const app of ['content', 'careers', 'internship'] as const) previous[app] = previousRelease(record, app);
    return releaseDeployConfig(base, record.live, previous, failureReportUrl);
  };
  // Set once the servers listen; a switch seen before that is caught up with then (`catchUp`).
  let onSwitch: (apps: ReleaseApp[]) => void = () => undefined;
  const live = options.releases && (await LiveReleases.follow(options.releases, (apps) => onSwitch(apps)));
  const releaseFiles =
    options.releases &&
    new ReleaseFiles(
      options.releases.store,
      undefined,
      undefined,
      (app, id) => !!live && namesRelease(live.record, app, id),
    );
  const liveIds = (): LiveIds => ({ ...live?.record.live });
  let config = configOf(live?.record);
  // The record `config` was made from: a switch between it and the handler being set is replayed by catchUp.
  const startedWith = live?.record;
  const catchUp = () => {
    if (live && startedWith && live.record.revision !== startedWith.revision)
      onSwitch(switchedApps(startedWith, live.record));
  };
  const shellFiles =
    releaseFiles && new ShellFiles(releaseFiles, distOf('shell'), () => live?.record.live.shell ?? undefined);

  // Preview links (decision 053): one browser loads a stored release of one app on the live site.
  const previews =
    releaseFiles && options.releases && options.previews !== false
      ? new Previews(
          previewSecret(
            process.env,
            options.releases.store instanceof FolderReleaseStore ? options.releases.store.root : undefined,
          ),
          releaseFiles,
          // Behind a TLS proxy the request itself says http: the public URL says whether the cookie must be Secure.
          new URL(base.siteUrl).protocol === 'https:',
        )
      : undefined;
  const previewOf = async (request: FastifyRequest): Promise<PagePreview | undefined> => {
    const grant = live && (await previews?.grantOf(request));
    if (!grant || !live) return undefined;
    const previewConfig = configOf({ ...live.record, live: { ...live.record.live, [grant.app]: grant.id } });
    return {
      transformIndex: (html) =>
        prepareIndexHtml(html, previewConfig).replace('</body>', () => `${previewBanner(grant)}</body>`),
      files:
        grant.app === 'shell' ? (file) => shellFiles?.read(file, grant.id) ?? Promise.resolve(undefined) : undefined,
      overrides: { '/deploy-config.json': previewConfig },
    };
  };

  // The plain app: what a page is served as when it cannot be rendered.
  const transformIndex = (html: string) => prepareIndexHtml(html, config);
  const readShellIndex = async () =>
    (await shellFiles?.read('index.html'))?.body.toString('utf8') ??
    fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8');
  // The live shell's index.html: the brand the job pages' heads name is read from it.
  let shellIndex = await readShellIndex();
  // A job's page answers 410 once the job closed and 404 when it never was one (decision 027).
  const jobs = new JobDirectory(base);
  // What browsers report of remotes that failed to load, and what the server render left out, counted together.
  const loadFailures = new LoadFailureCounts();
  const renderer =
    (options.serverRender ?? process.env.SERVER_RENDER !== '0')
      ? new LiveRenderer({
          // A job's page changes with the open jobs' revision, and with the day (a job past its closing date).
          current: () => ({
            live: liveIds(),
            config: configOf(live?.record),
            dataVersion: `${jobs.revision} ${todayUtc()}`,
          }),
          file: (app, id, file) =>
            id && releaseFiles ? releaseFiles.read(app, id, file) : readBuildFile(path.join(distOf(app), file)),
          files: async (app, id) =>
            id && releaseFiles
              ? ((await releaseFiles.record(app, id))?.files.map((listed) => listed.path) ?? [])
              : fs.promises.readdir(distOf(app)),
          frame: (index, frameConfig) => prepareIndexHtml(index, frameConfig, [], 'preconnect'),
          // The browser loads the live release's sections instead.
          leftOut: (app, id) => loadFailures.add({ app, release: id, stage: 'server', fellBackTo: 'live' }),
        })
      : undefined;
  renderer?.prepare();
  // The files the live content release (or the content build) ships for this server.
  const content: ContentSource = () => {
    const release = live?.record.live.content;
    return release && releaseFiles
      ? { release, read: (file) => releaseFiles.read('content', release, file) }
      : { release: '', read: (file) => readBuildFile(path.join(distOf('content'), file)) };
  };
  // Every other path is no page (docs/decisions/068-fail-closed-routes.md): 404, from the site data's outline.
  const outline = new ContentFile(content, SITE_OUTLINE_FILE, (text, release) => {
    const read = text === undefined ? undefined : outlineOf(text);
    if (!read)
      console.warn(
        `site: the content ${release ? `release ${release}` : 'build'} has no readable ${SITE_OUTLINE_FILE}; every path is served as a page and the sitemap lists no pages until one that has it`,
      );
    return read;
  });
  const pages = new SitePages(() => outline.value(), jobs);
  const sitemaps = new SitemapFiles({
    contentRoutes: () => pages.contentRoutes(),
    jobs: () => ({ open: jobs.openJobs(), revision: jobs.revision }),
    siteUrl: () => config.siteUrl,
  });
  const brands = new SiteBrands(content, () => shellIndex);
  // A job page that could not be rendered is the app with the job's own head and JobPosting (decision 057), made in
  // one call to the API; when the API cannot answer, the plain app.
  const firstResponse = async (pathname: string, requestUrl: string) => {
    const jobId = jobIdOfPage(pathname, requestUrl);
    if (!jobId) return undefined;
    const opening = await jobs.opening(jobId).catch(() => undefined);
    if (!opening) return undefined;
    const [brand, countryCode] = await Promise.all([brands.brand(), jobs.countryCode(opening.COUNTRY)]);
    const made = firstResponseHead(opening, { brand, siteUrl: config.siteUrl, countryCode });
    return (html: string) => withJobHead(html, made);
  };
  // What the site does when it closes (the shell's server closing): stop following, rendering and timers.
  const closing: (() => Promise<void> | void)[] = [() => live?.stop(), () => renderer?.close()];
  const apps: AppName[] = ['content', 'careers', 'internship', 'shell'];
  const started = await Promise.allSettled(
    apps.map((app) =>
      createStaticServer({
        root: distOf(app),
        port: ports[app],
        host: options.host,
        trustProxy: options.trustProxy,
        overrides: { '/deploy-config.json': () => config },
        trustedOrigins,
        dropConnectionsOnClose: options.dropConnectionsOnClose,
        ...(app === 'shell'
          ? {
              spa: true,
              extend: async (app) => {
                await registerLoadFailures(app, () => live?.record, loadFailures);
                await previews?.register(app);
                app.addHook('onClose', async () => {
                  for (const step of closing) await step();
                });
              },
              preview: previews && previewOf,
              files: shellFiles?.read,
              transformIndex,
              render: renderer?.render,
              pageStatus: (pathname, requestUrl) => pages.status(pathname, requestUrl),
              firstResponse,
              generated: seoFiles(sitemaps, () => config.siteUrl),
            }
          : {
              releases: releaseFiles && {
                read: (id: string, file: string, client: string) => releaseFiles.read(app, id, file, client),
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
    live?.stop();
    throw failed.reason;
  }

  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  // A task still running when the site closes must not schedule another.
  const every = (ms: number, task: () => Promise<void>, what: string) => {
    const run = () => {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        task()
          .catch((error: unknown) => console.warn(`${what} (${messageOf(error)})`))
          .finally(run);
      }, ms);
      timers.add(timer);
    };
    run();
  };
  closing.push(() => {
    closed = true;
    timers.forEach(clearTimeout);
  });
  onSwitch = (switched) => {
    config = configOf(live?.record);
    renderer?.prepare();
    if (switched.includes('shell')) {
      shellFiles?.switched();
      readShellIndex()
        .then((html) => (shellIndex = html))
        .catch((error: unknown) =>
          console.warn(
            `releases: the new shell's index.html not read (${messageOf(error)}); the old one's brand stays`,
          ),
        );
    }
  };
  catchUp();
  // The open jobs make the jobs' sitemaps, tell a closed job (410) from one that never was (404), and version the
  // data pages are rendered with.
  const refreshJobs = () => jobs.refresh().then(() => undefined);
  refreshJobs().catch((error: unknown) => console.warn(`site: open jobs not read (${messageOf(error)})`));
  if (options.refreshJobsMs) every(options.refreshJobsMs, refreshJobs, 'site: open jobs not read');
  return servers;
}
