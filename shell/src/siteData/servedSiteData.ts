import { publishSiteBrand, type SiteOutline } from '@tekvana/shared';
import { readHydrationData } from '@tekvana/contracts/hydrationData';
import { pageOfPath } from './pageOfPath';
import { parsePage, parseSiteOutline, type CheckedPage } from './parseSiteData';
import { storeOutline, storePage } from './storage';

/** What a page rendered on the server carries for the shell: its site data, as the content remote shipped it. */
export interface ShippedSiteData {
  outline: unknown;
  pageKey: string;
  page: unknown;
}

/** The first page's data, as the router's loaders would have given it, and the key of the content it shows. */
export interface ServedSiteData {
  outline: SiteOutline;
  pageKey: string;
  known: boolean;
  contentKey: string;
  page: CheckedPage;
  /** The outline and page as the content remote shipped them, for the device's copy (decision 007). */
  shipped: { outline: object; page: unknown };
}

/**
 * The site data the served copy of `pathname` was rendered with, checked as the remote's is, so the first page
 * hydrates without loading the content remote. Undefined for a page without a copy, data of the wrong shape, or
 * a copy of another page than the path shows: the loaders then load it as always.
 */
export function readServedSiteData(pathname: string): ServedSiteData | undefined {
  return checkServedSiteData(pathname, readHydrationData('shell'));
}

/**
 * `served` (the shell's part of a page's data) checked for `pathname`: in the browser, from the served page; on the
 * server, from what the content remote shipped, so both start the router from the same data.
 */
export function checkServedSiteData(pathname: string, served: unknown): ServedSiteData | undefined {
  if (!served || typeof served !== 'object') return undefined;
  const { outline: shippedOutline, pageKey: shippedKey, page: shippedPage } = served as Partial<ShippedSiteData>;
  const outline = parseSiteOutline(shippedOutline);
  if (!outline || typeof shippedOutline !== 'object' || shippedOutline === null) return undefined;
  const { pageKey, known, contentKey } = pageOfPath(pathname, outline);
  if (shippedKey !== contentKey) return undefined;
  const page = parsePage(contentKey, shippedPage);
  if (!page) return undefined;
  publishSiteBrand(outline.header.brand);
  return { outline, pageKey, known, contentKey, page, shipped: { outline: shippedOutline, page: shippedPage } };
}

/**
 * Keeps the copy's site data on the device as a start from the content remote would (decision 007): the outline and
 * the page, so a later visit while the content remote cannot be reached still has its header, footer and page.
 */
export function storeServedSiteData({ outline, contentKey, shipped }: ServedSiteData): void {
  storeOutline(shipped.outline, outline);
  storePage(contentKey, shipped.page);
}
