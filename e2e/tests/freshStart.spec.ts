import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { repoRoot, serveApps } from '../../site-server/src/serve/site';
import { freshStartPort, landingSitePorts, origin, unreachablePort } from '../support/ports';
import { startShell } from '../support/servers';

const OPENINGS = '/current-openings/job-openings';

const expectFrame = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The site could not be loaded' })).toHaveCount(0);
};

/** `npm start` after its build: the same script, with the given CHROME_PATH, on ports of its own. */
async function startSite(chromePath: string, env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-fresh-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CHROME_PATH: chromePath.replace('<data>', dataDir),
      SITE_PORT: String(freshStartPort),
      API_DATA_DIR: dataDir,
      API_LOG: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const site = {
    output: '',
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    running: () => child.exitCode === null,
  };
  child.stdout?.on('data', (chunk: Buffer) => (site.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (site.output += chunk.toString()));
  try {
    await expect.poll(() => site.output, { timeout: 40_000 }).toContain('Press Ctrl+C to stop.');
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

/** Home and the openings, as the plain app: the openings come from the API `npm start` started beside the site. */
async function expectPlainSite(page: Page) {
  const site = origin(freshStartPort);
  const home = await page.goto(`${site}/`);
  expect(await home?.text()).not.toContain('data-prerendered');
  await expectFrame(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto(`${site}${OPENINGS}`);
  await expectFrame(page);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
}

test.describe('npm start where pages cannot be pre-rendered', () => {
  test('without Chromium it says so in one line and serves home and the openings as the plain app', async ({
    page,
  }) => {
    const site = await startSite('<data>/no-chromium-here');
    try {
      const notices = site.output.split('\n').filter((line) => /pre-?render/i.test(line));
      expect(notices).toEqual([
        expect.stringMatching(
          /^Pre-rendering is off \(no Chromium at .*no-chromium-here\): serving the plain app\. .*CHROME_PATH/,
        ),
      ]);
      await expectPlainSite(page);
    } finally {
      await site.stop();
    }
  });

  test('a capture that fails, at start or when a job page is first asked for, leaves the server up', async ({
    page,
    request,
  }) => {
    // A program that is no browser: the launch fails at start, and again when a job page asks to be captured
    // (decision 057: job pages are captured on demand).
    const site = await startSite('/bin/false', { JOB_PAGES_REFRESH_SECONDS: '1' });
    try {
      expect(site.output).toMatch(/prerender: stopped after 0 pages \(.+\); the rest is the plain app/);
      const search = await request.get(`${origin(freshStartPort + 1000)}/get/requirement/search?size=1`);
      const [job] = ((await search.json()) as { items: { REQ_ID: number }[] }).items;
      const jobPage = await request.get(
        `${origin(freshStartPort)}/current-openings/job-description?jobId=${job?.REQ_ID}`,
      );
      expect(jobPage.status()).toBe(200);
      // Told as the capture's own failure, or as the job refresh's when one (every second here) was waiting on it.
      await expect
        .poll(() => site.output, { timeout: 15_000 })
        .toMatch(/prerender: (pages not captured again|job pages not refreshed)/);
      expect(site.running()).toBe(true);
      await expectPlainSite(page);
    } finally {
      await site.stop();
    }
  });
});

test.describe('a pre-rendered landing', () => {
  test('keeps the site data it hydrated from, so a later visit without the content remote renders from it', async ({
    page,
  }) => {
    const site = origin(landingSitePorts.shell);
    let servers: FastifyInstance[] = await serveApps(landingSitePorts, {
      prerender: true,
      prerenderOnly: [OPENINGS],
      dropConnectionsOnClose: true,
    });
    let plain: FastifyInstance | undefined;
    try {
      const landing = await page.goto(`${site}${OPENINGS}`);
      expect(await landing?.text()).toContain('data-prerendered');
      await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
      const stored = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('siteData') ?? '{}') as Record<string, unknown>);
      await expect
        .poll(async () => Object.keys(await stored()).sort())
        .toEqual(expect.arrayContaining(['footer', 'header', 'pageKeys', 'pages']));
      const storedPages = (await stored()).pages as Record<string, { sections: unknown[] }>;
      expect(Object.keys(storedPages)).toEqual(['job-openings']);

      // Every server of that copy stops; the shell comes back as the plain app on the same address, its content
      // remote still unreachable (nothing listens on its new port), the careers remote up.
      await Promise.all(servers.map((server) => server.close()));
      servers = [];
      plain = await startShell(landingSitePorts.shell, { content: unreachablePort });

      const visit = await page.goto(`${site}${OPENINGS}`);
      expect(await visit?.text()).not.toContain('data-prerendered');
      await expectFrame(page);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
      // Each of the stored page's sections has its area: the careers one renders, the content one says it could not.
      const areas = page.locator('main [data-section-type]');
      await expect(areas).toHaveCount(storedPages['job-openings']?.sections.length ?? -1);
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expect(
        page.locator('[data-remote="content"]').getByText('This part of the page could not be loaded.'),
      ).toBeVisible();
    } finally {
      await Promise.all([...servers, ...(plain ? [plain] : [])].map((server) => server.close()));
    }
  });
});
