import AxeBuilder from '@axe-core/playwright';
import { fillInternshipCommonFields } from '../support/internshipForm';
import { expect, test, type Page } from '@playwright/test';
import { mailsWithSubject } from '../support/outbox';
import { origin, ports } from '../support/ports';
import { APPLICATION_SENT } from '../support/applicationSent';

const FORM_PAGES = [
  '/apply',
  '/internships/software-development',
  '/internships/data-engineering-analytics',
  '/internships/data-science',
  '/internships/testing-qa',
  '/internships/staffing',
];
const RESUME = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 resume') };

const internshipForm = (page: Page) => page.getByRole('form', { name: 'Internship application' });
const resumeInput = (page: Page) => internshipForm(page).getByLabel('Resume', { exact: true });
const chosenFiles = (page: Page) => resumeInput(page).evaluate((input: HTMLInputElement) => input.files?.length);

/** Each test's own candidate, so its mails are told apart from other tests' in the shared outbox. */
const candidateEmail = (name: string) => `intern.${name}.${Date.now()}@example.com`;
const fillCommonFields = (page: Page, email = candidateEmail('draft')) =>
  fillInternshipCommonFields(internshipForm(page), email);

/** Submits and checks the SPEC's outcome; resolves with the candidate's confirmation mail's text. */
async function submitAndExpectCleared(page: Page, email: string): Promise<string> {
  const form = internshipForm(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  const submit = form.getByRole('button', { name: /Submit/ });
  // The busy state is recorded in the page as it happens: a send can be over before a busy test runner looks.
  await submit.evaluate((button: HTMLButtonElement) => {
    const states: string[] = [];
    new MutationObserver(() =>
      states.push(`${button.disabled ? 'disabled' : 'enabled'}: ${button.textContent}`),
    ).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
    Object.assign(window, { submitStates: states });
  });
  await submit.click();
  await expect(form.getByRole('status')).toHaveText(APPLICATION_SENT, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { submitStates: string[] }).submitStates)).toContain(
    'disabled: Submitting…',
  );
  // Sent for real (decision 058): one call to the API, which stores, mails and confirms it.
  expect(sent).toEqual(['/v1/internshipApplications']);
  const forRecruiters = (await mailsWithSubject(page.request, 'Internship application: Asha Verma')).filter((mail) =>
    mail.message.includes(email),
  );
  expect(forRecruiters).toHaveLength(1);
  expect(forRecruiters[0]?.to).toEqual(['internships@example.com']);
  expect(forRecruiters[0]?.attachments).toMatchObject([{ filename: RESUME.name, type: 'application/pdf' }]);
  const confirmation = (await mailsWithSubject(page.request, 'We received your internship application')).filter(
    (mail) => mail.to.includes(email),
  );
  expect(confirmation).toHaveLength(1);
  await expect(submit).toBeEnabled();
  for (const label of ['First name', 'Email', 'Contact number', 'PIN code'])
    await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByLabel('Qualification')).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'Female' })).not.toBeChecked();
  expect(await chosenFiles(page)).toBe(0);
  await expect(form.getByRole('status')).toHaveText('', { timeout: 8_000 });
  return confirmation[0]?.message ?? '';
}

