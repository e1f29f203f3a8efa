import { useSyncExternalStore } from 'react';

function subscribe(onScroll: () => void) {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * True once the page is scrolled further than `threshold` pixels. Hydration uses the server value (not scrolled),
 * as the pre-rendered HTML does, and React corrects it right after if the visitor has already scrolled.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
