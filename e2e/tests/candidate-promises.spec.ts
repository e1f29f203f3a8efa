import { expect, test } from '@playwright/test';
import { optionsFromEnv } from '../../api/src/config';
import { waitForPageReady } from '../support/axe';
import { saveAndReload } from '../support/savedJobs';
import { useEngineSite } from '../support/engineSite';
import { portBase } from '../support/ports';

// Issue 44 on both engines: what the privacy notice and the consent promise matches the API (decision 061), the
// accessibility statement is one link away (062), and a saved job outlives a reload (066). The other parts run on
// both engines in opening-terms, your-application and submit-progress.

/** The retention the engine sites' APIs run with: started without API_RETENTION_MONTHS, so the API's default. */
const apiRetentionMonths = optionsFromEnv({}).retentionMonths;
const monthsIn = (text: string) => [...text.matchAll(/(\d+) months/g)].map((match) => Number(match[1]));
const STATEMENT_LINK = 'accessibility statement (opens in a new tab)';

for (const { engine, firstPort } of [
  { engine: 'embedded', firstPort: portBase + 110 },
  { engine: 'PostgreSQL', firstPort: portBase + 115 },
] as const) {
  test.describe(`what candidates are promised (${engine} API)`, () => {
    const { site, api } = useEngineSite(engine, {
      firstPort,
      setUpTimeout: 120_000,
      apiEnv: { API_RATE_LIMIT_MAX: '0' },
    });

    test('the policy page and the job application consent state the retention the API keeps to', async ({ page }) => {
      await page.goto(`${site}/privacy-policy`);
      const notice = page.getByRole('region', { name: 'Our privacy notice' });
      await expect(notice.getByRole('heading', { level: 3, name: 'How long we keep it' })).toBeVisible();
      expect(monthsIn(await notice.innerText())).toEqual([apiRetentionMonths]);

      const [job] = (
        (await (await page.request.get(`${api}/get/requirement/search?size=1`)).json()) as {
          items: { REQ_ID: number }[];
        }
      ).items;
      await page.goto(`${site}/current-openings/job-description?jobId=${job?.REQ_ID}`);
      const form = page.locator('form.application-form');
      const consent = form.getByRole('checkbox', { name: /^I agree that my application is stored/ });
      await expect(consent).toBeVisible();
      const label = await consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
      expect(monthsIn(label)).toEqual([apiRetentionMonths]);
      await expect(form.getByRole('link', { name: STATEMENT_LINK })).toHaveAttribute(
        'href',
        '/accessibility-statement',
      );
      await expect(
        page.locator('footer').getByRole('link', { name: 'Accessibility Statement', exact: true }),
      ).toHaveAttribute('href', '/accessibility-statement');
    });

    test('a job saved on its page is still saved after a reload, and listed in "Saved jobs"', async ({ page }) => {
      const [job] = (
        (await (await page.request.get(`${api}/get/requirement/search?size=1`)).json()) as {
          items: { REQ_ID: number; PSTN_TITLE: string }[];
        }
      ).items;
      if (!job) throw new Error('The seed has no opening.');
      await page.goto(`${site}/current-openings/job-description?jobId=${job.REQ_ID}`);
      await waitForPageReady(page);
      await saveAndReload(page, job);
      await page.goto(`${site}/current-openings/job-openings`);
      await page.getByRole('button', { name: 'Saved jobs (1)' }).click();
      await expect(
        page.getByRole('region', { name: 'Saved jobs' }).getByRole('link', { name: job.PSTN_TITLE }),
      ).toBeVisible();
    });
  });
}
