import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { sectionModuleOf, type DeployConfig, type RemoteName } from '@tekvana/contracts';
import { CAREERS_ROUTES, jobPageHref } from '@tekvana/contracts/careersRoutes';
import type { PageHtml } from '../http/staticServer';
import type { ReleaseApp } from '@tekvana/release-kit/store';
import { renderedDocument, withStyles } from './document';
import { preconnects } from './indexHtml';
import { PageCss } from './pageCss';
import { RenderPool, type RenderPoolOptions } from './pool';
import type { WorkerStart } from './protocol';
import { SERVER_BUILD_FILE } from './serverBuild';
import { setStylesheets, type SetStylesheets } from './stylesheets';

/** Each app's live release id; an app without one is served, and rendered, from its build. */
export type RenderedReleases = Partial<Record<ReleaseApp, string>>;

/** What the renderer needs of the site: what is live now, and the files of a release or a build. */
export interface RenderSource {
  /**
   * The live releases and the deploy config made from the same record (so a render never mixes two), and the
   * version of the data pages are rendered with (the open jobs' revision, the day): a page kept from another
   * version is not served.
   */
  current(): { live: RenderedReleases; config: DeployConfig; dataVersion: string };
  /** A file of `app`'s release `id` as its record lists it (hash-checked), or of its build when `id` is undefined. */
  file(app: ReleaseApp, id: string | undefined, file: string): Promise<Buffer | undefined>;
  /** The paths of the files of `app`'s release `id`, or of its build. */
  files(app: ReleaseApp, id: string | undefined): Promise<string[]>;
  /** The page frame made from the shell's index.html for `config` (as the copies' frame). */
  frame(index: string, config: DeployConfig): string;
  /** Told when a set loads without a remote's server build (`id`: its release; none for a build). */
  leftOut?(app: 'careers' | 'internship', id: string | undefined): void;
}

const APPS = ['shell', 'content', 'careers', 'internship'] as const;

/** Rendered once on each new worker: the page types whose data a worker fetches (job 0 is no job: one call). */
const WARM_PAGES = [CAREERS_ROUTES.openings, jobPageHref(0)];

/**
 * Rendered pages kept: a page is the same for every visitor of one set of releases and one data version, so a
 * page asked for again within a minute is not rendered again. The minute bounds how stale a page can be when the
 * data changes without the open jobs' revision moving (an API without a change feed).
 */
const KEPT_PAGES_MS = 60_000;
/**
 * Their bytes, counted as they are held: UTF-8 outside V8's heap. Held as strings, they took twice their count (a
 * page with one character beyond Latin-1, ₹ or –, is two bytes a character) and sat in V8's large-object space: the
 * main thread's heap grew by 190 MB over 1,050 renders on the demo data (2026-11-29).
 */
const KEPT_PAGES_BYTES = 32 * 1024 * 1024;

const brotliCompress = promisify(zlib.brotliCompress);

/**
 * A kept page's HTML compressed once at brotli's quality 10, in the thread pool, off the request's path: a tenth
 * smaller than the quality a response is compressed at on the fly, and a first response of at most TCP's first
 * flight (about 14.6 kB) paints a round trip sooner. Measured on the home and a job page (85 kB): quality 10 takes
 * 26-28 ms and is 2% larger than 11, which takes 72-74 ms; 9 and below are within 1% of 5 (1-2 ms). Too much for
 * every response, so only a page asked for again while kept is compressed so, one at a time: after a deploy drops the
 * pages kept, compressing every page again at 11 took the CPU the renders needed (at 100,000 openings, a tenth of the
 * bench's pages then missed their render deadline).
 */
const compressedBest = (html: string | Buffer) =>
  brotliCompress(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });

/**
 * How long a request waits for a set of releases to load before its page is served without a render: a set whose
 * loading hangs (a store that does not answer) costs no visitor more. Loading and warming takes 0.3-1.5 s on the
 * 2-core machine while tests run, more when the machine is busier; a worker's own load is bounded at 10 s too.
 */
const SET_WAIT_MS = 10_000;

/**
 * How long a set that could not be loaded is served without a render before it is tried again: a store that did not
 * answer, or a busy moment, must not leave an instance unrendered until the next deploy.
 */
const RETRY_UNLOADED_MS = 60_000;

/** How long a request waits for its set (`setWaitMs`), and a set that could not be loaded is left (`retryMs`). */
export interface RendererTimes {
  setWaitMs?: number;
  retryMs?: number;
}

/** A set's pool once its server builds are loaded, the page frame, and its pages' styles. */
interface LoadedSet {
  pool: RenderPool;
  frame: string;
  css: PageCss;
  /** The deploy config the set renders with: where its pages' remotes are. */
  config: DeployConfig;
}

/** The remotes a page's sections come from. */
const remotesOf = (sectionTypes: readonly string[] = []): RemoteName[] => [
  ...new Set(sectionTypes.flatMap((type) => sectionModuleOf(type)?.remote ?? [])),
];