test.describe('internship form', () => {
  test('is on the apply page and the five internship pages, below the one h1', async ({ page }) => {
    for (const url of FORM_PAGES) {
      await page.goto(url);
      await expect(internshipForm(page), url).toBeVisible();
      await expect(page.locator('[data-remote="internship"] h2').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('a fresher applies with a resume: it reaches the internship list with the resume, is confirmed, and can be withdrawn', async ({
    page,
  }) => {
    const email = candidateEmail('fresher');
    await page.goto('/apply');
    const form = internshipForm(page);
    await fillCommonFields(page, email);
    await form.getByRole('radio', { name: 'Fresher' }).check();
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Years of experience')).toHaveCount(0);
    await form.getByLabel('Area of interest').selectOption('Software Development');
    await form.getByLabel('How did you hear about us?').selectOption('Company website');
    await resumeInput(page).setInputFiles(RESUME);
    const confirmation = await submitAndExpectCleared(page, email);

    // The confirmation's link withdraws it and deletes what was kept.
    const href = /href="([^"]*\/applications\/withdraw\?token=[^"]*)"/.exec(confirmation)?.[1];
    await page.goto((href ?? '').replace(/&amp;/g, '&'));
    await page.getByRole('button', { name: 'Withdraw and delete my data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your application was withdrawn' })).toBeVisible();
  });

  test('an experienced candidate applies with a resume and the Others answers', async ({ page }) => {
    const email = candidateEmail('experienced');
    await page.goto('/internships/data-science');
    const form = internshipForm(page);
    await fillCommonFields(page, email);
    await form.getByRole('radio', { name: 'Experienced' }).check();
    await expect(form.getByRole('radiogroup', { name: 'Have you done an academic internship?' })).toHaveCount(0);
    await form.getByLabel('Years of experience').fill('3');
    await form.getByLabel('Notice period (days)').fill('30');
    await form.getByLabel('Expected salary (INR per year)').fill('600000');
    await form.getByLabel('Experience summary').fill('Three years of data analysis with SQL and Python.');
    await form.getByLabel('Area of interest').selectOption('Others');
    await form.getByLabel('Other area of interest').fill('Cloud data platforms');
    await form.getByLabel('How did you hear about us?').selectOption('Others');
    await form.getByLabel('Reference name').fill('A friend at a meetup');
    await resumeInput(page).setInputFiles(RESUME);
    await form.getByLabel('Comments (optional)').fill('Available from next month.');
    await submitAndExpectCleared(page, email);
  });

  test('an invalid submit lists the problems and focuses the first invalid field', async ({ page }) => {
    await page.goto('/apply');
    const form = internshipForm(page);
    await form.getByLabel('PIN code').fill('12345678901234567890');
    await expect(form.getByLabel('PIN code')).toHaveValue('1234567890');
    await form.getByRole('button', { name: /Submit/ }).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    const summary = form.getByRole('group', { name: /Please check \d+ fields/ });
    await expect(summary.getByRole('link', { name: 'First name' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'PIN code' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: /Submit/ })).toBeEnabled();

    const results = await new AxeBuilder({ page }).include('[data-remote="internship"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });

  test('Reset clears the typed values and the chosen file', async ({ page }) => {
    await page.goto('/apply');
    const form = internshipForm(page);
    await fillCommonFields(page);
    await resumeInput(page).setInputFiles(RESUME);
    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('');
    expect(await chosenFiles(page)).toBe(0);
  });

  test('answers come back after the tab is closed, without the file; the visitor can clear them', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/apply');
    await fillCommonFields(page);
    await resumeInput(page).setInputFiles(RESUME);
    await page.close();

    const again = await context.newPage();
    await again.goto('/apply');
    const form = internshipForm(again);
    await expect(form.getByLabel('First name')).toHaveValue('Asha');
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('India');
    await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
    // No Aadhaar number is asked (decision 058).
    await expect(form.getByLabel(/Aadhaar/)).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: /^I agree that my application is stored/ })).not.toBeChecked();
    expect(await chosenFiles(again)).toBe(0);
    await expect(form.getByText('Files are not kept: please choose yours again.', { exact: false })).toBeVisible();

    await form.getByRole('button', { name: 'Clear saved answers' }).press('Enter');
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByText('Saved answers cleared.')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
    await again.reload();
    await expect(internshipForm(again).getByLabel('First name')).toHaveValue('');
    await expect(internshipForm(again).getByRole('button', { name: 'Clear saved answers' })).toHaveCount(0);
  });

  test('works on the remote’s own standalone page', async ({ page }) => {
    await page.goto(origin(ports.internship));
    const form = internshipForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Country code')).toHaveValue('+91');
    await expect(form.getByLabel('Country code')).toBeDisabled();
  });
});
