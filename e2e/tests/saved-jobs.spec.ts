import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, waitForPageReady } from '../support/axe';
import { saveAndReload } from '../support/savedJobs';
import { htmlErrors } from '../support/htmlChecker';
import { apiOrigin } from '../support/ports';

// Saved jobs (decision 066): kept on the device, listed on the openings page, marked when they have closed.

const LIST = '/current-openings/job-openings';
const jobPath = (reqId: number) => `/current-openings/job-description?jobId=${reqId}`;

test.use({ reducedMotion: 'reduce' });

/** Openings of this test alone: ids and a title no seed opening and no other test has. */
async function plantOpenings(request: APIRequestContext, count: number) {
  const first = 780_000 + Math.floor(Math.random() * 9_000) * 10;
  const title = `Saved ${Date.now()} Cartographer`;
  const openings = Array.from({ length: count }, (_, i) => ({
    REQ_ID: first + i,
    PSTN_TITLE: `${title} ${i + 1}`,
    PSTN_LCTN: 'Austin, TX',
  }));
  expect((await request.post(`${apiOrigin}/test/openings`, { data: openings })).status()).toBe(201);
  return { title, openings };
}

async function removeOpenings(request: APIRequestContext, openings: readonly { REQ_ID: number }[]) {
  for (const { REQ_ID } of openings) await request.delete(`${apiOrigin}/test/openings/${REQ_ID}`);
}

const savedJobsView = (page: Page) => page.getByRole('region', { name: 'Saved jobs' });

async function openSavedJobs(page: Page, count: number) {
  await page.getByRole('button', { name: `Saved jobs (${count})` }).click();
  await expect(savedJobsView(page)).toBeVisible();
}

test.describe('saved jobs', () => {
  test('a job saved on the list survives a reload and is in "Saved jobs"', async ({ page }) => {
    const { title, openings } = await plantOpenings(page.request, 1);
    try {
      const [job] = openings as [(typeof openings)[number]];
      await page.goto(`${LIST}?q=${encodeURIComponent(title)}`);
      await waitForPageReady(page);
      await saveAndReload(page, job);
      await openSavedJobs(page, 1);
      const item = savedJobsView(page).getByRole('listitem');
      await expect(item).toContainText(`Austin, TX · Job Id ${job.REQ_ID} · Saved today`);
      await expect(item).not.toContainText('Closed');
      await item.getByRole('link', { name: job.PSTN_TITLE }).click();
      await expect(page).toHaveURL(new RegExp(`jobId=${job.REQ_ID}$`));
    } finally {
      await removeOpenings(page.request, openings);
    }
  });

  test('a job saved on its page is listed, and one that closed since is marked Closed', async ({ page }) => {
    const { openings } = await plantOpenings(page.request, 2);
    const [kept, closing] = openings as [(typeof openings)[number], (typeof openings)[number]];
    try {
      for (const job of [kept, closing]) {
        await page.goto(jobPath(job.REQ_ID));
        await waitForPageReady(page);
        const save = page.getByRole('button', { name: `Save job: ${job.PSTN_TITLE}, ${job.REQ_ID}` });
        await save.click();
        await expect(save).toHaveAttribute('aria-pressed', 'true');
      }
      await removeOpenings(page.request, [closing]);
      await page.goto(LIST);
      await waitForPageReady(page);
      await openSavedJobs(page, 2);
      const items = savedJobsView(page).getByRole('listitem');
      // Newest first.
      await expect(items.nth(0)).toContainText(closing.PSTN_TITLE);
      await expect(items.nth(0).getByText('Closed', { exact: true })).toBeVisible();
      await expect(items.nth(1)).toContainText(kept.PSTN_TITLE);
      await expect(items.nth(1).getByText('Closed', { exact: true })).toHaveCount(0);
      await items
        .nth(0)
        .getByRole('button', { name: `Remove ${closing.PSTN_TITLE} from saved jobs` })
        .click();
      await expect(items).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Saved jobs (1)' })).toBeVisible();
    } finally {
      await removeOpenings(page.request, openings);
    }
  });

  for (const width of [1280, 375]) {
    test(`the open view has no axe violations and valid HTML at ${width}px`, async ({ page }) => {
      const { title, openings } = await plantOpenings(page.request, 2);
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${LIST}?q=${encodeURIComponent(title)}`);
        await waitForPageReady(page);
        await page
          .getByRole('button', { name: /^Save job: / })
          .first()
          .click();
        await openSavedJobs(page, 1);
        await expect(savedJobsView(page).getByRole('listitem')).toHaveCount(1);
        // Checked with the API: the list is no longer busy.
        await expect(savedJobsView(page).getByRole('list')).toHaveAttribute('aria-busy', 'false');
        // The page as it stands, checked before axe adds its probes.
        expect(htmlErrors({ page: await page.content() }).page).toEqual([]);
        await expectNoViolations(page, `openings with saved jobs open (${width}px)`);
      } finally {
        await removeOpenings(page.request, openings);
      }
    });
  }
});
