import { parseSiteData, type CheckedSiteData } from './parseSiteData';

/** The shell's own copy of the site data (decision 007); no other app reads it. */
const SITE_DATA_STORAGE_KEY = 'siteData';

/** The stored copy, checked as the remote's data is; a copy of the wrong shape counts as absent. */
export function readStoredSiteData(): CheckedSiteData | undefined {
  const storage = safeStorage();
  try {
    const raw = storage?.getItem(SITE_DATA_STORAGE_KEY);
    if (!raw) return undefined;
    return parseSiteData(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * Keeps the site data as the content remote shipped it, bad sections included, so a later read checks it afresh.
 * Saving is best effort: a full or disabled storage must not stop the site from rendering.
 */
export function storeSiteData(data: unknown): boolean {
  const storage = safeStorage();
  try {
    storage?.setItem(SITE_DATA_STORAGE_KEY, JSON.stringify(data));
    return storage !== undefined;
  } catch {
    return false;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}
