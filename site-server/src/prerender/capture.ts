import type { Browser, BrowserContext } from 'playwright-core';
import type { DeployConfig, RemoteName, SiteOutline } from '@tekvana/contracts';
import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';
import { chromiumLaunchOptions } from '../chromium';
import { contentRoutes } from '../seo/sitemap';
import { CAPTURE_HEADER } from '../serve/prerenderKey';
import type { CapturedPage } from './compose';
import { collectCriticalCss } from './criticalCss';

/** The shell marks the page once every section of it has loaded or failed (shell/src/firstPaint/pageReady.ts). */
const PAGE_READY_SELECTOR = `html[${PAGE_READY_ATTRIBUTE}="true"]`;

const READY_TIMEOUT_MS = 20_000;
/** Pages open at once: enough to overlap network waits, few enough for a 2-core machine. */
const PARALLEL_PAGES = 3;

/**
 * Runs in the page: React's markup of the live app, the data the apps rendered it with (both offered through
 * the hook of `@tekvana/shared/prerender`) and the head tags the app set, ready to be served as HTML.
 */
async function readPage() {
  const hook = window.tekvanaPrerender;
  const markup = hook?.markup;
  if (!markup) throw new Error('the shell offered no markup');
  const template = document.createElement('template');
  template.innerHTML = await markup();
  // React writes the page's head tags (title, meta, canonical, preloads) first; they are served in <head>, where
  // hydration looks for them.
  for (const element of [...template.content.children]) {
    if (['TITLE', 'META', 'LINK'].includes(element.tagName)) element.remove();
  }
  // Typing into a form before its section is live would be lost: forms and fields are inert in the copy, marked
  // so that the shell lifts exactly this when the section is live; the text around them stays readable.
  template.content.querySelectorAll('form, input, select, textarea').forEach((element) => {
    if (element.parentElement?.closest('form')) return;
    element.setAttribute('inert', '');
    element.setAttribute('data-prerender-inert', '');
  });
  const selector = [
    'meta[name="description"]',
    'meta[name="robots"]',
    'link[rel="canonical"]',
    'meta[property^="og:"]',
    'meta[name^="twitter:"]',
  ].join(',');
  return {
    title: document.title,
    headTags: [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML),
    rootHtml: template.innerHTML,
    data: Object.fromEntries(Object.entries(hook?.data ?? {}).map(([app, provide]) => [app, provide()])),
    remotes: [...document.querySelectorAll<HTMLElement>('[data-remote]')].map(
      (element) => element.dataset.remote ?? '',
    ),
  };
}

async function captureRoutes(
  context: BrowserContext,
  shellOrigin: string,
  config: DeployConfig,
  routes: readonly string[],
  request: CaptureRequest,
): Promise<Map<string, CapturedPage>> {
  const captured = new Map<string, CapturedPage>();
  const queue = [...routes];
  const { signal, madeWith, onPage } = request;
  await Promise.all(
    Array.from({ length: PARALLEL_PAGES }, async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route !== undefined && !signal?.aborted; route = queue.shift()) {
        // Read as the page is opened: the page loads the releases live then, and is tagged with them.
        const releases = madeWith?.() ?? {};
        try {
          await page.goto(`${shellOrigin}${route}`, { waitUntil: 'load' });
          await page.waitForSelector(PAGE_READY_SELECTOR, { timeout: READY_TIMEOUT_MS });
          // A section can be ready and still fetching what it shows (a job's opening): wait for every spinner to go.
          await page.waitForFunction(() => !document.querySelector('.spinner-border'), null, {
            timeout: READY_TIMEOUT_MS,
          });
          // A section that failed to load would stay failed in the copy, with a Try again that no longer works:
          // such a page is better served as the plain app, which loads its sections afresh.
          if (await page.locator('#root .section-fallback').count())
            throw new Error('a section of the page failed to load');
          const { remotes, ...content } = await page.evaluate(readPage);
          const criticalCss = await page.evaluate(collectCriticalCss);
          const used = [...new Set(remotes)].filter(
            (remote): remote is RemoteName => remote in config.remotes && remote !== 'content',
          );
          const pageCaptured: CapturedPage = { ...content, criticalCss, remotes: used };
          captured.set(route, pageCaptured);
          onPage?.(route, pageCaptured, releases);
        } catch (error) {
          // Stopped on purpose: the browser is closing, and the pages not reached are no failure.
          if (signal?.aborted) break;
          // A page that cannot be captured is served as the plain app: slower, never broken.
          console.warn(
            `prerender: ${route} skipped (${error instanceof Error ? error.message.split('\n')[0] : error})`,
          );
        }
      }
      await page.close().catch(() => undefined);
    }),
  );
  return captured;
}

