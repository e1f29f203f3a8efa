import type { SiteData } from '@tekvana/shared';

/** The shell's own copy of the site data (decision 007); no other app reads it. */
const SITE_DATA_STORAGE_KEY = 'siteData';

/** A stored copy is only trusted when it has the three parts of decision 007; anything else counts as absent. */
export function isSiteData(value: unknown): value is SiteData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<keyof SiteData, unknown>>;
  const header = data.header as Record<string, unknown> | undefined;
  return (
    typeof header === 'object' &&
    header !== null &&
    Array.isArray(header.menu) &&
    typeof data.footer === 'object' &&
    data.footer !== null &&
    typeof data.pages === 'object' &&
    data.pages !== null
  );
}

export function readStoredSiteData(storage: Storage | undefined = safeStorage()): SiteData | undefined {
  try {
    const raw = storage?.getItem(SITE_DATA_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isSiteData(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Saving is best effort: a full or disabled storage must not stop the site from rendering. */
export function storeSiteData(data: SiteData, storage: Storage | undefined = safeStorage()): boolean {
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
