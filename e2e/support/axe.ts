import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { MenuItem, SiteData } from '@tekvana/shared';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: the site's conformance target. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The shell sets this once every section of the first page has loaded (or failed). */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-page-ready="true"]')).toBeAttached({ timeout: 15_000 });
}

/**
 * Walks down the page a screen at a time so lazy images and scroll-triggered content load and reach their final
 * state (the suite runs with reduced motion, so there is nothing to wait out).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
  await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))));
}

export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('header.site-header')).not.toHaveClass(/site-header--solid/);
}

/** One line per failing node, readable in a test report: rule, where, and axe's own summary of what is wrong. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a helper page per run, which triples the time and
  // buys nothing here (the site has no cross-origin frames).
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`),
  );
}

/** Fails softly with every violation listed, so one run reports all routes. */
export async function expectNoViolations(page: Page, where: string, include?: string): Promise<void> {
  expect.soft(await axeViolations(page, include), where).toEqual([]);
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu ?? [])]);

/** Every internal route the menus and the footer of the stored site data lead to. */
export async function siteRoutes(page: Page): Promise<string[]> {
  await page.goto('/home');
  await waitForPageReady(page);
  const siteData = await page.evaluate(() => JSON.parse(localStorage.getItem('siteData') ?? 'null') as SiteData);
  const targets = [
    ...flatten(siteData.header.menu),
    ...flatten(siteData.header.secondaryMenu),
    ...siteData.footer.columns.flatMap((column) => column.links),
  ].map((item) => item.targetUrl);
  return [...new Set(targets.filter((url) => url.startsWith('/')))];
}
