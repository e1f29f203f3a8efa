import { randomBytes } from 'node:crypto';
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { fillInternshipCommonFields } from '../support/internshipForm';
import { useEngineSite } from '../support/engineSite';
import { mailsWithSubject } from '../support/outbox';
import { portBase } from '../support/ports';
import { APPLICATION_SENT } from '../support/applicationSent';

/** Decision 065: a submission shows its step and the upload's percentage, and Cancel keeps the whole form. */
const CANCELLED = 'Submission cancelled. Your answers and resume are still here.';
/** Seed opening 24061 is in Dallas, TX (USA). */
const US_JOB = 24061;
/** A few megabytes: long enough on the slowed line to read the percentage rise and press Cancel midway. */
const resume = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 1024 * 1024)]),
});

/** Slows what the page sends to `bytesPerSecond` (Chromium's own throttling); -1 lifts it. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function slowedPage(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return cdp;
}

/** Reads the bar's value twice, the second higher: the percentage follows the bytes as they go. */
async function expectRisingPercentage(page: Page, name: string) {
  const bar = page.getByRole('progressbar', { name });
  const percent = async () => Number(await bar.getAttribute('value'));
  await expect.poll(percent, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await percent();
  await expect.poll(percent, { timeout: 20_000 }).toBeGreaterThan(first);
  expect(await percent()).toBeLessThan(100);
  await expect(page.getByText(/^\d+%$/)).toBeVisible();
}

const chosenFile = (input: Locator) => input.evaluate((element: HTMLInputElement) => element.files?.[0]?.name);

for (const { engine, firstPort } of [
  { engine: 'embedded', firstPort: portBase + 120 },
  { engine: 'PostgreSQL', firstPort: portBase + 125 },
] as const) {
  test.describe(`submit progress and Cancel (${engine} API)`, () => {
    const { site, api } = useEngineSite(engine, {
      firstPort,
      setUpTimeout: 120_000,
      apiEnv: { API_RATE_LIMIT_MAX: '0' },
    });

    test('job application: the slowed upload rises, Cancel keeps every answer and the file, and sending again stores one', async ({
      page,
    }) => {
      const lastName = `Progress-${Date.now()}`;
      const file = resume(`Asha progress ${Date.now()}.pdf`);
      await page.goto(`${site}/current-openings/job-description?jobId=${US_JOB}`);
      const form = page.locator('form.application-form');
      const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
      await field('First name').fill('Asha');
      await field('Last name').fill(lastName);
      await field('Email').fill(`asha.${lastName.toLowerCase()}@example.com`);
      await field('Contact number').fill('5551234567');
      await field('WhatsApp number').fill('5557654321');
      await field('State').selectOption({ label: 'Texas' });
      await field('City').fill('Austin');
      await field('Best time to call').fill('10:30');
      await field('Work authorization').selectOption('Citizen');
      await field('Availability').selectOption('Immediate');
      await field('Reason for change').selectOption('Career growth');
      await field('Expected salary').fill('USD 120,000');
      await field('Desired location').fill('Austin');
      await field('Recruiter who contacted you').selectOption({ index: 1 });
      await field('Resume').setInputFiles(file);
      await form.getByRole('checkbox', { name: /^I agree that my application is stored/ }).check();

      const cdp = await slowedPage(page);
      await throttleUploads(cdp, 100 * 1024);
      await form.getByRole('button', { name: 'Submit application' }).click();
      await expectRisingPercentage(page, 'Uploading your resume…');
      await expectNoViolations(
        page,
        'job application while its resume uploads',
        'form.application-form, .submit-progress',
      );

      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form.getByRole('status')).toHaveText(CANCELLED);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Submit application' })).toBeFocused();
      await expect(field('Last name')).toHaveValue(lastName);
      await expect(field('State')).toHaveValue(/\S/);
      await expect(field('Reason for change')).toHaveValue('Career growth');
      await expect(form.getByRole('checkbox', { name: /^I agree that my application is stored/ })).toBeChecked();
      expect(await chosenFile(field('Resume'))).toBe(file.name);
      expect(await mailsWithSubject(page.request, lastName, api)).toEqual([]);

      await throttleUploads(cdp, -1);
      await form.getByRole('button', { name: 'Submit application' }).click();
      await expect(form.getByRole('status')).toHaveText(APPLICATION_SENT, { timeout: 30_000 });
      const mails = await mailsWithSubject(page.request, lastName, api);
      // One application for the recruiters, with the resume: the cancelled attempt was gone on with, not doubled.
      expect(mails.filter((mail) => mail.subject.startsWith('Application for'))).toHaveLength(1);
    });

    test('internship application: the slowed sending rises, Cancel keeps every answer and the file, and sending again stores one', async ({
      page,
    }) => {
      const email = `intern.progress.${Date.now()}@example.com`;
      const file = resume('resume.pdf');
      await page.goto(`${site}/apply`);
      const form = page.getByRole('form', { name: 'Internship application' });
      await fillInternshipCommonFields(form, email);
      await form.getByRole('radio', { name: 'Fresher' }).check();
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Area of interest').selectOption('Software Development');
      await form.getByLabel('How did you hear about us?').selectOption('Company website');
      const resumeInput = form.getByLabel('Resume', { exact: true });
      await resumeInput.setInputFiles(file);

      const cdp = await slowedPage(page);
      await throttleUploads(cdp, 100 * 1024);
      await form.getByRole('button', { name: /Submit/ }).click();
      await expectRisingPercentage(page, 'Sending your application with your resume…');
      await expectNoViolations(page, 'internship application while it is sent', '[data-remote="internship"]');

      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form.getByRole('status')).toHaveText(CANCELLED);
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
      await expect(form.getByLabel('Area of interest')).toHaveValue('Software Development');
      expect(await chosenFile(resumeInput)).toBe(file.name);
      const recruitersMails = async () =>
        (await mailsWithSubject(page.request, 'Internship application: Asha Verma', api)).filter((mail) =>
          mail.message.includes(email),
        );
      expect(await recruitersMails()).toEqual([]);

      await throttleUploads(cdp, -1);
      await form.getByRole('button', { name: /Submit/ }).click();
      await expect(form.getByRole('status')).toHaveText(APPLICATION_SENT, { timeout: 30_000 });
      expect(await recruitersMails()).toHaveLength(1);
    });
  });
}
