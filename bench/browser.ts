import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium';
import { withTimeout } from './servers';

/** Lighthouse's mobile screen, so byte and timing numbers load the same sections and images as its runs. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };

export function launchBrowser(): Promise<Browser> {
  return withTimeout(chromium.launch(chromiumLaunchOptions), 60_000, 'launching Chromium');
}

/** Waits until the page has made no request for quietMs (bounded): sections load in a chain after site data. */
export async function waitForQuietNetwork(
  inFlight: () => number,
  lastActivity: () => number,
  quietMs = 1000,
  limitMs = 15_000,
) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (inFlight() === 0 && Date.now() - lastActivity() >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh context (empty cache) with Lighthouse's mobile viewport. The bench runs under tsx, which wraps named
 * functions in __name() calls; functions sent into the page keep those calls, so the page gets a no-op __name.
 */
export async function newBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}
