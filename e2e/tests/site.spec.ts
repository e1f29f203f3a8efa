import { expect, test } from '@playwright/test';
import { countReactRenderers, reactRendererCount } from '../support/reactInstances';

test.describe('composed site', () => {
  test('pages render the header, sections from every remote and the footer', async ({ page }) => {
    for (const [url, remote] of [
      ['/', 'content'],
      ['/current-openings/job-openings', 'careers'],
      ['/apply', 'internship'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator(`[data-remote="${remote}"] section`).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    }
  });

  test('unknown URLs show the 404 texts', async ({ page }) => {
    for (const url of ['/not-found', '/a/b/c']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("404 That's an error.");
      await expect(page.getByText("The requested url was not found on this server. That's all we know.")).toBeVisible();
    }
  });

  test('site data is written to localStorage under siteData', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    // The page came rendered on the server with its data: the app stores it once it runs.
    const storedKeys = () => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('siteData') ?? '{}')));
    await expect.poll(storedKeys).toEqual(expect.arrayContaining(['header', 'footer', 'pages']));
  });

  test('React is loaded once for the shell and every remote', async ({ page }) => {
    await countReactRenderers(page);
    await page.goto('/');
    await expect(page.locator('[data-remote="content"] section').first()).toBeVisible();
    // Client-side navigation keeps the same page, so every remote below renders into the shell's React.
    await page.evaluate(() => {
      history.pushState({}, '', '/current-openings/job-openings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-remote="careers"] section').first()).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/apply');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-remote="internship"] section').first()).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
  });
});
