import { test as pageTest } from '@playwright/test';
import {
  expectNoViolations,
  HEADER_TEXT,
  lowContrastText,
  scrollThrough,
  scrollToTop,
  waitForPageReady,
  WIDTHS,
} from '../support/axe';
import { siteRoutes } from '../support/siteRoutes';
import { expect, test } from '../support/warmPage';

const JOB_DESCRIPTION = '/current-openings/job-description';

/** A job page needs a real opening: a seeded one (the hostile openings of the XSS suite are tested there). */
const SEEDED_JOB_ID = 24061;

const routes = [
  ...new Set([
    ...siteRoutes,
    '/not-found',
    '/current-openings/job-openings',
    `${JOB_DESCRIPTION}?jobId=${SEEDED_JOB_ID}`,
  ]),
];

// Final states for contrast: count-ups show their values, fade-ins are in, carousels hold still.
test.use({ reducedMotion: 'reduce' });

test.describe('every route meets WCAG 2.2 AA (axe)', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { name, width, height } of WIDTHS) {
    for (const route of routes) {
      test(`${route} at ${name} width`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(route);
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

// Its own page: hovering leaves the pointer over a menu, which would open a dropdown on the shared page.
pageTest('header texts keep AA contrast when hovered over a light page top', async ({ page }) => {
  // The 404 page has no dark banner: the translucent bar lies over white, its weakest background.
  await page.goto('/not-found');
  await waitForPageReady(page);
  const items = page.locator('header .navbar-nav > .nav-item > .nav-link');
  for (let index = 0; index < (await items.count()); index += 1) {
    await items.nth(index).hover();
    expect
      .soft(await lowContrastText(page, [`header .navbar-nav > .nav-item > .nav-link:hover`]), `item ${index + 1}`)
      .toEqual([]);
  }
});
