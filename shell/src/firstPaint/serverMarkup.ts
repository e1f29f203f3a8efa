import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * React's own HTML for the app as it stands, with the markers hydration needs around each suspense boundary.
 * Runs only in the prerender step's browser, once every section has loaded, so lazy sections and cached data
 * render at once instead of as fallbacks (decision 019).
 */
export function renderMarkup(app: ReactElement): string {
  return renderToString(app);
}
