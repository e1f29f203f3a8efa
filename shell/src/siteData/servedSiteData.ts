import { publishSiteBrand, type SiteOutline } from '@tekvana/shared';
import { readHydrationData } from '@tekvana/contracts/hydrationData';
import { pageOfPath } from './pageOfPath';
import type { CheckedPage } from './parseSiteData';
import { storeOutline, storePage } from './storage';

/**
 * What a page rendered on the server carries for the shell: the site data it was rendered with, as the server's
 * render checked it (./parseSiteData), so the browser needs no schema to start (docs/decisions/073-no-schema-on-the-first-load.md).
 */
export interface ServedShellData {
  outline: SiteOutline;
  pageKey: string;
  page: CheckedPage;
}

/** The first page's data, as the router's loaders would have given it, and the key of the content it shows. */
export interface ServedSiteData {
  outline: SiteOutline;
  pageKey: string;
  known: boolean;
  contentKey: string;
  page: CheckedPage;
}

/**
 * The site data the page at `pathname` was rendered with, so the first page hydrates without loading the content
 * remote. Undefined for a page without it, or with data of another page than the path shows: the loaders then load
 * it as always.
 */
export function readServedSiteData(pathname: string): ServedSiteData | undefined {
  return servedSiteDataOf(pathname, readHydrationData('shell'));
}

/**
 * The shell's part of a page's data, for `pathname`: in the browser, as the served page carries it; on the server,
 * as the render checked it, so both start the router from the same data. Only the server writes it, from the same
 * shell release, so its shape is taken as checked; data that is not even an outline and a page is refused.
 */
export function servedSiteDataOf(pathname: string, served: unknown): ServedSiteData | undefined {
  if (!isServedShellData(served)) return undefined;
  const { outline, page } = served;
  const { pageKey, known, contentKey } = pageOfPath(pathname, outline);
  if (served.pageKey !== contentKey) return undefined;
  publishSiteBrand(outline.header.brand);
  return { outline, pageKey, known, contentKey, page };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isServedShellData(value: unknown): value is ServedShellData {
  if (!isObject(value) || typeof value.pageKey !== 'string') return false;
  const { outline, page } = value;
  return (
    isObject(outline) &&
    isObject(outline.header) &&
    isObject(outline.header.brand) &&
    Array.isArray(outline.pageKeys) &&
    isObject(page) &&
    Array.isArray(page.sections)
  );
}

/**
 * Keeps the page's site data on the device as a start from the content remote would (decision 007): the outline and
 * the page, so a later visit while the content remote cannot be reached still has its header, footer and page. They
 * are kept as checked (a section the server refused is not among them), and checked again when read.
 */
export function storeServedSiteData({ outline, contentKey, page }: ServedSiteData): void {
  storeOutline(outline, outline);
  storePage(contentKey, page);
}
