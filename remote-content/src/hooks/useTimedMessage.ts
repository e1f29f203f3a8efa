import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself `clearAfterMs` after it was shown; the timer stops on unmount. */
export function useTimedMessage<T>(clearAfterMs: number): [T | undefined, (message: T) => void] {
  const [message, setMessage] = useState<T | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(undefined), clearAfterMs);
    },
    [clearAfterMs],
  );

  return [message, show];
}
