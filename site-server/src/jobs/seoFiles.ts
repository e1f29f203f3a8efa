import { robotsTxt } from './sitemap';
import type { Generate } from '../http/generated';
import { SITEMAPS_FOLDER, type SitemapFiles } from './sitemapFiles';

/**
 * The files search engines read, made by the site's server whatever serves the apps (a build or a release, which
 * carries neither): the sitemap index and its files, and robots.txt pointing at the index from the site's URL
 * (docs/decisions/068-fail-closed-routes.md).
 */
export function seoFiles(sitemaps: SitemapFiles, siteUrl: () => string): Record<string, Generate> {
  return {
    '/sitemap.xml': () => sitemaps.index(),
    [`${SITEMAPS_FOLDER}:file`]: ({ file }) => (file ? sitemaps.file(file) : undefined),
    '/robots.txt': () => ({ type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl()) }),
  };
}
