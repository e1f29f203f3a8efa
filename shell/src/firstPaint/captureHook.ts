import type { ReactElement } from 'react';
import '@tekvana/shared/prerender';

/**
 * Offers React's markup of the app to the prerender step (the hook is described in `@tekvana/shared/prerender`).
 * Visitors never have the hook, so they never download React's server renderer.
 */
export function offerMarkupToPrerender(app: ReactElement): void {
  const hook = window.tekvanaPrerender;
  if (!hook) return;
  hook.markup = async () => (await import(/* webpackChunkName: "prerender" */ './serverMarkup')).renderMarkup(app);
}