/** One set of live releases, and what it loaded (undefined: its server builds cannot be). */
interface RenderSet {
  key: string;
  loaded: Promise<LoadedSet | undefined>;
  /** When it turned out it could not be loaded. */
  failedAt?: number;
}

const keyOf = (live: RenderedReleases) => APPS.map((app) => `${app}@${live[app] ?? 'build'}`).join('|');

/**
 * Renders the site's pages on the server from the server builds of the live releases (or the builds), in worker
 * threads (docs/decisions/071-server-rendering-from-releases.md). Each set of live releases gets a pool of its
 * own: the first request after a switch renders with the new set (waiting for it to load), and the previous set's
 * pool drains (renders in flight answer) and ends, so no team's old code stays loaded. A set without the shell's
 * or the content remote's server build, or whose shell cannot be loaded, renders nothing: its pages are served as
 * without a render, with one line logged. Complete pages are kept a minute (KEPT_PAGES_MS).
 */
export class LiveRenderer {
  private set: RenderSet | undefined;
  private readonly pools = new Set<RenderPool>();
  private readonly kept = new LRUCache<string, PageHtml>({
    maxSize: KEPT_PAGES_BYTES,
    // With room for the compressed copy made once the page is kept (about a fifth of the HTML).
    sizeCalculation: (page) => Math.ceil(Buffer.byteLength(page.html) * 1.25),
    ttl: KEPT_PAGES_MS,
  });
  /** Renders under way, by the same key: requests for one page at once share one render. */
  private readonly rendering = new Map<string, Promise<PageHtml | undefined>>();
  private closed = false;
  /** Whether a kept page is being compressed at quality 10 (compressedBest): one at a time. */
  private compressing = false;

  constructor(
    private readonly source: RenderSource,
    private readonly poolOptions: Omit<RenderPoolOptions, keyof WorkerStart | 'warm'> = {},
    private readonly times: RendererTimes = {},
  ) {}

