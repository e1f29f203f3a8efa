import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { origin, portBase } from '../support/ports';
import { countReactRenderers, reactRendererCount } from '../support/reactInstances';
import { buildRemoteCopy, removeRemoteCopy } from '../support/remoteCopy';
import { startRemote, startShell } from '../support/servers';

const INTERNSHIP_PAGE = '/apply';

/** Rewrites the copy's webpack config so its federation declares other versions of shared modules. */
function declareShared(overrides: Record<string, object>) {
  return (copy: string) => {
    const configPath = path.join(copy, 'webpack.config.js');
    const config = fs.readFileSync(configPath, 'utf8');
    fs.writeFileSync(
      configPath,
      config.replace("name: 'internship',", `name: 'internship',\n      sharedOverrides: ${JSON.stringify(overrides)},`),
    );
  };
}

test.describe('version skew between the shell and a remote', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a remote built against a newer React minor and the same shared contract major still loads, on one React', async ({ page }) => {
    const react = { singleton: true, requiredVersion: '^19.4.0', version: '19.4.0' };
    const copy = buildRemoteCopy(
      'remote-internship',
      '.e2e-skew-newer-minor',
      declareShared({ react, 'react/': react, 'react-dom': react, 'react-dom/': react, '@tekvana/shared': { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' } }),
    );
    const shell = await startShell(portBase + 40, { internship: portBase + 41 });
    const internship = await startRemote('internship', portBase + 41, path.join(copy, 'dist'));
    try {
      await countReactRenderers(page);
      await page.goto(`${origin(portBase + 40)}${INTERNSHIP_PAGE}`);
      await expect(page.locator('[data-remote="internship"] form')).toBeVisible();
      expect(await reactRendererCount(page)).toBe(1);
    } finally {
      await internship.close();
      await shell.close();
      removeRemoteCopy(copy);
    }
  });

  test('an incompatible remote (React major it cannot share) fails in its own area with a clear message', async ({ page }) => {
    const react = { singleton: true, requiredVersion: '^20.0.0', strictVersion: true };
    const copy = buildRemoteCopy('remote-internship', '.e2e-skew-major', declareShared({ react, 'react-dom': react }));
    const shell = await startShell(portBase + 42, { internship: portBase + 43 });
    const internship = await startRemote('internship', portBase + 43, path.join(copy, 'dist'));
    try {
      await page.goto(`${origin(portBase + 42)}${INTERNSHIP_PAGE}`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[data-remote="internship"]').getByText('This part of the page could not be loaded.')).toBeVisible();
    } finally {
      await internship.close();
      await shell.close();
      removeRemoteCopy(copy);
    }
  });
});
