import type { OpenJob } from './jobPages';
import { SITEMAP_URLS_MAX } from './sitemap';
import { SITEMAPS_FOLDER, SitemapFiles } from './sitemapFiles';

const SITE_URL = 'https://www.example.com';
const jobRoute = (id: number) => `/current-openings/job-description?jobId=${id}`;
const XML = 'application/xml; charset=utf-8';

let contentRoutes: string[] | undefined;
let open: Map<string, OpenJob>;
let revision: number;
let siteUrl: string;
let files: SitemapFiles;

beforeEach(() => {
  contentRoutes = undefined;
  open = new Map();
  revision = 0;
  siteUrl = SITE_URL;
  files = new SitemapFiles({
    contentRoutes: async () => contentRoutes,
    jobs: () => ({ open, revision }),
    siteUrl: () => siteUrl,
  });
});

/** The URLs a sitemap file or index lists, in order. */
const locsOf = (xml: string | undefined) => [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const jobsOf = (count: number, firstId = 1) =>
  new Map(
    Array.from({ length: count }, (_, index): [string, OpenJob] => [
      jobRoute(firstId + index),
      { print: `p${firstId + index}`, posted: '2026-11-01' },
    ]),
  );

it('has no index while it knows nothing to list: the sitemap.xml of the files is served then', async () => {
  expect(await files.index()).toBeUndefined();
  expect(await files.file('pages.xml')).toBeUndefined();
  expect(await files.file('jobs-1.xml')).toBeUndefined();
});

it('names the pages file once the content routes are known, and one file of jobs while any is open', async () => {
  open = jobsOf(2);
  revision = 1;
  expect(locsOf((await files.index())?.body)).toEqual([`${SITE_URL}${SITEMAPS_FOLDER}jobs-1.xml`]);

  contentRoutes = ['/', '/about-us'];
  const index = await files.index();
  expect(index?.type).toBe(XML);
  expect(index?.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locsOf(index?.body)).toEqual([
    'https://www.example.com/sitemaps/pages.xml',
    'https://www.example.com/sitemaps/jobs-1.xml',
  ]);
  const pages = await files.file('pages.xml');
  expect(pages?.type).toBe(XML);
  expect(locsOf(pages?.body)).toEqual(['https://www.example.com/', 'https://www.example.com/about-us']);

  // No job open: the pages file alone.
  open = new Map();
  revision = 2;
  expect(locsOf((await files.index())?.body)).toEqual(['https://www.example.com/sitemaps/pages.xml']);
  expect(await files.file('jobs-1.xml')).toBeUndefined();
});

it('lists the open jobs by job id, at most 50,000 a file, each with the day it was posted', async () => {
  expect(SITEMAP_URLS_MAX).toBe(50_000);
  // Read in no order: ids 100,001 down to 1.
  open = new Map([...jobsOf(100_001)].reverse());
  revision = 1;
  contentRoutes = ['/'];
  expect(locsOf((await files.index())?.body)).toEqual([
    'https://www.example.com/sitemaps/pages.xml',
    'https://www.example.com/sitemaps/jobs-1.xml',
    'https://www.example.com/sitemaps/jobs-2.xml',
    'https://www.example.com/sitemaps/jobs-3.xml',
  ]);
  const ids = async (name: string) =>
    locsOf((await files.file(name))?.body).map((loc) => Number(new URL(loc ?? '').searchParams.get('jobId')));
  const [first, second, third] = await Promise.all([ids('jobs-1.xml'), ids('jobs-2.xml'), ids('jobs-3.xml')]);
  expect([first.length, second.length, third.length]).toEqual([50_000, 50_000, 1]);
  expect([first[0], first.at(-1), second[0], second.at(-1), third[0]]).toEqual([1, 50_000, 50_001, 100_000, 100_001]);
  // By number, not as text (9 before 10).
  expect(first.every((id, index) => id === index + 1)).toBe(true);
  expect((await files.file('jobs-3.xml'))?.body).toContain(
    '<url><loc>https://www.example.com/current-openings/job-description?jobId=100001</loc><lastmod>2026-11-01</lastmod></url>',
  );
});

it('answers no file it does not name', async () => {
  open = jobsOf(3);
  revision = 1;
  contentRoutes = ['/'];
  for (const name of ['jobs-2.xml', 'jobs-0.xml', 'jobs-01.xml', 'jobs-1.xml.gz', 'jobs-.xml', 'other.xml', 'pages'])
    expect({ name, file: await files.file(name) }).toEqual({ name, file: undefined });
  expect(await files.file('jobs-1.xml')).toBeDefined();
});

it('makes the job files again only when the open jobs or the site URL changed', async () => {
  open = jobsOf(2);
  revision = 1;
  const before = (await files.file('jobs-1.xml'))?.body;
  expect(locsOf(before)).toHaveLength(2);

  // The same revision: the files made before, the jobs not read again.
  open.set(jobRoute(3), { print: 'p3', posted: '2026-11-02' });
  expect((await files.file('jobs-1.xml'))?.body).toBe(before);
  expect(locsOf((await files.index())?.body)).toEqual(['https://www.example.com/sitemaps/jobs-1.xml']);

  revision = 2;
  expect(locsOf((await files.file('jobs-1.xml'))?.body)).toHaveLength(3);

  siteUrl = 'https://jobs.example.org';
  expect(locsOf((await files.file('jobs-1.xml'))?.body)[0]).toBe(
    'https://jobs.example.org/current-openings/job-description?jobId=1',
  );
  expect(locsOf((await files.index())?.body)).toEqual(['https://jobs.example.org/sitemaps/jobs-1.xml']);
});

describe('closing dates', () => {
  afterEach(() => jest.useRealTimers());

  it('leaves out a job from the day after its closing date, at the same revision', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2026-12-12T23:00:00Z'));
    open = jobsOf(2);
    open.set(jobRoute(1), { print: 'p1', posted: '2026-11-01', closes: '2026-12-12' });
    revision = 1;
    expect(locsOf((await files.file('jobs-1.xml'))?.body)).toHaveLength(2);
    jest.setSystemTime(new Date('2026-12-13T00:30:00Z'));
    expect(locsOf((await files.file('jobs-1.xml'))?.body)).toEqual([
      'https://www.example.com/current-openings/job-description?jobId=2',
    ]);
  });
});
