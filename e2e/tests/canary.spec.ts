import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { CanaryFigureStore } from '@tekvana/release-kit/canaryFigures';
import { canaryOf, FolderEnvironments, type EnvironmentRecord } from '@tekvana/release-kit/environments';
import { FolderSharedRecords } from '@tekvana/release-kit/sharedRecords';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';
import { CANARY_COOKIE, standingOf } from '../../site-server/src/releases/canaryVisitors';
import { distOf, serveApps } from '../../site-server/src/site/site';
import { canarySitePorts, origin } from '../support/ports';
import { editedCopy, releaseScript } from '../support/releaseCopies';
import { REBUILT_MARK, REBUILT_VERSION, remoteCopyDist } from '../support/remoteCopy';

// Canary releases (docs/decisions/089-canary-releases.md): a remote's release served to a sticky share of visitors
// on every instance, judged on what their browsers report against the live release, then promoted or aborted.
// Visitors here are simulated: each visit is a browser with no cookie opening the openings page on one of two
// instances of the site, which share the store and nothing else.

const ENV = 'canary';
const OPENINGS = '/current-openings/job-openings';
const sites = [origin(canarySitePorts.a.shell), origin(canarySitePorts.b.shell)];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-canary-e2e-'));
const store = new FolderReleaseStore(path.join(work, 'store'));
const environments = new FolderEnvironments(store);
const ids: Record<string, string> = {};
let servers: FastifyInstance[] = [];

const put = async (app: ReleaseApp, version: string, dist: string) => (await store.put(app, version, dist)).record.id;
const releaseCommand = (...args: string[]) => releaseScript(store.root, sites[0]!, 'cli.ts', [...args, '--env', ENV]);
const record = () => environments.read(ENV);

/** The share of page views the failing release throws in as it renders: decided once per page. */
const FAILING_SHARE = 0.3;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ids.shell = await put('shell', '1.0.0', distOf('shell'));
  ids.content = await put('content', '1.0.0', distOf('content'));
  ids.live = await put('careers', '1.0.0', distOf('careers'));
  ids.good = await put('careers', REBUILT_VERSION, remoteCopyDist('rebuiltCareers'));
  // The rebuilt copy with its mark's text made to throw in 30% of pages, as a release with a bug some data shows.
  const mark = JSON.stringify(REBUILT_MARK);
  const { copy: failing } = editedCopy(
    work,
    remoteCopyDist('rebuiltCareers'),
    'careers-failing',
    '1.2.0',
    mark,
    `((globalThis.__canaryTestFails??=Math.random()<${FAILING_SHARE})?(()=>{throw new Error("a canary's bug")})():${mark})`,
  );
  ids.failing = await put('careers', '1.2.0', failing);
  for (const app of ['shell', 'content'] as const) await environments.deploy(ENV, app, ids[app]!);
  await environments.deploy(ENV, 'careers', ids.live!);
  for (const ports of [canarySitePorts.a, canarySitePorts.b])
    servers.push(
      ...(await serveApps(ports, {
        releases: { store, environments, env: ENV, pollMs: 250 },
        canaryCheckMs: 500,
        // As behind nginx: each simulated visitor is a client of its own (X-Forwarded-For), with its own report limit.
        trustProxy: ['127.0.0.1'],
        dropConnectionsOnClose: true,
      })),
    );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  fs.rmSync(work, { recursive: true, force: true });
});

let visitorCount = 0;
/** A new visitor's address, as the proxy in front of the site would name it. */
const nextAddress = () => {
  visitorCount += 1;
  return `10.${(visitorCount >> 16) & 255}.${(visitorCount >> 8) & 255}.${visitorCount & 255}`;
};

/**
 * One visit by a new visitor: no cookie, an address of its own, the openings page on `site`, until its careers
 * section has rendered (or shown its fallback). Whether the visitor was in the careers canary, by the cookie the site
 * gave it.
 */
