import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { useEngineSite } from '../support/engineSite';
import { htmlErrors } from '../support/htmlChecker';
import { fillInternshipCommonFields } from '../support/internshipForm';
import { mailsWithSubject } from '../support/outbox';
import { portBase } from '../support/ports';
import { APPLICATION_SENT } from '../support/applicationSent';

// Decision 064: the link in an internship application's confirmation opens the candidate's own page, which shows,
// downloads and withdraws what the API holds. Each engine gets an API and a plain-app site of its own.
const RESUME = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 my resume') };
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

for (const { engine, firstPort } of [
  { engine: 'embedded', firstPort: portBase + 100 },
  { engine: 'PostgreSQL', firstPort: portBase + 105 },
] as const) {
  test.describe(`"Your application" (${engine} API)`, () => {
    const { site, api } = useEngineSite(engine, {
      firstPort,
      setUpTimeout: 120_000,
      apiEnv: { API_RATE_LIMIT_MAX: '0' },
    });

    /** Applies for an internship through the form; resolves with the candidate's "your application" link. */
    async function applyForInternship(page: Page, email: string): Promise<string> {
      await page.goto(`${site}/apply`);
      const form = page.getByRole('form', { name: 'Internship application' });
      await fillInternshipCommonFields(form, email);
      await form.getByRole('radio', { name: 'Fresher' }).check();
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Area of interest').selectOption('Data Science');
      await form.getByLabel('How did you hear about us?').selectOption('Company website');
      await form.getByLabel('Resume', { exact: true }).setInputFiles(RESUME);
      await form.getByRole('button', { name: /Submit/ }).click();
      await expect(form.getByRole('status')).toHaveText(APPLICATION_SENT, { timeout: 20_000 });

      const forRecruiters = (await mailsWithSubject(page.request, 'Internship application: Asha Verma', api)).filter(
        (mail) => mail.message.includes(email),
      );
      expect(forRecruiters.map((mail) => mail.attachments)).toMatchObject([[{ filename: RESUME.name }]]);
      const [confirmation] = (
        await mailsWithSubject(page.request, 'We received your internship application', api)
      ).filter((mail) => mail.to.includes(email));
      const href = /href="([^"]*\/applications\/yours\?token=[^"]*)"/.exec(confirmation?.message ?? '')?.[1];
      expect(href).toBeDefined();
      return (href ?? '').replace(/&amp;/g, '&');
    }

    test('the confirmation links a page that shows, downloads and withdraws the application', async ({ page }) => {
      const email = `yours.${engine.toLowerCase()}.${Date.now()}@example.com`;
      const link = await applyForInternship(page, email);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
      await expect(page.getByText('Internship application: Data Science')).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('Have you done an academic internship?')).toBeVisible();
      await expect(page.getByText(/^resume\.pdf/)).toBeVisible();
      // The date the confirmation promised, on the candidate's page (decision 077).
      await expect(page.getByText(/^We will tell you more by \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
      await expect(page).toHaveTitle(/Your application/);

      const json = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download your data (JSON)' }).click();
      const data = JSON.parse(fs.readFileSync(await (await json).path(), 'utf8')) as {
        application: { appliedFor: string };
        answers: Array<{ question: string; answer: string }>;
        resume: { fileName: string };
      };
      expect((await json).suggestedFilename()).toBe('your-application.json');
      expect(data.application.appliedFor).toBe('Internship application: Data Science');
      expect(data.answers).toContainEqual(expect.objectContaining({ question: 'Email', answer: email }));
      expect(data.resume.fileName).toBe(RESUME.name);

      const resume = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download your resume' }).click();
      expect((await resume).suggestedFilename()).toBe(RESUME.name);
      expect(fs.readFileSync(await (await resume).path())).toEqual(RESUME.buffer);

      await page.getByRole('button', { name: 'Withdraw my application' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your application?' })).toBeVisible();
      await page.getByRole('button', { name: 'Withdraw and delete my data' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your application was withdrawn' })).toBeVisible();
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'We no longer hold this application' })).toBeVisible();
    });

    test('the page and a forged link pass axe and the W3C checker at 1280 and 375 px', async ({ page }) => {
      const link = await applyForInternship(page, `yours.check.${engine.toLowerCase()}.${Date.now()}@example.com`);
      const forged = link.replace(/\.[0-9a-f]{64}$/, `.${'0'.repeat(64)}`);
      const forgedPage = await page.request.get(forged);
      expect(forgedPage.status()).toBe(400);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const [name, url] of [
          ['page', link],
          ['forged link', forged],
        ] as const) {
          await page.goto(url);
          await expectNoViolations(page, `${name} at ${size.width} px`);
          // Readable at this width: nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        }
      }
      await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
      const html = { page: await (await page.request.get(link)).text(), forged: await forgedPage.text() };
      expect(htmlErrors(html)).toEqual({ page: [], forged: [] });
    });
  });
}