/** Opens the site's home page and reads the site outline the app stored (decision 007). */
async function readOutline(context: BrowserContext, shellOrigin: string): Promise<SiteOutline> {
  const first = await context.newPage();
  try {
    await first.goto(`${shellOrigin}/`, { waitUntil: 'load' });
    await first.waitForSelector(PAGE_READY_SELECTOR, { timeout: READY_TIMEOUT_MS });
    const outline = (await first.evaluate(() =>
      JSON.parse(localStorage.getItem('siteData') ?? 'null'),
    )) as SiteOutline | null;
    if (!outline) throw new Error('the site stored no site data');
    return outline;
  } finally {
    await first.close();
  }
}

/** Which pages to capture: every content route of the site data, and/or the given routes. */
export interface CaptureRequest {
  contentRoutes: boolean;
  routes?: readonly string[];
  /** Keeps only these routes (tests capture a few). */
  only?: readonly string[];
  /** Leaves out the routes it says (a copy made with the live releases is there already). */
  skip?: (route: string) => boolean;
  /** The releases live now; read as each page is opened, and handed to `onPage` as what the page was made with. */
  madeWith?: () => PageReleases;
  /** Told of each page as soon as it is captured, so that a capture cut short keeps what it made. */
  onPage?: (route: string, page: CapturedPage, madeWith: PageReleases) => void;
  /** Stops the capture: no page is opened after it, and the browser is closed at once. */
  signal?: AbortSignal;
}

/** The release of each app, by app; an app missing is served from its build. */
export type PageReleases = Partial<Record<'shell' | RemoteName, string>>;

/** The signature of `capturePages`, for tests that stand in for Chromium. */
export type CapturePages = typeof capturePages;

/**
 * Opens the requested routes of the running site in Chromium (content routes come from the site data the served
 * content remote ships), waits until the app says each page is complete, and returns what it rendered, with the
 * content routes it found.
 */
export async function capturePages(
  shellOrigin: string,
  config: DeployConfig,
  request: CaptureRequest,
): Promise<{ pages: Map<string, CapturedPage>; contentRoutes: string[] }> {
  // Loaded on the first capture: about 80 MB an instance that never captures does not hold (decision 057).
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch(chromiumLaunchOptions);
  const close = () => void browser.close().catch(() => undefined);
  request.signal?.addEventListener('abort', close, { once: true });
  try {
    request.signal?.throwIfAborted();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // Functions sent to the page are compiled by tsx, which may wrap inner functions in its `__name` helper.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // Asks the apps for their markup and data (`@tekvana/shared/prerender`).
    await context.addInitScript({ content: 'window.tekvanaPrerender = {};' });
    // The page itself, not a copy made earlier; only page requests carry the header, so no API call is preflighted.
    await context.route(`${shellOrigin}/**`, (route) =>
      route.request().isNavigationRequest()
        ? route.continue({ headers: { ...route.request().headers(), [CAPTURE_HEADER]: '1' } })
        : route.continue(),
    );
    const content = request.contentRoutes ? contentRoutes(await readOutline(context, shellOrigin)) : [];
    const routes = [...content, ...(request.routes ?? [])].filter(
      (route) => (!request.only || request.only.includes(route)) && !request.skip?.(route),
    );
    return { pages: await captureRoutes(context, shellOrigin, config, routes, request), contentRoutes: content };
  } finally {
    request.signal?.removeEventListener('abort', close);
    await browser.close().catch(() => undefined);
  }
}
