/**
 * What the prerender step (site-server/src/prerender/capture.ts) and the apps say to each other (decision 019). The step
 * defines `window.tekvanaPrerender` before a page loads; the shell adds `markup` (React's HTML of the page) and a
 * remote whose first render depends on data it fetched adds a `data` provider. The step serves the markup in
 * #root and the data in one JSON file (decision 040), so that each app's first render on a visitor's browser is the
 * one that made the markup, and hydration adopts it.
 */
export interface PrerenderHook {
  markup?: () => Promise<string>;
  data?: Record<string, () => unknown>;
}

declare global {
  interface Window {
    tekvanaPrerender?: PrerenderHook;
  }
}

/**
 * The id of the `<script type="application/json">` element that holds each app's data, by app. A served copy names
 * its data file on #root instead (PRERENDER_DATA_ATTRIBUTE), and the shell fetches it and places it in such an
 * element before any app reads it (decision 040).
 */
export const PRERENDER_DATA_ID = 'prerender-data';

/** The attribute of a served copy's #root that names the file of its data. */
export const PRERENDER_DATA_ATTRIBUTE = 'data-prerender-data';

/** Where the static server answers the copies' data files, each named by a hash of its content. */
export const PRERENDER_DATA_PATH = '/prerender-data/';

/** Places the apps' data (a JSON text, by app) where `readPrerenderData` finds it: the shell does so for a copy. */
export function placePrerenderData(json: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDER_DATA_ID;
  element.textContent = json;
  document.head.append(element);
}

/** Offers `provide` to the prerender step under the app's name; visitors' browsers have no hook, so nothing. */
export function offerPrerenderData(app: string, provide: () => unknown): void {
  const hook = typeof window === 'undefined' ? undefined : window.tekvanaPrerender;
  if (!hook) return;
  hook.data = { ...hook.data, [app]: provide };
}

/** The data the served page holds for `app`, or undefined (a page without a copy, or an unreadable one). */
export function readPrerenderData(app: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const served: unknown = JSON.parse(text);
    return served && typeof served === 'object' && Object.hasOwn(served, app)
      ? (served as Record<string, unknown>)[app]
      : undefined;
  } catch {
    // A broken element only costs the head start: the app fetches its data as it would without a copy.
    return undefined;
  }
}

/**
 * The attribute of `<html>` that the shell sets to "true" once the first page's sections have all loaded or failed:
 * the prerender step captures the page then, and apps can wait for it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** How long `afterPageReady` waits for the shell at most: a remote's own page has no shell to say so. */
export const PAGE_READY_WAIT_MS = 10_000;

/**
 * Runs `callback` in a task of its own once the page is whole (PAGE_READY_ATTRIBUTE), or after PAGE_READY_WAIT_MS.
 * For work that would disturb a page still being hydrated (decision 041). Returns a function that cancels it.
 */
export function afterPageReady(callback: () => void, waitMs = PAGE_READY_WAIT_MS): () => void {
  const root = document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    observer.disconnect();
    clearTimeout(timer);
    timer = setTimeout(callback, 0);
  };
  const observer = new MutationObserver(() => {
    if (root.getAttribute(PAGE_READY_ATTRIBUTE) === 'true') run();
  });
  if (root.getAttribute(PAGE_READY_ATTRIBUTE) === 'true') run();
  else {
    observer.observe(root, { attributes: true, attributeFilter: [PAGE_READY_ATTRIBUTE] });
    timer = setTimeout(run, waitMs);
  }
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
