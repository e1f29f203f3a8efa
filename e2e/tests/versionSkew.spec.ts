import { expect, test } from '@playwright/test';
import { origin, portBase } from '../support/ports';
import { countReactRenderers, reactRendererCount } from '../support/reactInstances';
import { remoteCopyDist } from '../support/remoteCopy';
import { startRemote, startShell } from '../support/servers';

const INTERNSHIP_PAGE = '/apply';

test.describe('version skew between the shell and a remote', () => {
  test('a remote built against a newer React minor and the same shared contract major still loads, on one React', async ({
    page,
  }) => {
    const shell = await startShell(portBase + 40, { internship: portBase + 41 });
    const internship = await startRemote('internship', portBase + 41, remoteCopyDist('skewNewerMinor'));
    try {
      await countReactRenderers(page);
      await page.goto(`${origin(portBase + 40)}${INTERNSHIP_PAGE}`);
      await expect(page.locator('[data-remote="internship"] form')).toBeVisible();
      expect(await reactRendererCount(page)).toBe(1);
    } finally {
      await internship.close();
      await shell.close();
    }
  });

  test('an incompatible remote (React major it cannot share) fails in its own area with a clear message', async ({
    page,
  }) => {
    const shell = await startShell(portBase + 42, { internship: portBase + 43 });
    const internship = await startRemote('internship', portBase + 43, remoteCopyDist('skewMajor'));
    try {
      await page.goto(`${origin(portBase + 42)}${INTERNSHIP_PAGE}`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(
        page.locator('[data-remote="internship"]').getByText('This part of the page could not be loaded.'),
      ).toBeVisible();
    } finally {
      await internship.close();
      await shell.close();
    }
  });
});
