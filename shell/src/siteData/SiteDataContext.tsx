import { createContext, useContext } from 'react';
import type { SiteData } from '@tekvana/shared';

export const SiteDataContext = createContext<SiteData | undefined>(undefined);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData used outside the site data provider.');
  return data;
}
