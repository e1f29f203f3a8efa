import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { origin, portBase } from '../support/ports';
import { startRemote, startShell } from '../support/servers';
import { startSlowProxy } from '../support/slowProxy';
import { buildRemoteCopy, removeRemoteCopy } from '../support/remoteCopy';
import { createStaticServer } from '../../tools/serve/staticServer';
import { distOf } from '../../tools/serve/site';

const CAREERS_PAGE = '/current-openings/job-openings';
const REBUILT_MARK = 'Careers remote, rebuilt alone';

/** Wraps each module the copied remote exposes so that everything it renders carries a visible mark. */
function markEveryExposedModule(remoteDir: string): void {
  const configPath = path.join(remoteDir, 'webpack.config.js');
  let config = fs.readFileSync(configPath, 'utf8');
  for (const [, name, source] of config.matchAll(/'\.\/(\w+)': '(\.\/src\/[^']+)'/g)) {
    if (!name || !source) continue;
    const wrapper = `./src/__rebuilt_${name}.tsx`;
    const target = `./${path.relative('src', source.slice(2)).replace(/\.tsx?$/, '')}`;
    // Generated into a throw-away copy; it knows nothing of the module's prop types, hence `any`.
    fs.writeFileSync(
      path.join(remoteDir, wrapper),
      `import * as Original from '${target}';\n` +
        `const Component = (Original as any).default;\n` +
        `export default function Rebuilt(props: any) { return <><p>${REBUILT_MARK}</p><Component {...props} /></>; }\n`,
    );
    config = config.replace(`'${source}'`, `'${wrapper}'`);
  }
  fs.writeFileSync(configPath, config);
}

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
      const fallback = careersAreas.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' });
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

  test('a remote rebuilt alone is picked up on reload without rebuilding the shell', async ({ page }) => {
    test.setTimeout(180_000);
    const shellPort = portBase + 22;
    const careersPort = portBase + 23;
    const copy = buildRemoteCopy('remote-careers', '.e2e-rebuilt-careers', markEveryExposedModule);
    const shell = await startShell(shellPort, { careers: careersPort });
    let careers = await startRemote('careers', careersPort);
    try {
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.locator('[data-remote="careers"] section').first()).toBeVisible();
      await expect(page.getByText(REBUILT_MARK)).toHaveCount(0);

      await careers.close();
      careers = await startRemote('careers', careersPort, path.join(copy, 'dist'));

      await page.reload();
      await expect(page.getByText(REBUILT_MARK).first()).toBeVisible();
    } finally {
      await careers.close();
      await shell.close();
      removeRemoteCopy(copy);
    }
  });

  test('a remote that answers after 10 s does not hold up the rest of the page', async ({ page }) => {
    test.setTimeout(90_000);
    const shellPort = portBase + 24;
    const careersPort = portBase + 25;
    const shell = await startShell(shellPort, { careers: careersPort });
    const slow = await startSlowProxy(careersPort, origin(portBase + 2), 10_000);
    try {
      const started = Date.now();
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(Date.now() - started).toBeLessThan(8_000);
      await expect(page.locator('[data-remote="careers"] section').first()).toBeVisible({ timeout: 45_000 });
    } finally {
      slow.closeAllConnections();
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
    });
    try {
      await page.goto(`${origin(shellPort)}${CAREERS_PAGE}`);
      await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
      await expect(page.locator('[data-remote="careers"]').getByText('This part of the page could not be loaded.').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await broken.close();
    }
    await shell.close();
  });
});
