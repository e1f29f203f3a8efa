import { test as base, type Page } from '@playwright/test';
import { origin, ports } from './ports';

/**
 * For suites of one test per route: the tests of a worker share one browser page and each navigates it to its
 * route, as a visitor moves through the site. The shell, the remotes and axe then come from a warm renderer;
 * a new page per test made every route take about 1.5 s longer and the sweep twice as long. Each test still
 * gets the viewport and motion preference its `use` options ask for. Only for tests that read pages: a test
 * that adds listeners, moves the pointer or changes storage needs its own page. A failed test ends its worker,
 * so the next test starts on a new page.
 */
export const test = base.extend<object, { warmPage: Page }>({
  warmPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: origin(ports.shell) });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmPage, viewport, reducedMotion }, use) => {
    if (viewport) await warmPage.setViewportSize(viewport);
    await warmPage.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference' });
    await use(warmPage);
  },
});

export { expect } from '@playwright/test';
