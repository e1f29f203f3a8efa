import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';
import { previewSecret, signPreview } from '@tekvana/release-kit/previewToken';
import { distOf, serveApps } from '../../site-server/src/site/site';
import { apiOrigin, origin, releaseSitePorts as sitePorts } from '../support/ports';
import { REBUILT_MARK, REBUILT_VERSION, remoteCopyDist } from '../support/remoteCopy';
import { copyBuild } from '../support/buildCopy';
import { editedCopy, releaseScript, setBuildVersion } from '../support/releaseCopies';

// Each team ships alone (docs/decisions/051-immutable-releases.md, 052-the-site-follows-its-releases.md): releases
// are stored once, an environment's record says which is live, and the running site follows it without a restart.

const ENV = 'e2e';
const OPENINGS = '/current-openings/job-openings';
const LEADERSHIP = '/overview/leadership';
const site = origin(sitePorts.shell);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-releases-e2e-'));
const store = new FolderReleaseStore(path.join(work, 'store'));
const environments = new FolderEnvironments(store);
const ids: Record<string, string> = {};
let servers: FastifyInstance[] = [];

const put = async (app: ReleaseApp, version: string, dist: string) => (await store.put(app, version, dist)).record.id;

const command = (script: string, args: string[]) => releaseScript(store.root, site, script, args);

/** deploy, rollback, releases, check-release in the test's environment. */
const releaseCommand = (...args: string[]) => command('cli.ts', [...args, '--env', ENV]);

const deployConfig = async () => (await (await fetch(`${site}/deploy-config.json`)).json()) as { remotes: object };

