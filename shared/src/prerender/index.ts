/**
 * The attribute of `<html>` that the shell sets to "true" once the first page's sections have all loaded or failed:
 * the release gate and the tests look at the page then, and apps can wait for it.
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
