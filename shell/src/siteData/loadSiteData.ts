import { publishSiteBrand } from '@tekvana/shared';
import { loadRemoteModule } from '../federation/remotes';
import { parseSiteData, type CheckedSiteData } from './parseSiteData';
import { readStoredSiteData, storeSiteData } from './storage';

export type SiteDataSource = 'remote' | 'stored';

export interface LoadedSiteData {
  data: CheckedSiteData;
  source: SiteDataSource;
}

/** What the content remote's module exports; unknown until parsed, since it is deployed on its own. */
type SiteDataModule = { default: unknown } | { siteData: unknown };

/**
 * Loads the site data the content remote ships and stores it (decision 007: localStorage 'siteData'). When the
 * remote cannot be reached or ships data of the wrong shape, the last stored copy keeps the site up; with neither,
 * the caller shows an error.
 */
export async function loadSiteData(): Promise<LoadedSiteData> {
  const loaded = await fromRemote().catch((error: unknown) => {
    const stored = readStoredSiteData();
    if (!stored) throw error;
    return { data: stored, source: 'stored' as const };
  });
  publishSiteBrand(loaded.data.header.brand);
  return loaded;
}

async function fromRemote(): Promise<LoadedSiteData> {
  const module = await loadRemoteModule<SiteDataModule>('content', 'siteData');
  const raw = 'default' in module ? module.default : module.siteData;
  const data = parseSiteData(raw);
  if (!data) throw new Error('The content remote shipped site data of the wrong shape.');
  storeSiteData(raw);
  return { data, source: 'remote' };
}
