import type { MenuItem, SiteOutline } from '@tekvana/contracts';

/** Pages that exist only with a query (a job needs its jobId): not listed on their own. */
const UNLISTED = new Set(['job-description']);

const isInternal = (url: string) => url.startsWith('/');
const pathOf = (url: string) => url.split(/[?#]/)[0] ?? url;
const keyOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'home';

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.targetUrl && isInternal(item.targetUrl) ? [pathOf(item.targetUrl)] : []),
    ...menuPaths(item.subMenu ?? []),
  ]);
}

/**
 * Every content route: the paths the menus and footer link to, plus `/slug` for each page no link reaches.
 * Home is listed once, as `/`.
 */
export function contentRoutes(data: SiteOutline): string[] {
  const linked = [
    ...menuPaths(data.header.menu),
    ...menuPaths(data.header.secondaryMenu),
    ...data.footer.columns.flatMap((column) => menuPaths(column.links)),
    data.footer.privacyPolicyUrl,
  ].map((path) => (keyOf(path) === 'home' ? '/' : path));
  const reached = new Set(linked.map(keyOf));
  const unlinked = data.pageKeys.filter((slug) => !reached.has(slug) && slug !== 'home').map((slug) => `/${slug}`);
  return [...new Set(['/', ...linked, ...unlinked])].filter((path) => !UNLISTED.has(keyOf(path))).sort();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of the sitemap: its path on the site and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** A day as the sitemap protocol reads it; any other text (a mistyped posting date) is left out. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const contentEntries = (data: SiteOutline): SitemapEntry[] => contentRoutes(data).map((path) => ({ path }));

/** A path a URL keeps as it is: joined to the origin without a parse (a job file has 50,000 of them). */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~/?=&]*$/;

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const { origin } = new URL(siteUrl);
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(PLAIN_PATH.test(path) ? `${origin}${path}` : new URL(path, siteUrl).href)}</loc>${lastmod && ISO_DAY.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The most URLs one sitemap file may list (sitemaps.org); more are split over files a sitemap index names. */
export const SITEMAP_URLS_MAX = 50_000;

/** The sitemap index: every sitemap file of the site, by its path. */
export function sitemapIndexXml(paths: readonly string[], siteUrl: string): string {
  const sitemaps = paths.map((path) => `  <sitemap><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /not-found\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
