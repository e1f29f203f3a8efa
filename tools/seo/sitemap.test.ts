import { outlineOf, readSiteData } from './loadSiteData';
import {
  contentEntries,
  contentRoutes,
  robotsTxt,
  SITEMAP_URLS_MAX,
  sitemapIndexXml,
  sitemapXml,
} from '../../site-server/src/jobs/sitemap';

const data = outlineOf(readSiteData());
const siteUrl = 'https://www.example.com';
const keyOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'home';

describe('sitemap', () => {
  const routes = contentRoutes(data);

  it('lists every page of the site data (a job description needs a job, so it is left out)', () => {
    const listed = new Set(routes.map(keyOf));
    const missing = data.pageKeys.filter((slug) => slug !== 'job-description' && !listed.has(slug));
    expect(missing).toEqual([]);
  });

  it('lists only internal paths, each once, home as the site root', () => {
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/');
    expect(routes).not.toContain('/home');
    expect(routes.every((route) => route.startsWith('/') && !route.includes('?'))).toBe(true);
  });

  it('writes absolute URLs and a robots.txt that points to it', () => {
    const xml = sitemapXml(contentEntries(data), siteUrl);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(routes.length);
    expect(robotsTxt(siteUrl)).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('gives a job its own URL and the day it was posted', () => {
    const xml = sitemapXml([{ path: '/current-openings/job-description?jobId=24064', lastmod: '2026-11-20' }], siteUrl);
    expect(xml).toContain(
      '<url><loc>https://www.example.com/current-openings/job-description?jobId=24064</loc><lastmod>2026-11-20</lastmod></url>',
    );
    // A posting date that is not a day would make the whole file invalid: that job is listed without it.
    expect(sitemapXml([{ path: '/x', lastmod: 'soon</lastmod>' }], siteUrl)).toContain(
      '<url><loc>https://www.example.com/x</loc></url>',
    );
  });

  it('names each sitemap file of the site in an index, by absolute URL', () => {
    const xml = sitemapIndexXml(['/sitemaps/pages.xml', '/sitemaps/jobs-1.xml'], siteUrl);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap><loc>https://www.example.com/sitemaps/pages.xml</loc></sitemap>\n' +
        '  <sitemap><loc>https://www.example.com/sitemaps/jobs-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
    // A path that needs escaping in XML is escaped.
    expect(sitemapIndexXml(['/a?x=1&y=2'], siteUrl)).toContain('<loc>https://www.example.com/a?x=1&amp;y=2</loc>');
    // The protocol's bound on the URLs of one file.
    expect(SITEMAP_URLS_MAX).toBe(50_000);
  });
});
