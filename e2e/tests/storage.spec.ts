import { expect, test, type Page } from '@playwright/test';
import { origin, ports } from '../support/ports';

async function expectSiteRenders(page: Page) {
  await page.goto('/overview/leadership');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
}

const storedPageKeys = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('siteData') ?? '{}').pages ?? {}).sort());

test.describe('site data page by page', () => {
  test('a visit loads only the pages it opens; a page the content remote cannot give says so and recovers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
    await expect.poll(() => storedPageKeys(page)).toEqual(['home']);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Leadership' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/leadership/i);
    await expect.poll(() => storedPageKeys(page)).toEqual(['home', 'leadership']);

    // The content remote stops answering: a page this browser never opened cannot be shown, the frame stays.
    await page.route(`${origin(ports.content)}/**`, (route) => route.abort());
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(footer).toBeVisible();

    await page.unroute(`${origin(ports.content)}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
    await expect(page.locator('[data-remote="content"] h1')).toBeVisible();
    await expect.poll(() => storedPageKeys(page)).toEqual(['contact-us', 'home', 'leadership']);
  });
});

test.describe('browser storage faults', () => {
  test('a corrupt stored siteData is ignored and repaired', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('siteData', '{"header": broken');
      }
    });
    await expectSiteRenders(page);
    // The page came rendered on the server with its data; the app stores that data once it runs.
    const stored = () =>
      page.evaluate(() => {
        try {
          return JSON.parse(localStorage.getItem('siteData') ?? 'null') as Record<string, unknown> | null;
        } catch {
          return null;
        }
      });
    await expect
      .poll(async () => Object.keys((await stored()) ?? {}))
      .toEqual(expect.arrayContaining(['header', 'footer', 'pages']));
    expect(((await stored())?.pages as Record<string, unknown>).leadership).toBeDefined();
  });

  test('a full storage does not stop the site', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await expectSiteRenders(page);
  });

  test('a disabled storage does not stop the site', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled.', 'SecurityError');
        },
      });
    });
    await expectSiteRenders(page);
  });
});
