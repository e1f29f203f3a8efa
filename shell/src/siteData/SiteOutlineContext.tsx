import { createContext, useContext } from 'react';
import type { SiteOutline } from '@tekvana/shared';

export const SiteOutlineContext = createContext<SiteOutline | undefined>(undefined);

/** Header, footer and page keys of the site data, loaded before any route renders (decision 007). */
export function useSiteOutline(): SiteOutline {
  const outline = useContext(SiteOutlineContext);
  if (!outline) throw new Error('useSiteOutline used outside the site data provider.');
  return outline;
}
