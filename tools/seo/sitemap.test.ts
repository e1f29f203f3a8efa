import { outlineOf, readSiteData } from './loadSiteData';
import { contentEntries, contentRoutes, robotsTxt, sitemapXml } from '../../site-server/src/seo/sitemap';

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
});
