import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { markPageReady } from './pageReady';

const SettleContext = createContext<() => void>(() => undefined);

/** Counts the page's sections down as each one settles (rendered or failed); at zero the page is ready. */
export function PageReadiness({ sections, children }: { sections: number; children: ReactNode }) {
  const pending = useRef(sections);
  useEffect(() => {
    if (sections === 0) markPageReady();
  }, [sections]);
  const settle = () => {
    pending.current -= 1;
    if (pending.current === 0) markPageReady();
  };
  return <SettleContext.Provider value={settle}>{children}</SettleContext.Provider>;
}

/** Runs `onSettled` when the section inside settles, then counts it for the page. */
export function OnSectionSettled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  const settlePage = useContext(SettleContext);
  const settle = () => {
    onSettled();
    settlePage();
  };
  return <SettleContext.Provider value={settle}>{children}</SettleContext.Provider>;
}

/** Rendered next to a section's content (or its fallback): reports once, when it first commits. */
export function SectionSettled() {
  const settle = useContext(SettleContext);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    settle();
  }, [settle]);
  return null;
}

/** For pages without sections (404, errors): ready as soon as they show. */
export function useReadyOnMount(): void {
  useEffect(markPageReady, []);
}
