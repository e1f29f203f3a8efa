import { expect, test } from '@playwright/test';
import { FIRST_HOSTILE_ID, hostileOpenings, xssPayloads } from '../fixtures/xssPayloads';
import { settle } from '../support/settle';

// The hostile openings are stored by global setup. Five payloads a test: each test stays short and its failures
// name their payloads; the tests run in parallel.
const CHUNK = 5;

test.describe('hostile job descriptions', () => {
  test.describe.configure({ mode: 'parallel' });
  if (xssPayloads.length < 50) throw new Error(`Only ${xssPayloads.length} XSS payloads; the corpus has at least 50.`);

  for (let first = 0; first < hostileOpenings.length; first += CHUNK) {
    const chunk = hostileOpenings.slice(first, first + CHUNK);
    test(`payloads ${first + 1}-${first + chunk.length} of ${hostileOpenings.length} run nothing, and the job text still shows`, async ({
      page,
    }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const failures: string[] = [];
      for (const job of chunk) {
        const number = job.REQ_ID - FIRST_HOSTILE_ID + 1;
        await page.goto(`/current-openings/job-description?jobId=${job.REQ_ID}`);
        const main = page.locator('main');
        await expect(main.getByText(`Readable text ${number}`, { exact: true })).toBeVisible();
        // What follows a payload may be swallowed by the browser's own parse of broken markup; what precedes it
        // and the title must always show.
        await expect(page.locator('main h1')).toContainText(`Hostile opening ${number}`);
        // Hover handlers, autofocus and animation events get their chance to fire; a handler that would wait on a
        // network error is caught by the attribute check below.
        await page.mouse.move(300, 400);
        await settle(page);
        const hits = await page.evaluate(() => (window as unknown as { __xssHits?: number }).__xssHits ?? 0);
        const unsafe = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll(
                'main script:not([type="application/ld+json"]), main iframe, main object, main embed, main [onerror], main [onload], main [onclick], main [style]',
              ),
            ].length,
        );
        if (hits || unsafe)
          failures.push(`payload ${number}: ${hits} hits, ${unsafe} unsafe nodes: ${xssPayloads[number - 1]}`);
      }
      expect(failures).toEqual([]);
      expect(dialogs).toBe(0);
    });
  }
});