  /**
   * The served HTML of a page rendered on the server, or undefined to serve it as without a render. `status` is
   * the page's: only a page found (200) is kept, since anyone can make up paths that are not. Bound: the page
   * handler is given this function alone.
   */
  readonly render = async (
    _pathname: string,
    requestUrl: string,
    status = 200,
    traceparent?: string,
  ): Promise<PageHtml | undefined> => {
    if (this.closed) return undefined;
    const { set, dataVersion } = this.setNow();
    const key = `${set.key} ${dataVersion} ${status} ${requestUrl}`;
    const kept = this.kept.get(key);
    if (kept) {
      this.compressOnce(kept);
      return kept;
    }
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.renderOnce(set, requestUrl, status === 200 ? key : undefined, traceparent).finally(() =>
        this.rendering.delete(key),
      );
      this.rendering.set(key, rendering);
    }
    return rendering;
  };

  /** Renders with `set` once it is loaded (waiting at most `setWaitMs`), keeping a complete page under `keepAs`. */
  private async renderOnce(
    set: RenderSet,
    requestUrl: string,
    keepAs: string | undefined,
    traceparent: string | undefined,
  ): Promise<PageHtml | undefined> {
    let waited: ReturnType<typeof setTimeout> | undefined;
    const loaded = await Promise.race([
      set.loaded,
      new Promise<undefined>(
        (resolve) => (waited = setTimeout(() => resolve(undefined), this.times.setWaitMs ?? SET_WAIT_MS)),
      ),
    ]).finally(() => clearTimeout(waited));
    const page = loaded && (await loaded.pool.render(requestUrl, traceparent));
    if (!page || !loaded) return undefined;
    const unstyled = renderedDocument(loaded.frame, page, preconnects(loaded.config, remotesOf(page.sectionTypes)));
    const html = withStyles(unstyled, loaded.css.of(page.sectionTypes, unstyled));
    // A page rendered without some answers (left to the browser, or in a loading state) is not kept.
    if (keepAs && page.complete === true) this.kept.set(keepAs, { html: Buffer.from(html), kept: true });
    return { html };
  }

  /** Gives a kept page its compressedBest copy, unless one is being made (it is then asked at the next hit). */
  private compressOnce(page: PageHtml): void {
    if (page.brotli || this.compressing) return;
    this.compressing = true;
    compressedBest(page.html)
      .then(
        (brotli) => (page.brotli = brotli),
        // Served compressed on the fly instead.
        () => undefined,
      )
      .finally(() => (this.compressing = false));
  }

  /**
   * Starts loading what is live now, so the next request finds it ready (after a switch, at start); settles once the
   * set is loaded or could not be (its pages are then rendered in the browser).
   */
  async prepare(): Promise<void> {
    await this.setNow().set.loaded;
  }

  /**
   * The set of what is live now, loading it (and retiring the one before) when it changed, or when it could not be
   * loaded a while ago; the data version.
   */
  private setNow(): { set: RenderSet; dataVersion: string } {
    const { live, config, dataVersion } = this.source.current();
    const key = keyOf(live);
    const failedAt = this.set?.failedAt;
    const retry = failedAt !== undefined && Date.now() - failedAt >= (this.times.retryMs ?? RETRY_UNLOADED_MS);
    if (this.set?.key === key && !retry) return { set: this.set, dataVersion };
    const previous = this.set;
    const loaded = this.load(live, config, key);
    const set: RenderSet = { key, loaded };
    this.set = set;
    void loaded.then((done) => {
      if (!done && this.set === set) set.failedAt = Date.now();
    });
    // The set before keeps answering the renders it took, and ends once the new one is ready (or failed).
    if (previous) void loaded.finally(() => previous.loaded.then((old) => old && this.retire(old.pool)));
    // Pages of the set before are never served again.
    this.kept.clear();
    return { set: this.set, dataVersion };
  }

  /**
   * Loads a set: its files, a pool warmed with them, where its styles are. Never rejects: a set that cannot be
   * loaded, or is replaced while it loads (its pool then closes at once), resolves undefined.
   */
  private async load(live: RenderedReleases, config: DeployConfig, key: string): Promise<LoadedSet | undefined> {
    let pool: RenderPool | undefined;
    const stillLive = () => !this.closed && this.set?.key === key;
    const started = Date.now();
    try {
      const files = await Promise.all([
        this.source.file('shell', live.shell, 'index.html'),
        ...APPS.map((app) => this.source.file(app, live[app], SERVER_BUILD_FILE)),
      ]);
      const [index, ...codes] = files;
      // Without the shell or the site data nothing renders; a careers or internship release without a server build
      // (made before them) has its sections rendered in the browser.
      const needed = ['shell', 'content'] as const;
      const lacking = [
        ...(index ? [] : [`the shell's index.html`]),
        ...needed.filter((app) => !codes[APPS.indexOf(app)]).map((app) => `a server build of ${app}`),
      ];
      if (!index || lacking.length > 0) {
        console.warn(
          `render: ${releasesOf(live)} lack ${lacking.join(', ')}: pages are served without a server render (npm run build makes them).`,
        );
        return undefined;
      }
      if (!stillLive()) return undefined;
      const bundles = Object.fromEntries(
        APPS.flatMap((app, at) => {
          const code = codes[at];
          return code ? [[app, code.toString('utf8')]] : [];
        }),
      ) as WorkerStart['bundles'];
      pool = new RenderPool({ ...this.poolOptions, bundles, config, warm: WARM_PAGES });
      this.pools.add(pool);
      // The pool logged why it could not load; such a set is tried again later (RETRY_UNLOADED_MS).
      if (!(await pool.ready()) || !stillLive()) return this.dropped(pool);
      const leftOut = await pool.leftOut();
      if (leftOut.length > 0)
        console.warn(
          `render: ${releasesOf(live)}: sections of ${leftOut.map(({ app, reason }) => `${app}: ${reason}`).join('; ')} are rendered in the browser only.`,
        );
      for (const { app } of leftOut) this.source.leftOut?.(app, live[app]);
      const css = await PageCss.load(await this.stylesOf(live, config), ({ app, file }) =>
        this.source.file(app, live[app], file),
      );
      if (!stillLive()) return this.dropped(pool);
      const frame = this.source.frame(index.toString('utf8'), config);
      console.log(`render: ${releasesOf(live)} loaded and warmed in ${Date.now() - started} ms.`);
      return { pool, frame, css, config };
    } catch (error) {
      console.warn(
        `render: ${releasesOf(live)} could not be loaded (${error instanceof Error ? error.message : String(error)}); pages are served without a server render.`,
      );
      return pool && this.dropped(pool);
    }
  }

  /** Ends a pool that will take no render (its set failed or was replaced). */
  private dropped(pool: RenderPool): undefined {
    pool.close();
    this.pools.delete(pool);
    return undefined;
  }

  /** Where the set's styles are; none when its files cannot be read (the app then loads them itself). */
  private async stylesOf(live: RenderedReleases, config: DeployConfig): Promise<SetStylesheets> {
    const remotes = ['content', 'careers', 'internship'] as const;
    const read = await Promise.all([
      this.source.files('shell', live.shell),
      ...remotes.map((app) => this.source.file(app, live[app], 'mf-manifest.json')),
    ]).catch(() => undefined);
    if (!read) return { shell: [], modules: new Map() };
    const [shellFiles, ...manifests] = read as [string[], ...(Buffer | undefined)[]];
    const texts = Object.fromEntries(remotes.map((app, at) => [app, manifests[at]?.toString('utf8')]));
    return setStylesheets(shellFiles, texts, config);
  }

  private retire(pool: RenderPool): void {
    void pool.drain().finally(() => this.pools.delete(pool));
  }

  close(): void {
    this.closed = true;
    this.kept.clear();
    for (const pool of this.pools) pool.close();
    this.pools.clear();
  }
}

const releasesOf = (live: RenderedReleases) => APPS.map((app) => `${app} ${live[app] ?? '(build)'}`).join(', ');
