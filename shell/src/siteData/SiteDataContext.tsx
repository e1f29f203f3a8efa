import { createContext, useContext } from 'react';
import type { CheckedSiteData } from './parseSiteData';

export const SiteDataContext = createContext<CheckedSiteData | undefined>(undefined);

export function useSiteData(): CheckedSiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData used outside the site data provider.');
  return data;
}
