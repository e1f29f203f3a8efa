import { useEffect, useState } from 'react';

/** Interval between count-up frames: fixed steps keep the animation deterministic (and testable). */
const FRAME_MS = 40;

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once `start` is true. With `instant` (reduced motion) it
 * shows the target at once.
 */
export function useCountUp(target: number, durationMs: number, start: boolean, instant: boolean): number {
  const [frame, setFrame] = useState(0);
  const frames = Math.max(1, Math.round(durationMs / FRAME_MS));
  const done = frame >= frames;

  useEffect(() => {
    if (!start || instant || done) return undefined;
    const timer = setInterval(() => setFrame((current) => Math.min(current + 1, frames)), FRAME_MS);
    return () => clearInterval(timer);
  }, [start, instant, done, frames]);

  if (instant) return target;
  return target * easeOut(frame / frames);
}
