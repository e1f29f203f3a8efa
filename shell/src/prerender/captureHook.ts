import type { ReactElement } from 'react';

/**
 * The prerender step (tools/prerender/capture.ts) defines `window.tekvanaPrerender` before the page loads; the
 * app then adds `markup`, which gives the HTML the served copy holds and hydration expects. Visitors never
 * have the hook, so they never download React's server renderer.
 */
interface PrerenderHook {
  markup?: () => Promise<string>;
}

declare global {
  interface Window {
    tekvanaPrerender?: PrerenderHook;
  }
}

export function offerMarkupToPrerender(app: ReactElement): void {
  const hook = window.tekvanaPrerender;
  if (!hook) return;
  hook.markup = async () => (await import(/* webpackChunkName: "prerender" */ './serverMarkup')).renderMarkup(app);
}
