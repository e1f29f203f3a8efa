import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';

/**
 * Says that the first page's sections have all loaded (or failed): a signal for apps that wait for a whole page
 * (afterPageReady), the release gate and tests.
 */
export function markPageReady(): void {
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
}
