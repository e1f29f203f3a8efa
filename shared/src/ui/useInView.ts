import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element has scrolled into view (or within `rootMargin` of it) and stays true: animations
 * play once, content below the fold loads when the visitor gets near. In a browser it is false in the first render,
 * so a page hydrates as it was served. Without IntersectionObserver the element counts as seen, so nothing is left
 * hidden.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

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

  return seen;
}
