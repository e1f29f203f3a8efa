import { chromium, type Browser } from 'playwright-core';
import type { DeployConfig, RemoteName, SiteOutline } from '@tekvana/shared';
import { chromiumLaunchOptions } from '../chromium';
import { contentRoutes } from '../seo/sitemap';
import type { CapturedPage } from './compose';
import { collectCriticalCss } from './criticalCss';

const READY_TIMEOUT_MS = 20_000;
const PARALLEL_PAGES = 3;

/**
 * Runs in the page: React's markup of the live app (the shell offers it to the prerender step, see
 * shell/src/prerender/captureHook.ts) and the head tags the app set, ready to be served as HTML.
 */
async function readPage() {
  const hook = (window as { tekvanaPrerender?: { markup?: () => Promise<string> } }).tekvanaPrerender;
  const markup = hook?.markup;
  if (!markup) throw new Error('the shell offered no markup');
  const template = document.createElement('template');
  template.innerHTML = await markup();
  // React writes the page's head tags (title, meta, canonical, preloads) first; they are served in <head>, where
  // hydration looks for them.
  for (const element of [...template.content.children]) {
    if (['TITLE', 'META', 'LINK'].includes(element.tagName)) element.remove();
  }
  // Typing into a form before its section is live would be lost: the shell lifts `inert` when the section is.
  template.content.querySelectorAll('.page-section').forEach((section) => {
    if (section.querySelector('form, input, select, textarea')) section.setAttribute('inert', '');
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
    remotes: [...document.querySelectorAll<HTMLElement>('[data-remote]')].map(
      (element) => element.dataset.remote ?? '',
    ),
  };
}

/**
 * Opens every content route of the running site in Chromium (the routes come from the site data the
 * served content remote ships), waits until the app says the page is complete, and returns what it
 * rendered. Motion is reduced so counters and carousels are captured in their final state.
 */
export async function capturePages(
  shellOrigin: string,
  config: DeployConfig,
  only?: string[],
): Promise<Map<string, CapturedPage>> {
  const browser: Browser = await chromium.launch(chromiumLaunchOptions);
  const captured = new Map<string, CapturedPage>();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // Functions sent to the page are compiled by tsx, which may wrap inner functions in its `__name` helper.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // Asks the shell for React's markup of each page (shell/src/prerender/captureHook.ts).
    await context.addInitScript({ content: 'window.tekvanaPrerender = {};' });
    const first = await context.newPage();
    await first.goto(`${shellOrigin}/`, { waitUntil: 'load' });
    await first.waitForSelector('html[data-page-ready="true"]', { timeout: READY_TIMEOUT_MS });
    const outline = (await first.evaluate(() =>
      JSON.parse(localStorage.getItem('siteData') ?? 'null'),
    )) as SiteOutline | null;
    await first.close();
    if (!outline) throw new Error('the site stored no site data');
    const queue = contentRoutes(outline).filter((route) => !only || only.includes(route));
    await Promise.all(
      Array.from({ length: PARALLEL_PAGES }, async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          try {
            await page.goto(`${shellOrigin}${route}`, { waitUntil: 'load' });
            await page.waitForSelector('html[data-page-ready="true"]', { timeout: READY_TIMEOUT_MS });
            const { remotes, ...content } = await page.evaluate(readPage);
            const criticalCss = await page.evaluate(collectCriticalCss);
            const used = [...new Set(remotes)].filter(
              (remote): remote is RemoteName => remote in config.remotes && remote !== 'content',
            );
            captured.set(route, { ...content, criticalCss, remotes: used });
          } catch (error) {
            // A page that cannot be captured is served as the plain app: slower, never broken.
            console.warn(
              `prerender: ${route} skipped (${error instanceof Error ? error.message.split('\n')[0] : error})`,
            );
          }
        }
        await page.close();
      }),
    );
  } finally {
    await browser.close();
  }
  return captured;
}
