import { test as base, type Page } from '@playwright/test';
import { origin, ports } from './ports';

/**
 * For suites of one test per route: the tests of a worker share one browser page and each navigates it to its
 * route, as a visitor moves through the site. The shell, the remotes and axe then come from a warm renderer;
 * a new page per test made every route take about 1.5 s longer and the sweep twice as long. Only for tests that
 * read pages and leave no listeners behind. A failed test ends its worker, so the next test starts on a new page.
 * Motion is reduced, so pages reach their final state at once (count-ups show their values, carousels hold
 * still) for contrast checks.
 */
export const test = base.extend<object, { warmPage: Page }>({
  warmPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: origin(ports.shell), reducedMotion: 'reduce' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmPage }, use) => {
    await use(warmPage);
  },
});

export { expect } from '@playwright/test';
