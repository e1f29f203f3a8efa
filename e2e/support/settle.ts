import type { Page } from '@playwright/test';

/**
 * Resolves after two rendered frames and one task: by then autofocus, animation events and handlers queued by
 * the last action have run. Tests that prove nothing fires wait on this instead of a fixed sleep, which is too
 * short on a slow machine and wasted on a fast one.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}
