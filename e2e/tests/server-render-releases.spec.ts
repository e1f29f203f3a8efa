import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';
import { distOf, serveApps } from '../../site-server/src/site/site';
import { origin, serverRenderSitePorts } from '../support/ports';
import { REBUILT_MARK, REBUILT_VERSION, remoteCopyDist } from '../support/remoteCopy';
import { decodeEntities, hydrate } from '../support/serverRender';
import { editedCopy } from '../support/releaseCopies';

// A site that follows an environment of a release store: each page's
// first response is rendered from the server builds of the releases live at that request
// (docs/decisions/071-server-rendering-from-releases.md).
const sitePorts = serverRenderSitePorts.releases;
const site = origin(sitePorts.shell);
const ENV = 'server-render';
const LEADERSHIP = '/overview/leadership';
const JOB_PAGE = '/current-openings/job-description?jobId=24018';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-server-render-releases-'));
const store = new FolderReleaseStore(path.join(work, 'store'));
const environments = new FolderEnvironments(store);
const ids: Record<string, string> = {};
let servers: FastifyInstance[] = [];

/** A copy of a build with `from` written `to` in every script, its server build's too: a team's next release. */
function renderedEdit(dist: string, version: string, from: string, to: string): string {
  const { copy, edited } = editedCopy(work, dist, `copy-${version}`, version, from, to);
  expect(edited).toContain(path.join('server', 'server.js'));
  return copy;
}

const put = async (app: ReleaseApp, version: string, dist: string) => (await store.put(app, version, dist)).record.id;

/** Waits until the site serves `id` of `app` (its deploy config names it live): the switch was seen. */
async function seen(app: ReleaseApp, id: string): Promise<void> {
  const live = async () => {
    const config = (await (await fetch(`${site}/deploy-config.json`)).json()) as {
      releases?: { live: Partial<Record<ReleaseApp, string>> };
    };
    return config.releases?.live[app];
  };
  await expect.poll(live, { timeout: 10_000 }).toBe(id);
}

const firstResponse = async (url: string) => {
  const response = await fetch(`${site}${url}`);
  expect(response.status).toBe(200);
  return response.text();
};
const rendered = (html: string) => html.includes('<div id="root" data-prerendered>') && html.includes('prerender-data');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ids.shell = await put('shell', '1.0.0', distOf('shell'));
  ids.content1 = await put('content', '1.0.0', distOf('content'));
  ids.content2 = await put(
    'content',
    '1.0.1',
    renderedEdit(distOf('content'), '1.0.1', 'Our Leadership', 'Our Leadership, renewed'),
  );
  ids.careers1 = await put('careers', '1.0.0', distOf('careers'));
  ids.careers2 = await put('careers', REBUILT_VERSION, remoteCopyDist('rebuiltCareers'));
  for (const [app, id] of [
    ['shell', ids.shell],
    ['content', ids.content1],
    ['careers', ids.careers1],
  ] as const)
    await environments.deploy(ENV, app, id!);
  servers = await serveApps(sitePorts, {
    releases: { store, environments, env: ENV, pollMs: 250 },
    dropConnectionsOnClose: true,
  });
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('tells the balancer it is ready, and not while the live releases cannot be read', async () => {
  const probe = (url: string, headers: Record<string, string> = {}) => fetch(`${site}${url}`, { headers });
  // Just started, it may still be loading the live releases to render them: not ready until they are.
  const first = await probe('/readyz');
  if (first.status !== 200)
    expect(await first.json()).toEqual({
      status: 'not ready',
      checks: { releases: 'ok', render: 'loading the live releases to render pages' },
    });
  await expect.poll(async () => (await probe('/readyz')).status, { timeout: 30_000 }).toBe(200);
  const ready = await probe('/readyz');
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready', checks: { releases: 'ok', render: 'ok' } });
  // A visitor's request a proxy on this machine forwards is not this machine's own.
  expect((await probe('/readyz', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);

  const record = path.join(store.root, 'environments', `${ENV}.json`);
  const saved = fs.readFileSync(record);
  fs.writeFileSync(record, '{ "env": ');
  try {
    const broken = await probe('/readyz');
    expect(broken.status).toBe(503);
    const answer = (await broken.json()) as { status: string; checks: Record<string, string> };
    expect(answer).toEqual({ status: 'not ready', checks: { releases: expect.stringMatching(/JSON/), render: 'ok' } });
    // Alive, and still serving what is live: a restart would not mend the store.
    expect((await probe('/healthz')).status).toBe(200);
    expect(rendered(await firstResponse(LEADERSHIP))).toBe(true);
  } finally {
    fs.writeFileSync(record, saved);
  }
  expect((await probe('/readyz')).status).toBe(200);

  // Its metrics: what is live, how pages were made, every request by route pattern; not for a forwarded visitor.
  const metrics = await (await probe('/metrics')).text();
  /** The sum of the samples of `name` that carry every one of `labels` (Prometheus orders labels as it likes). */
  const sum = (name: string, labels: Record<string, string>) =>
    metrics
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`))
      .filter((line) => Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)))
      .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
  expect(sum('site_live_release', { app: 'content', release: ids.content1! })).toBe(1);
  expect(
    sum('site_page_seconds_count', { made: 'rendered' }) + sum('site_page_seconds_count', { made: 'kept' }),
  ).toBeGreaterThan(0);
  expect(sum('http_request_duration_seconds_count', { app: 'shell', route: '(page)', status: '200' })).toBeGreaterThan(
    0,
  );
  expect((await probe('/metrics', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
});

test('a content deploy and its rollback change the first response from the next request on', async ({ page }) => {
  const before = await firstResponse(LEADERSHIP);
  expect(rendered(before)).toBe(true);
  expect(decodeEntities(before)).toContain('Our Leadership');
  expect(decodeEntities(before)).not.toContain('Our Leadership, renewed');

  await environments.deploy(ENV, 'content', ids.content2!);
  await seen('content', ids.content2!);
  const after = await firstResponse(LEADERSHIP);
  expect(rendered(after)).toBe(true);
  expect(decodeEntities(after)).toContain('Our Leadership, renewed');
  // The browser adopts what the release rendered: the release's own code hydrates it, nothing redrawn.
  const { warnings, removed } = await hydrate(page, `${site}${LEADERSHIP}`);
  expect(removed).toEqual([]);
  expect(warnings).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Our Leadership, renewed' })).toBeVisible();

  await environments.rollback(ENV, 'content');
  await seen('content', ids.content1!);
  const rolledBack = decodeEntities(await firstResponse(LEADERSHIP));
  expect(rolledBack).toContain('Our Leadership');
  expect(rolledBack).not.toContain('Our Leadership, renewed');
});

test("a careers deploy renders a job page with the new release's sections at once", async ({ page }) => {
  const before = await firstResponse(JOB_PAGE);
  expect(rendered(before)).toBe(true);
  expect(before).not.toContain(REBUILT_MARK);

  await environments.deploy(ENV, 'careers', ids.careers2!);
  await seen('careers', ids.careers2!);
  const after = await firstResponse(JOB_PAGE);
  expect(rendered(after)).toBe(true);
  expect(after).toContain(REBUILT_MARK);
  const { warnings, removed } = await hydrate(page, `${site}${JOB_PAGE}`);
  expect(removed).toEqual([]);
  expect(warnings).toEqual([]);
});
