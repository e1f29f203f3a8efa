import { fillInternshipCommonFields } from '../support/internshipForm';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiOrigin } from '../support/ports';
import { expectNoViolations, waitForPageReady, WIDTHS } from '../support/axe';

test.use({ reducedMotion: 'reduce' });

const SUCCESS = 'Application submitted successfully!';
const FAILURE = 'Submission failed. Please try again.';
const RESUME = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') };
/** Seed opening in Dallas, TX: its form asks the US questions. */
const US_JOB = 24061;

interface FormUnderTest {
  name: string;
  url: string;
  form: (page: Page) => Locator;
  submit: RegExp;
  fill: (form: Locator) => Promise<void>;
  /** The request that carries the submission; none for the internship form, which only simulates sending. */
  request?: string;
}

const byLabel = (form: Locator, text: string) => form.getByLabel(new RegExp(`^${text}`));

const FORMS: FormUnderTest[] = [
  {
    name: 'contact form',
    url: '/contact-us',
    form: (page) => page.getByRole('form', { name: 'Contact form' }),
    submit: /^Submit$/,
    request: `${apiOrigin}/v1/sendMail`,
    fill: async (form) => {
      await byLabel(form, 'Name').fill('A11y Visitor');
      await byLabel(form, 'E-mail').fill('visitor@example.com');
      await byLabel(form, 'Message').fill('Checking that every state reads well.');
      await form.getByRole('checkbox', { name: /SMS messages/ }).check();
    },
  },
  {
    name: 'internship form',
    url: '/apply',
    form: (page) => page.getByRole('form', { name: 'Internship application' }),
    submit: /^Submit/,
    fill: async (form) => {
      await fillInternshipCommonFields(form);
      await form.getByRole('radio', { name: 'Fresher' }).check();
      await form.getByRole('radio', { name: 'Yes' }).check();
      await form.getByLabel('Area of interest').selectOption('Software Development');
      await form.getByLabel('How did you hear about us?').selectOption('Company website');
      await form.getByLabel('Resume', { exact: true }).setInputFiles(RESUME);
    },
  },
  {
    name: 'job application form',
    url: `/current-openings/job-description?jobId=${US_JOB}`,
    form: (page) => page.locator('[data-section-type="JOB-SECTION"] form'),
    submit: /^Submit application$/,
    request: `${apiOrigin}/post/candidateData`,
    fill: async (form) => {
      const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      await byLabel(form, 'First name').fill('Asha');
      await byLabel(form, 'Last name').fill(`A11y-${id}`);
      await byLabel(form, 'Email').fill(`a11y.${id}@example.com`);
      await byLabel(form, 'Contact number').fill('5551234567');
      await byLabel(form, 'WhatsApp number').fill('5557654321');
      await byLabel(form, 'State').selectOption({ label: 'Texas' });
      await byLabel(form, 'City').fill('Austin');
      await byLabel(form, 'Best time to call').fill('10:30');
      await byLabel(form, 'Availability').selectOption('Immediate');
      await byLabel(form, 'Expected salary').fill('USD 120,000');
      await byLabel(form, 'Desired location').fill('Austin');
      await byLabel(form, 'Recruiter who contacted you').selectOption({ index: 1 });
      await byLabel(form, 'Resume').setInputFiles(RESUME);
      await form.getByRole('checkbox', { name: /^I agree that my application is stored/ }).check();
      await byLabel(form, 'Work authorization').selectOption('H1B');
      await byLabel(form, 'H1B expiry date').fill('2027-01-31');
      await byLabel(form, 'I-140 approved').selectOption('Yes');
      await byLabel(form, 'Interested in transfer').selectOption('No');
      await byLabel(form, 'Reason for change').selectOption('Other');
      await byLabel(form, 'Your reason for change').fill('Moving closer to family');
    },
  },
];

/** Holds the submission's request until released, so the submitting state can be checked. */
async function holdRequest(page: Page, url: string, headers: Record<string, string> = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let passed = () => {};
  const passedOn = new Promise<void>((resolve) => (passed = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue({ headers: { ...route.request().headers(), ...headers } });
    passed();
  });
  return async () => {
    release();
    await passedOn;
    await page.unroute(url);
  };
}

test.describe('forms meet WCAG 2.2 AA in every state (axe)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { name: width, ...viewport } of WIDTHS) {
    for (const subject of FORMS) {
      const states = subject.request
        ? 'empty, invalid, restored, submitting, failed and sent'
        : 'empty, invalid, restored, submitting and sent';
      test(`${subject.name}: ${states} at ${width} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const where = (state: string) => `${subject.name} ${state} (${width})`;
        await page.goto(subject.url);
        await waitForPageReady(page);
        const form = subject.form(page);
        // Located by type: its name changes while sending.
        const submit = form.locator('button[type="submit"]');
        await expect(form.getByRole('button', { name: subject.submit })).toBeVisible();
        await expectNoViolations(page, where('empty'));

        await submit.click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
        await expectNoViolations(page, where('invalid'));

        await subject.fill(form);
        // The answers kept on the device come back after a reload, with a notice (decision 028); files do not.
        await page.reload();
        await waitForPageReady(page);
        await expect(form.getByRole('button', { name: 'Clear saved answers' })).toBeVisible();
        await expectNoViolations(page, where('restored'));
        await subject.fill(form);
        if (subject.request) {
          const failAfterCheck = await holdRequest(page, subject.request, { 'x-fault': 'status=500' });
          await submit.click();
          await expect(submit).toBeDisabled();
          await expectNoViolations(page, where('submitting'));
          await failAfterCheck();
          await expect(form.getByRole('status').filter({ hasText: FAILURE })).toBeVisible({ timeout: 20_000 });
          await expectNoViolations(page, where('failed'));
          const sendAfterCheck = await holdRequest(page, subject.request);
          await submit.click();
          await expect(submit).toBeDisabled();
          await sendAfterCheck();
        } else {
          await submit.click();
          await expect(submit).toBeDisabled();
          await expectNoViolations(page, where('submitting'));
        }
        await expect(form.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible({ timeout: 20_000 });
        await expectNoViolations(page, where('sent'));
      });
    }
  }
});
