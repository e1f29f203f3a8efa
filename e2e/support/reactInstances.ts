import type { Page } from '@playwright/test';

/**
 * Stands in for the React DevTools hook before any script runs: every react-dom copy that starts registers
 * its renderer here, so the count is the number of React DOM instances on the page.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
    Object.defineProperty(window, '__reactRenderers', { get: () => renderers.length });
  });
}

export const reactRendererCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
