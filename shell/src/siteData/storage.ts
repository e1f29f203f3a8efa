import { deviceStorage, type SiteOutline } from '@tekvana/shared';
import { siteDataChecks } from './checks';
import type { CheckedPage } from './parseSiteData';

/**
 * The shell's own copy of the site data (decision 007): header, footer, the page keys and every page this browser
 * has opened, each as the content remote shipped it. No other app reads it.
 */
const SITE_DATA_STORAGE_KEY = 'siteData';

interface StoredSiteData {
  pages?: Record<string, unknown>;
  pageKeys?: unknown;
  [part: string]: unknown;
}

/** The stored outline, checked as the remote's is; a copy of the wrong shape counts as absent. */
export async function readStoredOutline(): Promise<SiteOutline | undefined> {
  const stored = readStored();
  if (!stored) return undefined;
  // A copy written before pages were loaded one by one holds every page and no list of keys.
  const pageKeys = stored.pageKeys ?? Object.keys(stored.pages ?? {});
  return (await siteDataChecks()).parseSiteOutline({ ...stored, pages: undefined, pageKeys });
}

/** The stored copy of one page, checked afresh; undefined when this browser never opened it. */
export async function readStoredPage(key: string): Promise<CheckedPage | undefined> {
  const page = readStored()?.pages?.[key];
  return page === undefined ? undefined : (await siteDataChecks()).parsePage(key, page);
}

/** Keeps the outline as given (shipped, or as the server checked it), with the stored pages whose keys it still lists. */
export function storeOutline(shipped: object, { pageKeys }: SiteOutline): boolean {
  const pages = Object.entries(readStored()?.pages ?? {}).filter(([key]) => pageKeys.includes(key));
  return write({ ...shipped, pages: Object.fromEntries(pages) });
}

/**
 * Keeps one page as given: as the remote shipped it, bad sections included, or as the server checked it (a served
 * page, its refused sections left out); a later read checks it afresh.
 */
export function storePage(key: string, page: unknown): boolean {
  const stored = readStored() ?? {};
  return write({ ...stored, pages: { ...stored.pages, [key]: page } });
}

function readStored(): StoredSiteData | undefined {
  try {
    const raw = deviceStorage()?.getItem(SITE_DATA_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredSiteData) : undefined;
  } catch {
    return undefined;
  }
}

/** Saving is best effort: a full or disabled storage must not stop the site from rendering. */
function write(value: StoredSiteData): boolean {
  const storage = deviceStorage();
  try {
    storage?.setItem(SITE_DATA_STORAGE_KEY, JSON.stringify(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}
