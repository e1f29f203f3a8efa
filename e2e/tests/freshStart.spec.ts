import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { repoRoot, serveApps } from '../../site-server/src/site/site';
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

/**
 * Home and the openings, working: the openings come from the API `npm start` started beside the site. Each first
 * response is rendered on the server, or the plain app when `rendered` is false.
 */
async function expectSite(page: Page, rendered: boolean) {
  const site = origin(freshStartPort);
  const home = await page.goto(`${site}/`);
  expect((await home?.text())?.includes('<div id="root" data-prerendered>')).toBe(rendered);
  await expectFrame(page);
  await expect(page.locator('main h1')).toBeVisible();
  const openings = await page.goto(`${site}${OPENINGS}`);
  expect((await openings?.text())?.includes('<div id="root" data-prerendered>')).toBe(rendered);
  await expectFrame(page);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
}

test.describe('npm start on a fresh machine', () => {
  test('without Chromium it renders every page on the server and says nothing of a browser', async ({ page }) => {
    const site = await startSite('<data>/no-chromium-here');
    try {
      expect(site.output).not.toMatch(/chromium|pre-?render/i);
      await expectSite(page, true);
    } finally {
      await site.stop();
    }
  });

  test("with SERVER_RENDER=0 it serves the plain app, a job page with the job's own head", async ({
    page,
    request,
  }) => {
    const site = await startSite('<data>/no-chromium-here', { SERVER_RENDER: '0' });
    try {
      await expectSite(page, false);
      const search = await request.get(`${origin(freshStartPort + 1000)}/get/requirement/search?size=1`);
      const [job] = ((await search.json()) as { items: { REQ_ID: number; PSTN_TITLE: string }[] }).items;
      const jobPage = await request.get(
        `${origin(freshStartPort)}/current-openings/job-description?jobId=${job?.REQ_ID}`,
      );
      expect(jobPage.status()).toBe(200);
      const html = await jobPage.text();
      expect(html).toContain(`<title>${job?.PSTN_TITLE}`);
      expect(html).toContain('id="job-posting-first-response"');
    } finally {
      await site.stop();
    }
  });
});

test.describe('a landing rendered on the server', () => {
  test('keeps the site data it hydrated from, so a later visit without the content remote renders from it', async ({
    page,
  }) => {
    const site = origin(landingSitePorts.shell);
    let servers: FastifyInstance[] = await serveApps(landingSitePorts, { dropConnectionsOnClose: true });
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
