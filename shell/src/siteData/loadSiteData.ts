import { publishSiteBrand, type SiteData } from '@tekvana/shared';
import { loadRemoteModule } from '../federation/remotes';
import { isSiteData, readStoredSiteData, storeSiteData } from './storage';

export type SiteDataSource = 'remote' | 'stored';

export interface LoadedSiteData {
  data: SiteData;
  source: SiteDataSource;
}

type SiteDataModule = { default: SiteData } | { siteData: SiteData };

/**
 * Loads the site data the content remote ships and stores it (decision 007: localStorage 'siteData'). When the
 * remote cannot be reached, the last stored copy keeps the site up; with neither, the caller shows an error.
 */
export async function loadSiteData(
  load: () => Promise<SiteDataModule> = () => loadRemoteModule<SiteDataModule>('content', 'siteData'),
): Promise<LoadedSiteData> {
  const loaded = await fromRemote(load).catch((error: unknown) => {
    const stored = readStoredSiteData();
    if (!stored) throw error;
    return { data: stored, source: 'stored' as const };
  });
  publishSiteBrand(loaded.data.header.brand);
  return loaded;
}

async function fromRemote(load: () => Promise<SiteDataModule>): Promise<LoadedSiteData> {
  const module = await load();
  const data = 'default' in module ? module.default : module.siteData;
  if (!isSiteData(data)) throw new Error('The content remote shipped site data of the wrong shape.');
  storeSiteData(data);
  return { data, source: 'remote' };
}
