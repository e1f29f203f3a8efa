import { expect, test } from '@playwright/test';
import { origin, portBase } from '../support/ports';
import { startRemote, startShell } from '../support/servers';
import { startHeldProxy } from '../support/heldProxy';
import { REBUILT_MARK, remoteCopyDist } from '../support/remoteCopy';
import { createStaticServer } from '../../site-server/src/http/staticServer';
import { distOf } from '../../site-server/src/site/site';

const CAREERS_PAGE = '/current-openings/job-openings';

test.describe('independent remotes', () => {
  test('a stopped remote leaves the page usable, and its area recovers with Try again', async ({ page }) => {
    const shellPort = portBase + 20;
    const careersPort = portBase + 21;
    const shell = await startShell(shellPort, { careers: careersPort });
    try {
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-remote="content"]').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const careersAreas = page.locator('[data-remote="careers"]');
      const fallback = careersAreas
        .getByRole('alert')
        .filter({ hasText: 'This part of the page could not be loaded.' });
      await expect(fallback.first()).toBeVisible();
      await expect(fallback).toHaveCount(await careersAreas.count());

      const careers = await startRemote('careers', careersPort);
      try {
        await fallback.first().getByRole('button', { name: 'Try again' }).click();
        await expect(careersAreas.first().locator('section').first()).toBeVisible();
        await expect(careersAreas.first().getByText('This part of the page could not be loaded.')).toHaveCount(0);
      } finally {
        await careers.close();
      }
    } finally {
      await shell.close();
    }
  });

  test('without the content remote and a stored copy the site says so, and Try again starts it once the remote is back', async ({
    page,
  }) => {
    const shellPort = portBase + 28;
    const contentPort = portBase + 29;
    const shell = await startShell(shellPort, { content: contentPort });
    try {
      await page.goto(`${origin(shellPort)}/contact-us`);
      await expect(page.getByRole('heading', { name: 'The site could not be loaded' })).toBeVisible();

      const content = await startRemote('content', contentPort);
      try {
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'The site could not be loaded' })).toHaveCount(0);
      } finally {
        await content.close();
      }
    } finally {
      await shell.close();
    }
  });

  test('a remote rebuilt alone is picked up on reload without rebuilding the shell', async ({ page }) => {
    const shellPort = portBase + 22;
    const careersPort = portBase + 23;
    const shell = await startShell(shellPort, { careers: careersPort });
    let careers = await startRemote('careers', careersPort);
    try {
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.locator('[data-remote="careers"] section').first()).toBeVisible();
      await expect(page.getByText(REBUILT_MARK)).toHaveCount(0);

      await careers.close();
      careers = await startRemote('careers', careersPort, remoteCopyDist('rebuiltCareers'));

      await page.reload();
      await expect(page.getByText(REBUILT_MARK).first()).toBeVisible();
    } finally {
      await careers.close();
      await shell.close();
    }
  });

  test('a remote that answers after 10 s does not hold up the rest of the page', async ({ page }) => {
    const shellPort = portBase + 24;
    const careersPort = portBase + 25;
    const shell = await startShell(shellPort, { careers: careersPort });
    const slow = await startHeldProxy(careersPort, origin(portBase + 2));
    try {
      const started = Date.now();
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      // The proxy holds every request, so the rest of the page is complete before the remote answers anything.
      await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The remote answers 10 s after the page was asked for (the scenario, not a wait for the page), and its
      // area fills in then.
      await page.waitForTimeout(Math.max(0, started + 10_000 - Date.now()));
      slow.release();
      await expect(page.locator('[data-remote="careers"] section').first()).toBeVisible();
    } finally {
      slow.close();
      await shell.close();
    }
  });

  test('a remote serving a broken entry fails in its own area only', async ({ page }) => {
    const shellPort = portBase + 26;
    const careersPort = portBase + 27;
    const shell = await startShell(shellPort, { careers: careersPort });
    const broken = await createStaticServer({
      root: distOf('careers'),
      port: careersPort,
      overrides: { '/remoteEntry.js': 'this is not ( a script' },
      dropConnectionsOnClose: true,
    });
    try {
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
      await expect(
        page.locator('[data-remote="careers"]').getByText('This part of the page could not be loaded.').first(),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await broken.close();
    }
    await shell.close();
  });
});
