import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface Rotation {
  /** Index of the current item, 0..count-1. */
  index: number;
  /** Whether it advances on its own right now. */
  playing: boolean;
  /** Pause or resume (the visible control, WCAG 2.2.2). */
  togglePlaying: () => void;
}

/**
 * Advances an index every `intervalMs` while playing. It starts paused when the visitor prefers reduced
 * motion, and the visitor's own pause or play choice wins over that default.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const playing = count > 1 && (choice ?? !reducedMotion);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs]);

  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);

  return { index: count > 0 ? index % count : 0, playing, togglePlaying };
}
