import { expect, type Page } from '@playwright/test';
import { waitForPageReady } from './axe';

/**
 * Saves a job with its Save button on the page open now (a list row or the job's own page), reloads, and checks the
 * button still says saved (decision 066: kept on the device).
 */
export async function saveAndReload(page: Page, job: { REQ_ID: number; PSTN_TITLE: string }) {
  const save = page.getByRole('button', { name: `Save job: ${job.PSTN_TITLE}, ${job.REQ_ID}` });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await waitForPageReady(page);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
}
