import type { SiteOutline } from '@tekvana/contracts';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { repositorySiteOutline } from '../testing/siteOutline';
import { contentRoutes } from '../jobs/sitemap';
import { isPageOf, outlineOf, SitePages } from './sitePages';

const siteOutline = repositorySiteOutline();
const statusOf = jest.fn(async (jobId: string) => (jobId === '7' ? 200 : jobId === '8' ? 410 : 404));
const pages = (outline: SiteOutline = siteOutline) => new SitePages(async () => outline, { statusOf });
const status = (url: string) => pages().status(url.split('?')[0] ?? url, url);

describe('SitePages', () => {
  it('answers 200 for every route of the site data, with or without a query', async () => {
    for (const route of contentRoutes(siteOutline))
      expect({ route, status: await status(route) }).toEqual({ route, status: 200 });
    for (const url of [
      '/home',
      '/current-openings/job-openings?type=all&q=java',
      '/staffing-augumentation/staff-categories',
      '/overview/leadership/',
      `/${siteOutline.pageKeys.find((key) => key.startsWith('life-at-'))}`,
    ])
      expect({ url, status: await status(url) }).toEqual({ url, status: 200 });
  });

  it("answers a job page with its job's own status", async () => {
    expect(await status(jobPageHref(7))).toBe(200);
    expect(await status(jobPageHref(8))).toBe(410);
    expect(await status(jobPageHref(9))).toBe(404);
    expect(await status('/current-openings/job-description')).toBe(404);
  });

  it('answers 404 for a path that is no page of the site data', async () => {
    for (const url of [
      '/does-not-exist',
      '/overview/no-such-page',
      '/healthz',
      '/not-found',
      '/overview/leadership/more',
      '/Contact-Us',
      '/does-not-exist?jobId=7',
    ])
      expect({ url, status: await status(url) }).toEqual({ url, status: 404 });
  });

  it('serves every path as before when there is no outline to go by', async () => {
    const none = new SitePages(async () => undefined, { statusOf });
    expect(await none.status('/does-not-exist', '/does-not-exist')).toBe(200);
    expect(await none.contentRoutes()).toBeUndefined();
  });

  it('lists the content routes of the outline for the sitemap', async () => {
    expect(await pages().contentRoutes()).toEqual(contentRoutes(siteOutline));
  });
});

describe('outlineOf', () => {
  it('reads an outline file, and refuses one of another shape or not JSON', () => {
    expect(outlineOf(JSON.stringify(siteOutline))?.pageKeys).toEqual(siteOutline.pageKeys);
    for (const json of ['{"pageKeys":["home"]}', 'null', '{"header":', ''])
      expect({ json, outline: outlineOf(json) }).toEqual({ json, outline: undefined });
  });
});

describe('isPageOf', () => {
  it('takes the home page at the root, and no path of three segments', () => {
    expect(isPageOf(siteOutline, '/')).toBe(true);
    expect(isPageOf(siteOutline, '//')).toBe(true);
    expect(isPageOf(siteOutline, '/a/b/leadership')).toBe(false);
  });
});
