import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';

/**
 * Says that the first page's sections have all loaded (or failed): a signal for the prerender step, which
 * captures the page then (site-server/src/prerender), for apps that wait for a whole page (afterPageReady), and for tests.
 */
export function markPageReady(): void {
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
}
