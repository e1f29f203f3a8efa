import type { FastifyInstance } from 'fastify';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { httpGet } from '../testing/httpGet';
import { repositorySiteOutline } from '../testing/siteOutline';
import { seoFiles } from '../jobs/seoFiles';
import { SitemapFiles } from '../jobs/sitemapFiles';
import { SitePages } from './sitePages';
import { createStaticServer, type ServedFile } from '../http/staticServer';

const SITE_URL = 'https://careers.example.com';
const outline = repositorySiteOutline();

const get = (url: string) => httpGet(server, url, { accept: 'text/html' });

let server: FastifyInstance;

/**
 * The shell served from a release, which holds neither robots.txt nor a sitemap, with nothing captured: what the
 * site answers comes from the site data's outline and the jobs alone (docs/decisions/068-fail-closed-routes.md).
 */
beforeAll(async () => {
  const release: Record<string, ServedFile> = {
    'index.html': { body: Buffer.from('<html><head></head><body>shell release</body></html>'), immutable: false },
  };
  const jobs = { statusOf: async (jobId: string) => (jobId === '7' ? 200 : 404) };
  const pages = new SitePages(async () => outline, jobs);
  const sitemaps = new SitemapFiles({
    contentRoutes: () => pages.contentRoutes(),
    jobs: () => ({ open: new Map([[jobPageHref(7), { print: 'a', posted: '2026-11-01' }]]), revision: 1 }),
    siteUrl: () => SITE_URL,
  });
  server = await createStaticServer({
    root: '/nonexistent',
    port: 0,
    spa: true,
    dropConnectionsOnClose: true,
    files: async (file) => release[file],
    pageStatus: (pathname, requestUrl) => pages.status(pathname, requestUrl),
    generated: seoFiles(sitemaps, () => SITE_URL),
  });
});
afterAll(() => server.close());

it('serves robots.txt from the site URL, pointing at the sitemap index', async () => {
  const robots = await get('/robots.txt');
  expect(robots.statusCode).toBe(200);
  expect(robots.header('content-type')).toBe('text/plain; charset=utf-8');
  expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots.body).toContain('User-agent: *');
});

it('names the pages sitemap in the index with nothing captured, listing the pages of the site data', async () => {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain(`<loc>${SITE_URL}/sitemaps/pages.xml</loc>`);
  expect(index.body).toContain(`<loc>${SITE_URL}/sitemaps/jobs-1.xml</loc>`);
  const pagesFile = await get('/sitemaps/pages.xml');
  expect(pagesFile.statusCode).toBe(200);
  expect(pagesFile.body).toContain(`<loc>${SITE_URL}/overview/leadership</loc>`);
  expect(pagesFile.body).toContain(`<loc>${SITE_URL}/current-openings/job-openings</loc>`);
});

it('answers the pages of the site data 200 and any other path 404, kept out of search results', async () => {
  for (const url of ['/', '/overview/leadership', '/current-openings/job-openings?type=all', jobPageHref(7)]) {
    const page = await get(url);
    expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
    expect(page.header('x-robots-tag')).toBeUndefined();
    expect(page.body).toContain('shell release');
  }
  for (const url of ['/does-not-exist', '/overview/no-such-page', '/status', jobPageHref(9)]) {
    const missing = await get(url);
    expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
    expect(missing.header('x-robots-tag')).toBe('noindex');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    expect(missing.body).toContain('shell release');
  }
});
