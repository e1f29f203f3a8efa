import { publishSiteBrand, type SiteOutline } from '@tekvana/shared';
import { loadRemoteModule } from '../federation/remotes';
import { siteDataChecks } from './checks';
import type { CheckedPage } from './parseSiteData';
import { readStoredOutline, readStoredPage, storeOutline, storePage } from './storage';

export type SiteDataSource = 'remote' | 'stored';

export interface LoadedOutline {
  outline: SiteOutline;
  source: SiteDataSource;
}

/** The content remote's `siteData` module (SiteDataModule), unknown until checked: it is deployed on its own. */
interface ShippedModule {
  siteOutline?: unknown;
  loadPage?: unknown;
}

export async function siteDataModule(): Promise<{ siteOutline: unknown; loadPage: (key: string) => Promise<unknown> }> {
  const module = await loadRemoteModule<ShippedModule>('content', 'siteData');
  const { siteOutline, loadPage } = module;
  if (typeof loadPage !== 'function') throw new Error('The content remote has no page loader.');
  return { siteOutline, loadPage: (key) => Promise.resolve(loadPage(key)) };
}

/**
 * Loads the outline the content remote ships (header, footer, page keys) and stores it (decision 007: localStorage
 * 'siteData'). When the remote cannot be reached or ships an outline of the wrong shape, the stored copy keeps the
 * site up; with neither, the caller shows an error.
 */
export async function loadSiteOutline(): Promise<LoadedOutline> {
  const loaded = await outlineFromRemote().catch(async (error: unknown) => {
    // The checks load with the first data read: if they could not, the remote's failure is the one to tell.
    const stored = await readStoredOutline().catch(() => undefined);
    if (!stored) throw error;
    return { outline: stored, source: 'stored' as const };
  });
  publishSiteBrand(loaded.outline.header.brand);
  return loaded;
}

/**
 * The checks, loading while the remote is asked: when both fail, the remote's failure is the one told (the caller
 * then turns to the device's copy), so the checks' own is kept from going unhandled meanwhile.
 */
function checksMeanwhile(): ReturnType<typeof siteDataChecks> {
  const checks = siteDataChecks();
  checks.catch(() => undefined);
  return checks;
}

async function outlineFromRemote(): Promise<LoadedOutline> {
  const checks = checksMeanwhile();
  const { siteOutline } = await siteDataModule();
  const { parseSiteOutline } = await checks;
  const outline = parseSiteOutline(siteOutline);
  if (!outline || typeof siteOutline !== 'object' || siteOutline === null)
    throw new Error('The content remote shipped site data of the wrong shape.');
  storeOutline(siteOutline, outline);
  return { outline, source: 'remote' };
}

/**
 * Loads one page of the outline's keys from the content remote and stores it beside the outline. When the remote
 * cannot give it, the copy stored on an earlier visit is used; with none, it fails.
 */
export async function loadSitePage(key: string): Promise<CheckedPage> {
  try {
    const checks = checksMeanwhile();
    const shipped = await (await siteDataModule()).loadPage(key);
    const page = (await checks).parsePage(key, shipped);
    if (!page) throw new Error(`The content remote shipped no page "${key}" of the right shape.`);
    storePage(key, shipped);
    return page;
  } catch (error) {
    const stored = await readStoredPage(key).catch(() => undefined);
    if (!stored) throw error;
    return stored;
  }
}
