import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_DELAY_MS } from '@tekvana/contracts';

export interface StatusText {
  text: string;
  tone: 'success' | 'danger' | 'info';
  /** A sentence after the text, such as a sent application's promised date. */
  detail?: string;
}

/** A message that clears itself after MESSAGE_CLEAR_DELAY_MS (decision 018); a new one restarts the clock. */
export function useTimedMessage(): [StatusText | undefined, (message: StatusText) => void, () => void] {
  const [message, setMessage] = useState<StatusText>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: StatusText) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(undefined), MESSAGE_CLEAR_DELAY_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