const careersSection = (page: Page) => page.locator('[data-remote="careers"] section').first();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ids.shell = await put('shell', '1.0.0', distOf('shell'));
  ids.careers1 = await put('careers', '1.0.0', distOf('careers'));
  ids.careers2 = await put('careers', REBUILT_VERSION, remoteCopyDist('rebuiltCareers'));
  ids.content1 = await put('content', '1.0.0', distOf('content'));
  ids.content2 = await put(
    'content',
    '1.0.1',
    editedCopy(work, distOf('content'), 'content-edited', '1.0.1', 'Our Leadership', 'Our Leadership, renewed').copy,
  );
  await environments.deploy(ENV, 'shell', ids.shell);
  await environments.deploy(ENV, 'content', ids.content1);
  await environments.deploy(ENV, 'careers', ids.careers1);
  servers = await serveApps(sitePorts, {
    releases: { store, environments, env: ENV, pollMs: 250 },
    dropConnectionsOnClose: true,
  });
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('a careers release deployed shows on the running site, an open tab still opens sections, and a rollback brings back the first', async ({
  page,
  context,
}) => {
  await page.goto(`${site}/`);
  await expect(page.locator('[data-remote="content"] h1').first()).toBeVisible();

  const deployed = await releaseCommand('deploy', 'careers', ids.careers2!);
  expect(deployed.output).toContain(`careers ${ids.careers1} -> ${ids.careers2}`);
  expect(deployed.code).toBe(0);

  const fresh = await context.newPage();
  await expect(async () => {
    await fresh.goto(`${site}${OPENINGS}`);
    await expect(fresh.getByText(REBUILT_MARK).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // The tab opened before the deploy goes on with the release it started with: its files are still served.
  await page
    .getByRole('link', { name: /openings/i })
    .first()
    .click();
  await expect(careersSection(page)).toBeVisible();
  await expect(page.locator('.section-fallback')).toHaveCount(0);
  await expect(page.getByText(REBUILT_MARK)).toHaveCount(0);

  const rolledBack = await releaseCommand('rollback', 'careers');
  expect(rolledBack.output).toContain(`careers ${ids.careers2} -> ${ids.careers1} (rolled back)`);
  await expect(async () => {
    await fresh.goto(`${site}${OPENINGS}`);
    await expect(careersSection(fresh)).toBeVisible({ timeout: 5_000 });
    await expect(fresh.getByText(REBUILT_MARK)).toHaveCount(0);
  }).toPass({ timeout: 15_000 });

  const listed = await releaseCommand('releases', 'careers');
  expect(listed.output).toContain(`* ${ids.careers1}`);
  expect(listed.output).toContain(`  ${ids.careers2}`);
});

test('the gate refuses a release missing an expose and one built against another React major, and the site is unchanged', async () => {
  const noJobs = path.join(work, 'careers-missing-expose');
  copyBuild(distOf('careers'), noJobs);
  let dropped = '';
  setBuildVersion(noJobs, '1.2.0', (manifest) => {
    dropped = manifest.exposes[0]!.name.replace(/^\.\//, '');
    manifest.exposes = manifest.exposes.slice(1);
  });
  const missing = await put('careers', '1.2.0', noJobs);
  const otherReact = await put('internship', '1.0.0', remoteCopyDist('skewMajor'));
  const before = await deployConfig();
  const envBefore = await environments.read(ENV);

  const refusedExpose = await releaseCommand('deploy', 'careers', missing);
  expect(refusedExpose.code).not.toBe(0);
  expect(refusedExpose.output).toContain(`does not expose ${dropped}`);
  const refusedReact = await releaseCommand('deploy', 'internship', otherReact);
  expect(refusedReact.code).not.toBe(0);
  expect(refusedReact.output).toMatch(/shares react [\d.]+, outside the range \^20/);

  expect(await environments.read(ENV)).toEqual(envBefore);
  expect(await deployConfig()).toEqual(before);
});

test('a content deploy that edits a heading changes the first response of that page within 60 s', async ({
  request,
}) => {
  const firstResponse = async () => (await request.get(`${site}${LEADERSHIP}`)).text();
  await expect.poll(firstResponse, { timeout: 30_000 }).toContain('data-prerendered');
  expect(await firstResponse()).not.toContain('Our Leadership, renewed');

  const deployedAt = Date.now();
  expect((await releaseCommand('deploy', 'content', ids.content2!)).code).toBe(0);
  await expect
    .poll(
      async () => {
        const html = await firstResponse();
        return html.includes('data-prerendered') && html.includes('Our Leadership, renewed');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  console.log(`content deploy to a new first response: ${((Date.now() - deployedAt) / 1000).toFixed(1)} s`);
});

test('a release whose entry answers 404 in the browser falls back to the previous release, and the failure is counted', async ({
  page,
}) => {
  expect((await releaseCommand('deploy', 'careers', ids.careers2!)).code).toBe(0);
  await expect.poll(async () => JSON.stringify(await deployConfig()), { timeout: 10_000 }).toContain(ids.careers2!);
  const openings = (await (await fetch(`${apiOrigin}/get/requirement`)).json()) as { REQ_ID: string }[];
  // The page is rendered on the server with the live release; once in the browser, what it loads decides.
  await page.route(`**/releases/${ids.careers2}/remoteEntry.js`, (route) => route.fulfill({ status: 404 }));
  await page.goto(`${site}/current-openings/job-description?jobId=${openings[0]!.REQ_ID}`);
  await expect(careersSection(page)).toBeVisible();
  await expect(page.locator('.section-fallback')).toHaveCount(0);
  await expect(page.getByText(REBUILT_MARK)).toHaveCount(0);

  await expect
    .poll(async () => (await (await fetch(`${site}/_site/load-failures`)).json()) as { failures: object[] })
    .toMatchObject({ failures: [{ app: 'careers', release: ids.careers2, stage: 'entry', failures: 1 }] });
});

test('a preview link shows a stored release in one browser only, with a banner; a forged or expired link does nothing', async ({
  browser,
  request,
}) => {
  // careers2 is live (the test before deployed it); the preview is of careers1.
  const made = await command('previewLink.ts', ['careers', ids.careers1!, '--ttl', '10m']);
  expect(made.code).toBe(0);
  const link = made.output.trim().split('\n').at(-1)!;
  expect(link.startsWith(`${site}/_site/preview?token=`)).toBe(true);

  const previewing = await browser.newContext();
  const other = await browser.newContext();
  try {
    const page = await previewing.newPage();
    await page.goto(link);
    const banner = page.locator('[data-preview-banner]');
    await expect(banner).toContainText(`Preview of careers release ${ids.careers1}`);
    // Everyone else gets the page rendered with the live releases; the previewing browser gets the app.
    await expect
      .poll(async () => (await request.get(`${site}${OPENINGS}`)).text(), { timeout: 30_000 })
      .toContain('data-prerendered');
    const response = await page.goto(`${site}${OPENINGS}`);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    // A previewing browser never gets a rendered page: it was made with the live release.
    expect(await response!.text()).not.toContain('data-prerendered');
    await expect(careersSection(page)).toBeVisible();
    await expect(page.getByText(REBUILT_MARK)).toHaveCount(0);
    await expect(banner).toBeVisible();

    const visitor = await other.newPage();
    await visitor.goto(`${site}${OPENINGS}`);
    await expect(visitor.getByText(REBUILT_MARK).first()).toBeVisible();
    await expect(visitor.locator('[data-preview-banner]')).toHaveCount(0);

    await banner.getByRole('link', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(`${site}/`);
    await page.goto(`${site}${OPENINGS}`);
    await expect(page.getByText(REBUILT_MARK).first()).toBeVisible();
    await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  } finally {
    await previewing.close();
    await other.close();
  }

  const token = new URL(link).searchParams.get('token')!;
  const secret = previewSecret({}, store.root);
  const refused = [
    // The signature of another grant: the payload was altered.
    `${signPreview(secret, { app: 'careers', id: ids.careers2!, expires: Date.now() + 60_000 }).split('.')[0]}.${token.split('.')[1]}`,
    signPreview(secret, { app: 'careers', id: ids.careers1!, expires: Date.now() - 1000 }),
    // Signed, but for an app that has no such release.
    signPreview(secret, { app: 'content', id: ids.careers1!, expires: Date.now() + 60_000 }),
    signPreview(Buffer.from('not the site secret, not at all!!'), {
      app: 'careers',
      id: ids.careers1!,
      expires: Date.now() + 60_000,
    }),
  ];
  for (const forged of refused) {
    const answer = await request.get(`${site}/_site/preview?token=${encodeURIComponent(forged)}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(400);
    expect(answer.headers()['set-cookie'] ?? '').not.toMatch(/tekvana_preview=[^;]/);
    expect(await answer.text()).toContain('This preview link is not valid');
  }
});
