/**
 * Says that the first page's sections have all loaded (or failed): a signal for the prerender step, which
 * captures the page then (tools/prerender), and for tests.
 */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
}
