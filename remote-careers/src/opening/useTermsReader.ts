import { startTransition, useEffect, useState } from 'react';
import { todayUtc } from '@tekvana/contracts/careers';
import type { TermsReader } from './openingTermsText';

/**
 * The visitor's day and locale once the page is live; undefined in the first render. A page rendered on the server
 * may be from another day (kept a minute at the turn of one), in no visitor's locale: its hydration must find the
 * fixed form it holds. The switch
 * comes from an effect, as a transition (as a draft's answers do, decision 041): React does not render again at
 * once after hydrating, and the first number format's locale data loads outside the hydration task (decision 042).
 */
export function useTermsReader(): TermsReader | undefined {
  const [reader, setReader] = useState<TermsReader>();
  useEffect(() => {
    startTransition(() => setReader({ today: todayUtc() }));
  }, []);
  return reader;
}
