import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element has scrolled into view and stays true (animations play once).
 * Without IntersectionObserver the element counts as seen, so content is never left hidden.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25): boolean {
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
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);

  return seen;
}
