import { expect, test, type Page } from '@playwright/test';

async function expectSiteRenders(page: Page) {
  await page.goto('/overview/leadership');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('browser storage faults', () => {
  test('a corrupt stored siteData is ignored and repaired', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('siteData', '{"header": broken');
      }
    });
    await expectSiteRenders(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('siteData') ?? 'null'));
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['header', 'footer', 'pages']));
    expect(stored.pages.leadership).toBeDefined();
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
