import { expect, test, type Page } from '@playwright/test';
import { waitForPageReady } from '../support/axe';

const slideLine = (page: Page) => page.locator('.tk-carousel__controls .visually-hidden');
const firstPhotoAlts = (page: Page) =>
  page
    .locator('.tk-social-impact__row li:first-child img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

/** Opens a page with a controllable clock: the rotations (7 s, 3 s) are checked without waiting them out. */
async function openWithClock(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await waitForPageReady(page);
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel and the impact photos hold still, with a Play control', async ({ page }) => {
    await openWithClock(page, '/home');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(slideLine(page)).toHaveText(/^Slide 1 of \d+$/);
    await page.clock.runFor(15_000);
    await expect(slideLine(page)).toHaveText(/^Slide 1 of \d+$/);

    await page.goto('/beyond-work/csr');
    await waitForPageReady(page);
    await expect(page.getByRole('button', { name: 'Play impact photos' })).toBeVisible();
    const before = await firstPhotoAlts(page);
    await page.clock.runFor(7_000);
    expect(await firstPhotoAlts(page)).toEqual(before);
  });

  test('statistics show their final values at once, and company values are shown without a fade', async ({ page }) => {
    await page.goto('/overview/our-journey');
    await waitForPageReady(page);
    const stats = page.locator('.tk-stat__value');
    await stats.first().scrollIntoViewIfNeeded();
    for (const stat of await stats.all()) {
      await expect(stat.locator('[aria-hidden="true"]')).toHaveText(await stat.locator('.visually-hidden').innerText());
    }
    expect(await stats.locator('[aria-hidden="true"]').allInnerTexts()).toEqual(['+250', '+200', '+45%', '94.7%']);

    await page.goto('/beyond-work/life-at-tekvana');
    await waitForPageReady(page);
    const values = page.locator('.tk-value__text');
    expect(await values.count()).toBeGreaterThan(0);
    for (const value of await values.all()) {
      await expect(value).toHaveClass(/is-visible/);
      await expect(value).toHaveCSS('opacity', '1');
    }
  });
});

test.describe('with full motion', () => {
  test('the carousel advances every 7 seconds until paused, and plays again on request', async ({ page }) => {
    await openWithClock(page, '/home');
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeVisible();
    await page.clock.runFor(7_100);
    await expect(slideLine(page)).toHaveText(/^Slide 2 of \d+$/);
    await pause.click();
    await page.clock.runFor(21_000);
    await expect(slideLine(page)).toHaveText(/^Slide 2 of \d+$/);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(7_100);
    await expect(slideLine(page)).toHaveText(/^Slide 3 of \d+$/);
  });

  test('the impact photos rotate every 3 seconds until paused', async ({ page }) => {
    await openWithClock(page, '/beyond-work/csr');
    const before = await firstPhotoAlts(page);
    await page.clock.runFor(3_100);
    const rotated = await firstPhotoAlts(page);
    expect(rotated).not.toEqual(before);
    await page.getByRole('button', { name: 'Pause impact photos' }).click();
    await page.clock.runFor(9_000);
    expect(await firstPhotoAlts(page)).toEqual(rotated);
  });
});
