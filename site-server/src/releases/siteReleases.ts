import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { DeployConfig } from '@tekvana/contracts';
import { messageOf } from '@tekvana/server-kit/messageOf';
import { distOf, type AppName } from '@tekvana/release-kit/appBuilds';
import type { ContentSource } from './contentFile';
import { canaryOf, namesRelease, previousRelease, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { CANARY_APPS, type CanaryApp } from '@tekvana/release-kit/canary';
import { LiveReleases, type ReleaseSource } from './liveReleases';
import { LOAD_FAILURES_PATH } from './loadFailures';
import { Previews } from './preview';
import { previewSecret, type PreviewGrant } from '@tekvana/release-kit/previewToken';
import { releaseDeployConfig, type ReportUrls } from './releaseDeployConfig';
import { CLIENT_ERRORS_PATH } from './clientErrors';
import { ReleaseFiles } from './releaseFiles';
import { ShellFiles } from './shellFiles';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';

/** Each app's live release id; an app without one is served from its build. */
export type LiveIds = Partial<Record<ReleaseApp, string>>;

/** A file of a build; undefined when the build has none (one made before the file existed). */
const readBuildFile = (file: string) =>
  fs.promises.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

export interface SiteReleasesOptions {
  /** The environment to follow; absent: every app is served from its build. */
  releases?: ReleaseSource;
  /** Preview links (decision 053) on a site that follows a store; on unless false. */
  previews?: boolean;
}

/**
 * What the site serves of each app: the live release of the environment it follows, or the app's build. Follows
 * the environment's switches (docs/decisions/052-the-site-follows-its-releases.md), keeps the deploy config the
 * browser gets and the live shell's index.html current, and tells its listeners (the renderer) after each switch.
 */
export class SiteReleases {
  private config: DeployConfig;
  private shellIndex = '';
  private readonly listeners: (() => void)[] = [];
  private readonly reports: ReportUrls;
  readonly files: ReleaseFiles | undefined;
  readonly shellFiles: ShellFiles | undefined;
  readonly previews: Previews | undefined;
  private live: LiveReleases | undefined;

  private constructor(
    private readonly base: DeployConfig,
    source: ReleaseSource | undefined,
    previews: boolean,
  ) {
    this.reports = {
      failureReportUrl: `${base.siteUrl}${LOAD_FAILURES_PATH}`,
      errorReportUrl: `${base.siteUrl}${CLIENT_ERRORS_PATH}`,
    };
    this.config = base;
    this.files =
      source &&
      new ReleaseFiles(
        source.store,
        undefined,
        undefined,
        (app, id) => !!this.live && namesRelease(this.live.record, app, id),
      );
    this.shellFiles = this.files && new ShellFiles(this.files, distOf('shell'), () => this.liveIds().shell);
    this.previews =
      this.files && source && previews
        ? new Previews(
            previewSecret(process.env, source.store instanceof FolderReleaseStore ? source.store.root : undefined),
            this.files,
            // Behind a TLS proxy the request itself says http: the public URL says whether the cookie must be Secure.
            new URL(base.siteUrl).protocol === 'https:',
          )
        : undefined;
  }

  /** Starts following `options.releases` (when given) and reads the live shell's index.html. */
  static async follow(base: DeployConfig, options: SiteReleasesOptions = {}): Promise<SiteReleases> {
    const site = new SiteReleases(base, options.releases, options.previews !== false);
    if (options.releases) site.live = await LiveReleases.follow(options.releases, (apps) => site.switched(apps));
    site.config = site.configOf(site.live?.record);
    site.shellIndex = await site.readShellIndex();
    return site;
  }

  /** The deploy config the browser gets now. */
  deployConfig(): DeployConfig {
    return this.config;
  }

  /**
   * The deploy config of an environment record: the live releases' URLs, their fallbacks and the failure report. With
   * `canaryApps`, a canary visitor's: those apps' canaries in place of their live releases, which they fall back to
   * (docs/decisions/089-canary-releases.md).
   */
  configOf(record: EnvironmentRecord | undefined, canaryApps: readonly CanaryApp[] = []): DeployConfig {
    if (!record) return this.base;
    const live: LiveIds = { ...record.live };
    const previous: LiveIds = {};
    for (const app of CANARY_APPS) {
      const canary = canaryApps.includes(app) ? canaryOf(record, app) : undefined;
      previous[app] = canary ? record.live[app] : previousRelease(record, app);
      if (canary) live[app] = canary.id;
    }
    return releaseDeployConfig(this.base, live, previous, this.reports);
  }

  /** Each app's live release id now. */
  liveIds(): LiveIds {
    return { ...this.live?.record.live };
  }

  /** The environment's record now; undefined for a site served from its builds. */
  record(): EnvironmentRecord | undefined {
    return this.live?.record;
  }

  /** The live shell's index.html (its brand is read from it). */
  liveShellIndex(): string {
    return this.shellIndex;
  }

  /** The preview the request's cookie grants, with the deploy config of the live site with that release in. */
  async previewOf(request: FastifyRequest): Promise<{ grant: PreviewGrant; config: DeployConfig } | undefined> {
    const grant = this.live && (await this.previews?.grantOf(request));
    if (!grant || !this.live) return undefined;
    const record = this.live.record;
    return { grant, config: this.configOf({ ...record, live: { ...record.live, [grant.app]: grant.id } }) };
  }

  /** A file of an app's release, or of its build when `id` is undefined (no release of it is live). */
  file(app: AppName, id: string | undefined, file: string): Promise<Buffer | undefined> {
    return id && this.files ? this.files.read(app, id, file) : readBuildFile(path.join(distOf(app), file));
  }

  /** The files of an app's release, or of its build. */
  async fileNames(app: AppName, id: string | undefined): Promise<string[]> {
    return id && this.files
      ? ((await this.files.record(app, id))?.files.map((listed) => listed.path) ?? [])
      : fs.promises.readdir(distOf(app));
  }

  /** The files the live content release (or the content build) ships for this server. */
  readonly content: ContentSource = () => {
    const release = this.liveIds().content;
    return { release: release ?? '', read: (file) => this.file('content', release, file) };
  };

  /** Calls `listener` after each switch, once the deploy config and the shell's files follow it. */
  onSwitch(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Throws what keeps the site from serving what is live (a readiness check): the store's record of the environment
   * cannot be read, or, on the builds, the shell's build is missing.
   */
  async check(): Promise<void> {
    if (this.live) return this.live.readable();
    await fs.promises.access(path.join(distOf('shell'), 'index.html'));
  }

  stop(): void {
    this.live?.stop();
  }

  private switched(apps: ReleaseApp[]): void {
    this.config = this.configOf(this.live?.record);
    if (apps.includes('shell')) {
      this.shellFiles?.switched();
      this.readShellIndex()
        .then((html) => (this.shellIndex = html))
        .catch((error: unknown) =>
          console.warn(
            `releases: the new shell's index.html not read (${messageOf(error)}); the old one's brand stays`,
          ),
        );
    }
    for (const listener of this.listeners) listener();
  }

  private async readShellIndex(): Promise<string> {
    return (
      (await this.shellFiles?.read('index.html'))?.body.toString('utf8') ??
      fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8')
    );
  }
}
