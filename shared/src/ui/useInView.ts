import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;
const withoutObserver = () => typeof IntersectionObserver === 'undefined';

/**
 * Becomes true once the element has scrolled into view (or within `rootMargin` of it) and stays true: animations
 * play once, content below the fold loads when the visitor gets near. It is false in the first render everywhere,
 * on a server too, so a page hydrates as it was served (docs/decisions/071-server-rendering-from-releases.md).
 * Without IntersectionObserver the element counts as seen (after hydration), so nothing is left hidden.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  // A server's snapshot is "observable": hydration starts from the served markup, then a browser without the
  // observer renders again with it seen.
  const unobservable = useSyncExternalStore(noSubscription, withoutObserver, () => false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold, rootMargin]);

  return seen || unobservable;
}
