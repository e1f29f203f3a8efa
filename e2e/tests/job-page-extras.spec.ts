import { expect, test, type Page } from '@playwright/test';
import { waitForPageReady } from '../support/axe';

// A seeded opening (Data Scientist, Gurugram, full-time): the suites that plant openings use other ids, types
// and cities, so the roles suggested beside it are seeded ones too.
const JOB_ID = 24064;
const JOB_PATH = `/current-openings/job-description?jobId=${JOB_ID}`;

async function openJob(page: Page) {
  await page.goto(JOB_PATH);
  await waitForPageReady(page);
}

/** Follows the first similar opening and checks that its own page came. */
async function followFirstSimilar(page: Page, press: (link: ReturnType<Page['locator']>) => Promise<void>) {
  const similar = page.getByRole('region', { name: 'Similar openings' });
  const first = similar.getByRole('link').first();
  await expect(first).toBeVisible();
  const title = (await first.textContent())?.trim() ?? '';
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\/current-openings\/job-description\?jobId=\d+$/);
  expect(href).not.toContain(`jobId=${JOB_ID}`);
  await press(first);
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('share and similar openings on a computer, by keyboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share copies the job link and says so; a similar opening opens from the keyboard', async ({ page }) => {
    await openJob(page);
    await page.getByRole('button', { name: /Back to jobs search/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Save job: / })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Share this job' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
      'Link copied to the clipboard.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.keyboard.press('End');
    await expect(page.getByRole('region', { name: 'Similar openings' }).getByRole('link')).toHaveCount(3);
    await followFirstSimilar(page, async (link) => {
      await link.focus();
      await page.keyboard.press('Enter');
    });
  });
});

test.describe('share and similar openings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Share opens the phone's share sheet with the job; a similar opening opens with a tap", async ({ page }) => {
    // Chromium on Linux has no share sheet: this stands in for the phone's and records what it was given.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    await openJob(page);
    await page.getByRole('button', { name: 'Share this job' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: 'Data Scientist, Gurugram, Haryana | Tekvana Careers', url: page.url() }]);

    // On a phone the form comes after the description, far below: the list loads when the visitor nears it.
    const similar = page.getByRole('region', { name: 'Similar openings' });
    await expect(similar.getByRole('link')).toHaveCount(0);
    await similar.scrollIntoViewIfNeeded();
    await followFirstSimilar(page, (link) => link.tap());
  });
});
