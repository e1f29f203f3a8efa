import { chromium, type Browser } from 'playwright-core';
import type { DeployConfig, RemoteName, SiteOutline } from '@tekvana/shared';
import { chromiumLaunchOptions } from '../chromium';
import { contentRoutes } from '../seo/sitemap';
import type { CapturedPage } from './compose';
import { collectCriticalCss } from './criticalCss';

const READY_TIMEOUT_MS = 20_000;
const PARALLEL_PAGES = 3;

/** Runs in the page: what the app put into <head> and #root, ready to be served as HTML. */
function readPage() {
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement;
  // Typing into a copy that is about to be replaced would be lost: forms wait for the live app.
  root.querySelectorAll('.page-section').forEach((section) => {
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
    rootHtml: root.innerHTML,
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
