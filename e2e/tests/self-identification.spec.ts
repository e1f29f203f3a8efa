import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { mailsWithSubject } from '../support/outbox';

// Decision 063: the equal-opportunity statement and the voluntary self-identification of US roles.
const DESCRIPTION = '/current-openings/job-description';
/** Seed openings (api/src/db/seed): 24061 is in Dallas, TX (USA); 24064 in Gurugram (India). */
const US_JOB = 24061;
const INDIA_JOB = 24064;
const STEP = 'section[aria-labelledby="self-identification-heading"]';

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}`));

/** Applies to the US job as a new candidate; answers the candidate's unique last name. */
async function applyToUsJob(page: Page): Promise<string> {
  const lastName = `Selfid-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto(`${DESCRIPTION}?jobId=${US_JOB}`);
  await label(page, 'First name').fill('Maya');
  await label(page, 'Last name').fill(lastName);
  await label(page, 'Email').fill(`${lastName.toLowerCase()}@example.com`);
  await label(page, 'Contact number').fill('5551234567');
  await label(page, 'WhatsApp number').fill('5557654321');
  await label(page, 'State').selectOption({ label: 'Texas' });
  await label(page, 'City').fill('Austin');
  await label(page, 'Best time to call').fill('10:30');
  await label(page, 'Work authorization').selectOption('Citizen');
  await label(page, 'Availability').selectOption('Immediate');
  await label(page, 'Reason for change').selectOption('Career growth');
  await label(page, 'Expected salary').fill('USD 120,000');
  await label(page, 'Desired location').fill('Austin');
  await label(page, 'Recruiter who contacted you').selectOption({ index: 1 });
  await label(page, 'Resume').setInputFiles({
    name: `${lastName}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\nresume'),
  });
  await page.getByRole('checkbox', { name: /^I agree that my application is stored/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
    timeout: 20_000,
  });
  return lastName;
}

/** The API's own database, read only: the stored answers of this candidate (by last name), if any. */
function storedAnswers(lastName: string): unknown {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set (globalSetup starts the API).');
  const db = new DatabaseSync(path.join(dataDir, 'api.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT s.ANSWERS_JSON AS answers FROM self_identifications s
         JOIN external_candidates c ON c.EXTERNALCANDIDATE_UUID = s.CANDIDATE_ID WHERE c.CND_NM_TX = ?`,
      )
      .get(`Maya ${lastName}`) as { answers: string } | undefined;
    return row && JSON.parse(row.answers);
  } finally {
    db.close();
  }
}

test('a US job page states equal opportunity and says how to ask for an accommodation; a job in India does not', async ({
  page,
}) => {
  await page.goto(`${DESCRIPTION}?jobId=${US_JOB}`);
  const statement = page.locator('section[aria-labelledby="equal-opportunity-heading"]');
  await expect(statement).toContainText('is an equal opportunity employer');
  await expect(statement).toContainText('disability or protected veteran status');
  await expect(statement.getByRole('link', { name: 'accessibility@example.com' })).toHaveAttribute(
    'href',
    'mailto:accessibility@example.com',
  );

  await page.goto(`${DESCRIPTION}?jobId=${INDIA_JOB}`);
  // The form shows once the countries list is in, so the page knows by then that the job is not a US one.
  await expect(label(page, 'First name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Equal opportunity' })).toHaveCount(0);
});

test('after a US application, the answers given by keyboard are stored apart and never mailed', async ({ page }) => {
  const lastName = await applyToUsJob(page);
  const step = page.locator(STEP);
  await expect(step.getByRole('heading', { name: 'Voluntary self-identification' })).toBeVisible();
  await expect(step).toContainText('never seen by the people who decide on it');
  await expectNoViolations(page, 'self-identification at 1280 px', STEP);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoViolations(page, 'self-identification at 375 px', STEP);
  const overflow = await step.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard only: Space chooses, a radio group takes the arrow keys, Tab moves on group by group.
  await step.getByLabel('Female').focus();
  await page.keyboard.press('Space');
  await step.getByLabel('American Indian or Alaska Native').focus();
  await page.keyboard.press('ArrowDown');
  await expect(step.getByLabel('Asian')).toBeChecked();
  for (let group = 0; group < 3; group += 1) await page.keyboard.press('Tab');
  await expect(step.getByRole('button', { name: 'Send answers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(step.getByText('Thank you. Your answers are stored apart from your application.')).toBeFocused();

  expect(storedAnswers(lastName)).toEqual({ gender: 'female', race: 'asian' });
  const [recruiterMail] = await mailsWithSubject(page.request, lastName);
  expect(recruiterMail?.message).toContain(lastName);
  expect(recruiterMail?.message).not.toMatch(/female|asian|self-identification/i);
});

test('skipping the step sends nothing and leaves the application as it was', async ({ page }) => {
  const lastName = await applyToUsJob(page);
  const step = page.locator(STEP);
  await step.getByLabel('Male', { exact: true }).check();
  await step.getByRole('button', { name: 'Skip' }).click();
  await expect(step).toContainText('Nothing was sent, and your application is unchanged.');
  await expect(step.getByRole('radiogroup')).toHaveCount(0);
  expect(storedAnswers(lastName)).toBeUndefined();
});
