import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, WIDTHS } from '../support/axe';
import { mailsWithSubject } from '../support/outbox';

const LIST = '/current-openings/job-openings';
const SENT = 'Thank you. We have your resume and will contact you when a role fits.';

/** The form, not the openings filters above it (which have a Country field too). */
const generalForm = (page: Page) => page.getByRole('form', { name: 'Send us your resume' });

async function openForm(page: Page) {
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Send us your resume' }).click();
  await expect(generalForm(page).getByLabel(/^Full name/)).toBeVisible();
}

async function fillForm(page: Page, email: string) {
  const form = generalForm(page);
  await form.getByLabel(/^Full name/).fill('Asha <b>Patel</b>');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Country/).selectOption({ label: 'India' });
  await form.getByLabel(/^Contact number/).fill('9876543210');
  await form.getByRole('checkbox', { name: 'Engineering' }).check();
  await form.getByRole('checkbox', { name: 'Information & Technology' }).check();
  await form.getByLabel(/^Resume/).setInputFiles({
    name: 'Asha general resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50_000)]),
  });
  await form.getByRole('checkbox', { name: /^I agree that my application is stored/ }).check();
}

const storedRows = (email: string) => {
  const db = new DatabaseSync(path.join(process.env.E2E_API_DATA_DIR ?? '', 'api.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM general_applications WHERE EMAIL = ?').get(email) as { n: number }).n;
  } finally {
    db.close();
  }
};

test.describe('general application', () => {
  test('a resume sent without an opening is stored, mailed with the resume to the talent pool list and confirmed to the candidate', async ({
    page,
  }) => {
    const email = `general.${Date.now()}@example.com`;
    await openForm(page);
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Send my resume' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    expect(storedRows(email)).toBe(1);

    const forRecruiters = (await mailsWithSubject(page.request, 'General application: Asha')).filter((mail) =>
      mail.message.includes(email),
    );
    expect(forRecruiters).toHaveLength(1);
    expect(forRecruiters[0]?.to).toEqual(['talent-pool@example.com']);
    expect(forRecruiters[0]?.message).toContain('Asha &lt;b&gt;Patel&lt;/b&gt;');
    expect(forRecruiters[0]?.message).toContain('+919876543210');
    expect(forRecruiters[0]?.attachments).toMatchObject([
      { filename: 'Asha general resume.pdf', type: 'application/pdf' },
    ]);
    const confirmation = (await mailsWithSubject(page.request, 'We received your resume')).filter((mail) =>
      mail.to.includes(email),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.message).toContain('Engineering, Information &amp; Technology');

    // The withdraw link in the confirmation deletes it all.
    const href = /href="([^"]*\/applications\/withdraw\?token=[^"]*)"/.exec(confirmation[0]?.message ?? '')?.[1];
    await page.goto((href ?? '').replace(/&amp;/g, '&'));
    await expect(page.getByText('General application: Engineering, Information & Technology')).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw and delete my data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your application was withdrawn' })).toBeVisible();
    expect(storedRows(email)).toBe(0);
  });

  test('an invalid submit lists the problems, sends nothing and keeps what was typed', async ({ page }) => {
    await openForm(page);
    await page.getByLabel(/^Full name/).fill('Asha');
    await page.getByRole('button', { name: 'Send my resume' }).click();
    const summary = page.getByRole('heading', { name: /^Please check \d+ fields:/ });
    await expect(summary).toBeVisible();
    await expect(page.getByText('Choose at least one area.').first()).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Asha');
  });

  for (const { name, ...viewport } of WIDTHS) {
    test(`the form meets WCAG 2.2 AA open, invalid and sent (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openForm(page);
      await expectNoViolations(page, `general application open (${name})`);
      await page.getByRole('button', { name: 'Send my resume' }).click();
      await expectNoViolations(page, `general application invalid (${name})`);
      await fillForm(page, `general.a11y.${name}.${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Send my resume' }).click();
      await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible({ timeout: 20_000 });
      await expectNoViolations(page, `general application sent (${name})`);
    });
  }
});
