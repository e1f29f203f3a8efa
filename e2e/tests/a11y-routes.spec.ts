import { expect, test } from '@playwright/test';
import { apiOrigin } from '../support/ports';
import { expectNoViolations, HEADER_TEXT, lowContrastText, scrollThrough, scrollToTop, siteRoutes, waitForPageReady, WIDTHS } from '../support/axe';

// Final states for contrast: count-ups show their values, fade-ins are in, carousels hold still.
test.use({ reducedMotion: 'reduce' });

test.describe('every route meets WCAG 2.2 AA (axe)', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { name, width, height } of WIDTHS) {
    test(`menu, footer, 404, openings and job routes at ${name} width`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      const openings = (await (await page.request.get(`${apiOrigin}/get/requirement`)).json()) as { REQ_ID: number }[];
      expect(openings.length).toBeGreaterThan(0);
      const routes = [
        ...(await siteRoutes(page)),
        '/not-found',
        '/current-openings/job-openings',
        `/current-openings/job-description?jobId=${openings[0]?.REQ_ID}`,
      ];

      for (const route of new Set(routes)) {
        await page.goto(route);
        await waitForPageReady(page);
        await scrollThrough(page);
        // Back at the top, with everything below loaded: the header is in its transparent state.
        await scrollToTop(page);
        expect.soft(await lowContrastText(page, HEADER_TEXT), `${route} (${name}): header over the page top`).toEqual([]);
        await expectNoViolations(page, `${route} (${name})`);
      }
    });
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
