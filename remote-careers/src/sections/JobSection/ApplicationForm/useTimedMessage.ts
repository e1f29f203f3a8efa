import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_DELAY_MS } from '@tekvana/shared';

export interface TimedMessage {
  text: string;
  tone: 'success' | 'danger';
}

/** A message that clears itself after MESSAGE_CLEAR_DELAY_MS (decision 018); a new one restarts the clock. */
export function useTimedMessage(): [TimedMessage | undefined, (message: TimedMessage) => void] {
  const [message, setMessage] = useState<TimedMessage>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: TimedMessage) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(undefined), MESSAGE_CLEAR_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
