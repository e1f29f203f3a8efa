import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { Opening, OpeningsSearchAnswer } from '@tekvana/contracts';
import { serveApps } from '../../site-server/src/site/site';
import { apiOrigin, origin, serverRenderSitePorts } from '../support/ports';
import { decodeEntities, hydrate } from '../support/serverRender';
import { settle } from '../support/settle';

// As server-render.spec.ts: a site as it serves by default. Job pages and the openings page are
// rendered on the server with the answers they fetch (docs/decisions/071-server-rendering-from-releases.md).
const sitePorts = serverRenderSitePorts.jobs;
const site = origin(sitePorts.shell);
const JOB_PAGE = '/current-openings/job-description';
// A seeded opening no other test opens on this site: never visited before.
const NEVER_VISITED = 24017;
const HOSTILE_ID = 990_900;
const hostile = {
  REQ_ID: HOSTILE_ID,
  PSTN_TITLE: 'Quoted "double" \'single\' </script><!-- \u2028 end',
  INTERNAL_JOB_DESCRIPTION:
    '<p>Hostile but readable</p></script><script>window.__xssHits=1</script>' +
    '<!-- <img src=x onerror="window.__xssHits=2"> --><p>line\u2028separator "quoted" \'single\'</p>',
};
let servers: FastifyInstance[] = [];

test.beforeAll(async () => {
  const stored = await fetch(`${apiOrigin}/test/openings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hostile),
  });
  expect(stored.status).toBe(201);
  servers = await serveApps(sitePorts, { dropConnectionsOnClose: true });
  // No warm-up here: the site renders the openings page once on each worker before it renders a visitor's page.
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await fetch(`${apiOrigin}/test/openings/${HOSTILE_ID}`, { method: 'DELETE' });
});

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

test('a job page never visited answers with the whole job, its head and one JobPosting, and hydrates as it came', async ({
  page,
}) => {
  const [job] = (await (await fetch(`${apiOrigin}/get/RequirementID/${NEVER_VISITED}`)).json()) as Opening[];
  if (!job) throw new Error(`No seeded opening ${NEVER_VISITED}`);
  const response = await fetch(`${site}${JOB_PAGE}?jobId=${NEVER_VISITED}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root" data-prerendered>');
  const text = decodeEntities(html);
  expect(text).toContain(`<title>${job.PSTN_TITLE}`);
  expect(html.match(/"@type":"JobPosting"/g)).toHaveLength(1);
  // Every paragraph and list item of the description, in the first response.
  const pieces = [...(job.INTERNAL_JOB_DESCRIPTION ?? '').matchAll(/>([^<]{12,})</g)].map(([, piece]) => piece);
  expect(pieces.length).toBeGreaterThan(3);
  for (const piece of pieces) expect(text).toContain(decodeEntities(piece ?? ''));

  const { warnings, removed } = await hydrate(page, `${site}${JOB_PAGE}?jobId=${NEVER_VISITED}`);
  expect(removed).toEqual([]);
  expect(warnings.filter((warning) => warning.includes('The pre-rendered copy was redrawn'))).toEqual([]);
  expect(warnings).toEqual([]);
  await expect(page.locator('main h1')).toHaveText(job.PSTN_TITLE);
});

test("the openings page with a query shows that query's first results in the first response", async ({ page }) => {
  const search = (await (await fetch(`${apiOrigin}/get/requirement/search?q=engineer`)).json()) as OpeningsSearchAnswer;
  expect(search.items.length).toBeGreaterThan(0);
  const html = await (await fetch(`${site}/current-openings/job-openings?q=engineer`)).text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).not.toContain('<!--$!-->');
  const text = decodeEntities(html);
  expect(text).toContain(`of ${search.total.toLocaleString('en-US')} opening`);
  for (const item of search.items) expect(text).toContain(item.PSTN_TITLE);

  const { warnings, removed } = await hydrate(page, `${site}/current-openings/job-openings?q=engineer`);
  expect(removed).toEqual([]);
  expect(warnings.filter((warning) => warning.includes('The pre-rendered copy was redrawn'))).toEqual([]);
});

test('a hostile opening is escaped in markup, JSON-LD and data, and runs no script', async ({ page }) => {
  const html = await (await fetch(`${site}${JOB_PAGE}?jobId=${HOSTILE_ID}`)).text();
  expect(html).toContain('Hostile but readable');
  const scripts = scriptsOf(html);
  // The frame's own scripts name a src; every inline one is JSON, which nothing runs, and none ends early.
  for (const [, attributes, body] of scripts) {
    if (/\bsrc=/.test(attributes ?? '')) continue;
    expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    expect(body).not.toMatch(/<\/script|<!--/i);
  }
  expect(scripts.some(([, attributes]) => attributes?.includes('application/ld+json'))).toBe(true);
  expect(scripts.some(([, attributes]) => attributes?.includes('id="prerender-data"'))).toBe(true);

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await hydrate(page, `${site}${JOB_PAGE}?jobId=${HOSTILE_ID}`);
  await expect(page.locator('main h1')).toHaveText(hostile.PSTN_TITLE);
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { __xssHits?: number }).__xssHits)).toBeUndefined();
  expect(dialogs).toBe(0);
});

for (const [what, url] of [
  ['an unknown job', `${JOB_PAGE}?jobId=999999`],
  ['a job id that is no number', `${JOB_PAGE}?jobId=12ab`],
  ['a path that is no page', '/no-such-page'],
] as const)
  test(`${what} answers 404 rendered on the server with noindex, and hydrates as it came`, async ({ page }) => {
    const response = await fetch(`${site}${url}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html.match(/<meta name="robots" content="noindex"/g)).toHaveLength(1);
    const { warnings, removed } = await hydrate(page, `${site}${url}`);
    expect(removed).toEqual([]);
    expect(warnings.filter((warning) => !warning.includes('404'))).toEqual([]);
  });