async function visit(page: Page, site: string, percent: number): Promise<boolean> {
  await page.context().clearCookies();
  const address = nextAddress();
  // The site's own routes (the page, its reports) only: a header added to the remotes' files would make each a CORS
  // request with a preflight, which a file server does not answer.
  await page.unrouteAll();
  await page.route(`${site}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.goto(`${site}${OPENINGS}`);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === CANARY_COOKIE)?.value;
  const inCanary = token !== undefined && standingOf(token, 'careers') < percent;
  const section = page.locator('[data-remote="careers"]').first();
  await expect(
    section.getByText(REBUILT_MARK).or(section.locator('.section-fallback')).or(section.locator('section')).first(),
  ).toBeVisible();
  return inCanary;
}

/**
 * Visits until `done` says so or `most` visits were made, a browser page per instance side by side (each a context of
 * its own); the canary's visits and all.
 */
async function visitors(pages: Page[], percent: number, most: number, done: () => Promise<boolean>) {
  let canaryVisits = 0;
  let visits = 0;
  let finished = false;
  await Promise.all(
    pages.map(async (page, at) => {
      while (!finished && visits < most) {
        visits += 1;
        if (await visit(page, sites[at % sites.length]!, percent)) canaryVisits += 1;
        if (visits % 10 === 0 && (await done())) finished = true;
      }
    }),
  );
  return { canaryVisits, visits };
}

const canaryEvents = (read: EnvironmentRecord, id: string) =>
  (read.canaryHistory ?? []).filter((event) => event.id === id).map((event) => event.event);

test('refuses a canary of 0, 100, 150 or no number, of the shell, and a second one of an app', async () => {
  const before = await record();
  for (const [percent, says] of [
    ['0', 'whole number from 1 to 99'],
    ['100', '--canary 100 is every visitor'],
    ['150', 'got "150"'],
    ['ten', 'got "ten"'],
  ] as const) {
    const refused = await releaseCommand('deploy', 'careers', ids.good!, '--canary', percent, '--no-browser-check');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(says);
  }
  const shell = await releaseCommand('deploy', 'shell', ids.shell!, '--canary', '10', '--no-browser-check');
  expect(shell.output).toContain('The shell has no canary');
  expect(await record()).toEqual(before);

  expect((await releaseCommand('deploy', 'careers', ids.good!, '--canary', '10', '--no-browser-check')).code).toBe(0);
  const second = await releaseCommand('deploy', 'careers', ids.failing!, '--canary', '10', '--no-browser-check');
  expect(second.code).not.toBe(0);
  expect(second.output).toContain(`careers has a canary in ${ENV}: ${ids.good} to 10% of visitors`);
  const aborted = await releaseCommand('abort', 'careers');
  expect(aborted.output).toContain(`canary ${ids.good} aborted; ${ids.live} stays live for everyone.`);
  expect((await record()).live.careers).toBe(ids.live);
});

test('a release that fails in 30% of page views is aborted within 200 canary views, on every instance', async ({
  page,
  browser,
}) => {
  // About 100 browser visits, two at a time: 30 s here.
  test.setTimeout(150_000);
  const second = await (await browser.newContext()).newPage();
  const deployed = await releaseCommand('deploy', 'careers', ids.failing!, '--canary', '50', '--no-browser-check');
  expect(deployed.output).toContain(`is a canary for 50% of visitors beside ${ids.live}`);
  const started = Date.now();
  const { canaryVisits, visits } = await visitors(
    [page, second],
    50,
    800,
    async () => !canaryOf(await record(), 'careers'),
  );
  await second.context().close();
  const after = await record();
  const ended = (after.canaryHistory ?? []).at(-1);
  expect(ended).toMatchObject({
    id: ids.failing,
    event: 'aborted',
    reason: expect.stringMatching(/^client errors in/),
  });
  console.log(
    `failing canary: aborted after ${ended?.figures?.canary.views} canary page views (${canaryVisits} canary visits of ${visits}, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s): ${ended?.reason}`,
  );
  expect(ended?.figures?.canary.views).toBeLessThanOrEqual(200);
  expect(ended?.figures?.live.views).toBeGreaterThan(0);
  expect(after.live.careers).toBe(ids.live);

  // From then on every visitor of either instance gets the live release, and no new one is given the cookie.
  for (const site of sites) {
    await expect
      .poll(async () => (await (await fetch(`${site}/deploy-config.json`)).json()).releases.live.careers)
      .toBe(ids.live);
    expect(await visit(page, site, 50)).toBe(false);
    expect((await page.context().cookies()).some((cookie) => cookie.name === CANARY_COOKIE)).toBe(false);
  }
  const listed = await releaseCommand('releases', 'careers');
  expect(listed.output).toContain(`canary ${ids.failing} aborted: client errors in`);
});

/** A token the site would put in the careers canary of `percent`, or out of it. */
function tokenFor(percent: number, inCanary: boolean): string {
  for (let n = 0; ; n += 1) {
    const token = n.toString(16).padStart(32, '0');
    if (standingOf(token, 'careers') < percent === inCanary) return token;
  }
}

/** A random number generator with a seed: the simulated visitors are the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` visitors as a browser's requests would be, eight at a time over both instances: a new token each, the page
 * opened (a document's request: a page view), and, in `noise` of pages whatever the release, the client error
 * report its browser would send (an extension or a flaky network breaks some pages on any release).
 */
async function simulatedVisitors(count: number, percent: number, noise: number): Promise<number> {
  const random = seeded(89);
  let next = 0;
  let canary = 0;
  const one = async () => {
    for (let n = next++; n < count; n = next++) {
      const token = Array.from({ length: 4 }, () =>
        Math.floor(random() * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      ).join('');
      const inCanary = standingOf(token, 'careers') < percent;
      if (inCanary) canary += 1;
      const site = sites[n % 2]!;
      const headers = { cookie: `${CANARY_COOKIE}=${token}`, 'x-forwarded-for': nextAddress() };
      const answer = await fetch(`${site}${OPENINGS}`, { headers: { ...headers, 'sec-fetch-dest': 'document' } });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      if (random() >= noise) continue;
      const release = inCanary ? ids.good : ids.live;
      const report = await fetch(`${site}/_site/client-errors`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ app: 'careers', release, kind: 'render' }),
      });
      expect(report.status).toBe(204);
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
  return canary;
}

test("a good release's canary is never rendered for the others, never aborted over 2,000 views, then promoted", async ({
  page,
}) => {
  expect((await releaseCommand('deploy', 'careers', ids.good!, '--canary', '90', '--no-browser-check')).code).toBe(0);
  await expect.poll(async () => canaryOf(await record(), 'careers')?.id).toBe(ids.good);

  // The same cookie gets the same group on both instances: the canary's page is the app with the canary's config,
  // kept by no shared cache; the others' is rendered on the server from the live release.
  for (const site of sites) {
    const pageOf = async (token: string) => {
      // As a browser opens a page: a crawler or a script is always given the live page.
      const answer = await fetch(`${site}${OPENINGS}`, {
        headers: { cookie: `${CANARY_COOKIE}=${token}`, 'sec-fetch-dest': 'document' },
      });
      return {
        html: await answer.text(),
        cache: answer.headers.get('cache-control'),
        vary: answer.headers.get('vary'),
      };
    };
    await expect.poll(async () => (await pageOf(tokenFor(90, true))).html).toContain(ids.good);
    const canary = await pageOf(tokenFor(90, true));
    expect(canary.html).not.toContain('data-prerendered');
    expect(canary.cache).toBe('private, no-store');
    const live = await pageOf(tokenFor(90, false));
    expect(live.html).toContain('data-prerendered');
    expect(live.html).not.toContain(ids.good);
    expect(live.vary?.toLowerCase()).toContain('cookie');
    // A crawler with the canary's cookie gets the rendered live page all the same.
    const crawled = await fetch(`${site}${OPENINGS}`, {
      headers: { cookie: `${CANARY_COOKIE}=${tokenFor(90, true)}` },
    });
    expect(await crawled.text()).toContain('data-prerendered');
  }

  // Real browsers in the canary get the good release's sections, and report nothing.
  const figures = new CanaryFigureStore(new FolderSharedRecords(store.root));
  const canaryFigures = async () => {
    const now = await record();
    const running = canaryOf(now, 'careers');
    return running && (await figures.read(ENV, 'careers', running, now.live.careers!));
  };
  let browsersInCanary = 0;
  for (let n = 0; n < 12; n += 1) {
    const inCanary = await visit(page, sites[n % 2]!, 90);
    if (inCanary) {
      browsersInCanary += 1;
      await expect(page.getByText(REBUILT_MARK).first()).toBeVisible();
    }
  }
  expect(browsersInCanary).toBeGreaterThan(0);
  await expect.poll(async () => (await canaryFigures())?.canary.views).toBeGreaterThanOrEqual(browsersInCanary);
  expect((await canaryFigures())?.canary.clientErrors).toBe(0);

  // Then 2,250 more visitors, with a little noise on both releases alike.
  const started = Date.now();
  const simulated = await simulatedVisitors(2_250, 90, 0.01);
  await expect.poll(async () => (await canaryFigures())?.canary.views ?? 0).toBeGreaterThanOrEqual(2_000);
  const final = await canaryFigures();
  console.log(
    `good canary: ${simulated} simulated canary visitors in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `figures ${JSON.stringify(final)}`,
  );
  expect(canaryEvents(await record(), ids.good!)).toEqual(['started', 'aborted', 'started']);

  const shown = await releaseCommand('releases', 'careers');
  expect(shown.output).toContain(`Canary of careers in ${ENV}: ${ids.good} to 90% of visitors`);
  expect(shown.output).toMatch(new RegExp(`canary ${ids.good}: \\d{4,} page views, 0 load failures`));
  const promoted = await releaseCommand('promote', 'careers');
  expect(promoted.output).toContain(`${ids.live} -> ${ids.good} (canary promoted)`);
  for (const site of sites)
    await expect
      .poll(async () => (await (await fetch(`${site}/deploy-config.json`)).json()).releases.live.careers)
      .toBe(ids.good);
  expect(canaryEvents(await record(), ids.good!)).toEqual(['started', 'aborted', 'started', 'promoted']);
});
