import { expect, test } from '@playwright/test';
import { xssPayloads } from '../fixtures/xssPayloads';
import { apiOrigin } from '../support/ports';

const FIRST_ID = 990_001;
const jobs = xssPayloads.map((payload, index) => ({
  REQ_ID: FIRST_ID + index,
  PSTN_TITLE: `Hostile opening ${index + 1} ${payload}`,
  INTERNAL_JOB_DESCRIPTION: `<p>Readable text ${index + 1}</p>${payload}<p>After payload ${index + 1}</p>`,
}));

test.describe('hostile job descriptions', () => {
  test.beforeAll(async ({ request }) => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    const created = await request.post(`${apiOrigin}/test/openings`, { data: jobs });
    expect(created.status()).toBe(201);
  });

  test.afterAll(async ({ request }) => {
    for (const job of jobs) await request.delete(`${apiOrigin}/test/openings/${job.REQ_ID}`);
  });

  test(`none of ${xssPayloads.length} payloads runs, and the job text still shows`, async ({ page }) => {
    test.setTimeout(240_000);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const failures: string[] = [];
    for (const [index, job] of jobs.entries()) {
      await page.goto(`/current-openings/job-description?jobId=${job.REQ_ID}`);
      const main = page.locator('main');
      await expect(main.getByText(`Readable text ${index + 1}`, { exact: true })).toBeVisible();
      // What follows a payload may be swallowed by the browser's own parse of broken markup; what precedes it
      // and the title must always show.
      await expect(page.locator('main h1')).toContainText(`Hostile opening ${index + 1}`);
      // Give event handlers, autofocus and animations a moment to fire.
      await page.mouse.move(300, 400);
      await page.waitForTimeout(150);
      const hits = await page.evaluate(() => (window as unknown as { __xssHits?: number }).__xssHits ?? 0);
      const unsafe = await page.evaluate(() =>
        [...document.querySelectorAll('main script:not([type="application/ld+json"]), main iframe, main object, main embed, main [onerror], main [onload], main [onclick], main [style]')].length,
      );
      if (hits || unsafe) failures.push(`payload ${index + 1}: ${hits} hits, ${unsafe} unsafe nodes: ${xssPayloads[index]}`);
    }
    expect(failures).toEqual([]);
    expect(dialogs).toBe(0);
  });
});
