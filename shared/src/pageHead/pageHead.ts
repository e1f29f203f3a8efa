import { createContext, useContext, useEffect } from 'react';

/**
 * The head of a page whose subject only a section knows (a job's page: its title, its text, its own URL). The shell
 * renders the head tags of every page from site data; a section that knows better hands it this, and the shell
 * uses it instead while the section is on the page (decision 027).
 */
export interface PageHead {
  /** The whole title, brand included ("Data Scientist, Gurugram, Haryana | Tekvana Careers"). */
  title: string;
  description: string;
  /** Absolute URL of the page's one indexable address; left out when the page must not be indexed. */
  canonicalUrl?: string;
  /** Keep the page out of search results (a closed or unknown job). */
  noindex?: boolean;
}

/** Provided by the shell around a page's sections; a page without the shell (a standalone page) has none. */
export const PageHeadContext = createContext<((head: PageHead | null) => void) | null>(null);

/**
 * On a server, where effects do not run: the shell's server render collects the head a section gives while it
 * renders, and writes it into the page's head (docs/decisions/071-server-rendering-from-releases.md).
 */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

/** Gives the shell this page's head while the calling component is mounted; undefined gives nothing. */
export function usePageHead(head: PageHead | undefined): void {
  const setHead = useContext(PageHeadContext);
  const collect = useContext(PageHeadCollector);
  const { title, description, canonicalUrl, noindex } = head ?? {};
  if (collect && title !== undefined && description !== undefined)
    collect({ title, description, canonicalUrl, noindex });
  useEffect(() => {
    if (!setHead || title === undefined || description === undefined) return;
    setHead({ title, description, canonicalUrl, noindex });
    return () => setHead(null);
  }, [setHead, title, description, canonicalUrl, noindex]);
}
