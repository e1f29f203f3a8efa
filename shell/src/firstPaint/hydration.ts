/** What of a data router this needs: its state and its subscription. */
interface RouterStart {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** The site's server marks the #root it filled with React's markup (site-server/src/render/document.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export const isPrerendered = (container: HTMLElement): boolean => container.hasAttribute(PRERENDERED_ATTRIBUTE);

/** Resolves once the router has run the first location's loaders (or they failed). */
export function routerInitialized(router: RouterStart): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * React recovered by rendering a part of the page afresh: the served copy no longer matched what the app renders
 * (openings changed since it was made, a query string the copy did not have). The visitor sees the
 * current page; this says why it was redrawn, as a warning, since nothing is broken.
 */
export function reportRecoverableError(error: unknown): void {
  console.warn('The pre-rendered copy was redrawn:', error instanceof Error ? error.message : error);
}
