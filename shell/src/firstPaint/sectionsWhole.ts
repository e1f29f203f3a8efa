import type { GetScrollRestorationKeyFunction } from 'react-router-dom';

/**
 * Set on <html> when the whole page is to be rendered, including the parts that otherwise wait until they near the
 * screen (the shared theme's `render-when-near`: static sections, the footer, a job's application form; decisions
 * 044 and 046). boot.js sets it too, on a reload, back or forward.
 */
export const SECTIONS_WHOLE_ATTRIBUTE = 'data-sections-whole';

/**
 * The key of a saved scroll position (ScrollRestoration's getKey), with every section rendered first. The router
 * reads a position right after its key: when any navigation starts (another page, or the same page's query string),
 * when the page is hidden, and when it mounts without a served copy's data (the plain app). A page rendered again
 * has its sections at their real heights, so a saved position must be one of real heights too; the browser keeps
 * the content on screen in place while the sections above it grow or shrink to them. Rendering them is one task of
 * style and layout for the whole page, in the click that leaves it.
 */
export const keyWithSectionsWhole: GetScrollRestorationKeyFunction = (location) => {
  document.documentElement.setAttribute(SECTIONS_WHOLE_ATTRIBUTE, '');
  return location.key;
};
