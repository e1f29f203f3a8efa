import type { Page } from '@playwright/test';
import { apiOrigin } from '../support/ports';
import { expectNoViolations, HEADER_TEXT, lowContrastText, scrollThrough, scrollToTop, waitForPageReady, WIDTHS } from '../support/axe';
import { siteRoutes } from '../support/siteRoutes';
import { expect, test } from '../support/warmPage';

const JOB_DESCRIPTION = '/current-openings/job-description';

/** A job page needs a real opening: the newest one the API lists. */
async function withJobId(page: Page, route: string): Promise<string> {
  if (route !== JOB_DESCRIPTION) return route;
  const openings = (await (await page.request.get(`${apiOrigin}/get/requirement`)).json()) as { REQ_ID: number }[];
  expect(openings.length).toBeGreaterThan(0);
  return `${route}?jobId=${openings[0]?.REQ_ID}`;
}

const routes = [...new Set([...siteRoutes, '/not-found', '/current-openings/job-openings', JOB_DESCRIPTION])];

test.describe('every route meets WCAG 2.2 AA (axe)', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { name, width, height } of WIDTHS) {
    for (const route of routes) {
      test(`${route} at ${name} width`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(await withJobId(page, route));
        await waitForPageReady(page);
        await scrollThrough(page);
        // Back at the top, with everything below loaded: the header is in its transparent state.
        await scrollToTop(page);
        expect.soft(await lowContrastText(page, HEADER_TEXT), 'header over the page top').toEqual([]);
        await expectNoViolations(page, `${route} (${name})`);
      });
    }
  }
});

test('header texts keep AA contrast when hovered over a light page top', async ({ page }) => {
  // The 404 page has no dark banner: the translucent bar lies over white, its weakest background.
  await page.goto('/not-found');
  await waitForPageReady(page);
  const items = page.locator('header .navbar-nav > .nav-item > .nav-link');
  for (let index = 0; index < (await items.count()); index += 1) {
    await items.nth(index).hover();
    expect.soft(await lowContrastText(page, [`header .navbar-nav > .nav-item > .nav-link:hover`]), `item ${index + 1}`).toEqual([]);
  }
});
