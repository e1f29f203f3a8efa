import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, WIDTHS } from '../support/axe';
import { htmlErrors } from '../support/htmlChecker';
import { mailsWithSubject } from '../support/outbox';
import { apiOrigin } from '../support/ports';

const DESCRIPTION = '/current-openings/job-description';
/** Seed openings (api/src/db/seed): 24061 is in Dallas, TX (USA, the first country); 24064 in Gurugram (India). */
const US_JOB = 24061;
const INDIA_JOB = 24064;
const PRIMARY = ['careers-us-1@example.com', 'careers-us-2@example.com', 'careers-us-3@example.com'];
const OTHER = ['careers-in-1@example.com', 'careers-in-2@example.com', 'careers-in-3@example.com'];

interface Applicant {
  lastName: string;
  email: string;
  resume: { name: string; mimeType: string; buffer: Buffer };
}

function applicant(tag: string): Applicant {
  const id = `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    lastName: `Patel-${id}`,
    email: `asha.${id.toLowerCase()}@example.com`,
    resume: {
      name: `Asha resume ${id}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]),
    },
  };
}

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}`));
const consent = (page: Page) => page.getByRole('checkbox', { name: /^I agree that my application is stored/ });

async function fillCommonFields(page: Page, who: Applicant, state: string) {
  await label(page, 'First name').fill('Asha');
  await label(page, 'Last name').fill(who.lastName);
  await label(page, 'Email').fill(who.email);
  await label(page, 'Contact number').fill('5551234567');
  await label(page, 'WhatsApp number').fill('5557654321');
  await label(page, 'State').selectOption({ label: state });
  await label(page, 'City').fill('Austin & Round Rock');
  await label(page, 'Best time to call').fill('10:30');
  await label(page, 'Availability').selectOption('Immediate');
  await label(page, 'Expected salary').fill('USD 120,000');
  await label(page, 'Desired location').fill('Austin');
  await label(page, 'Recruiter who contacted you').selectOption({ index: 1 });
  await label(page, 'Resume').setInputFiles(who.resume);
  await consent(page).check();
}

async function fillUsApplication(page: Page, who: Applicant) {
  await fillCommonFields(page, who, 'Texas');
  await label(page, 'Work authorization').selectOption('H1B');
  await label(page, 'H1B expiry date').fill('2027-01-31');
  await label(page, 'I-140 approved').selectOption('Yes');
  await label(page, 'Interested in transfer').selectOption('No');
  await label(page, 'Reason for change').selectOption('Other');
  await label(page, 'Your reason for change').fill('Moving closer to family');
}

async function openForm(page: Page, jobId: number) {
  await page.goto(`${DESCRIPTION}?jobId=${jobId}`);
  await expect(label(page, 'First name')).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit application' }).click();

/** This applicant's mails in the outbox (their subject holds the applicant's unique last name). */
const mailsOf = (page: Page, who: Applicant) => mailsWithSubject(page.request, who.lastName);

/** The API's own database, read only: what the site really stored. */
function withDatabase<T>(read: (db: DatabaseSync) => T): T {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set (globalSetup starts the API).');
  const db = new DatabaseSync(path.join(dataDir, 'api.sqlite'), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

type Row = Record<string, unknown>;

/** Where the API keeps this applicant's uploaded resume in its data folder. */
function storedResumeFile(who: Applicant): string {
  const row = withDatabase(
    (db) => db.prepare('SELECT OBJECT_KEY FROM uploads WHERE OBJECT_KEY LIKE ?').get(`%-${who.resume.name}`) as Row,
  );
  return path.join(process.env.E2E_API_DATA_DIR ?? '', 'uploads', ...String(row.OBJECT_KEY).split('/'));
}

/** How many of each record the API holds for this applicant (by e-mail, and the resume by its unique name). */
function storedFor(who: Applicant) {
  return withDatabase((db) => {
    const count = (sql: string, value: string) => (db.prepare(sql).get(value) as { n: number }).n;
    return {
      candidates: count('SELECT COUNT(*) AS n FROM external_candidates WHERE CND_EMAIL_ID = ?', who.email),
      attachments: count(
        'SELECT COUNT(*) AS n FROM attachments WHERE TBL_RW_ID IN (SELECT EXTERNALCANDIDATE_UUID FROM external_candidates WHERE CND_EMAIL_ID = ?)',
        who.email,
      ),
      infos: count('SELECT COUNT(*) AS n FROM attachment_infos WHERE INFO_1 = ?', who.resume.name),
      uploads: count(
        "SELECT COUNT(*) AS n FROM uploads WHERE STATE = 'stored' AND OBJECT_KEY LIKE ?",
        `%-${who.resume.name}`,
      ),
    };
  });
}

test.describe('application', () => {
  test('a complete application with a resume reaches every table, the file store and the outbox', async ({ page }) => {
    const who = applicant('ok');
    await openForm(page, US_JOB);
    await expect(page.getByText('+1', { exact: true })).toHaveCount(2);
    await expect(label(page, 'Country')).toBeDisabled();
    await expect(label(page, 'Country')).toHaveText(/USA/);
    await fillUsApplication(page, who);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(label(page, 'First name')).toHaveValue('');
    await expect(label(page, 'Resume')).toHaveValue('');

    const opening = (
      (await (await page.request.get(`${apiOrigin}/get/RequirementID/${US_JOB}`)).json()) as Row[]
    )[0] as Row;
    const stored = withDatabase((db) => {
      const candidate = db.prepare('SELECT * FROM external_candidates WHERE CND_EMAIL_ID = ?').get(who.email) as
        Row | undefined;
      const attachment = db
        .prepare('SELECT * FROM attachments WHERE TBL_RW_ID = ?')
        .get(String(candidate?.EXTERNALCANDIDATE_UUID)) as Row | undefined;
      const info = db
        .prepare('SELECT * FROM attachment_infos WHERE ATTACHMENTINFO_ID = ?')
        .get(String(attachment?.ATTACHMENT_INFO_ID)) as Row | undefined;
      const upload = db.prepare('SELECT * FROM uploads WHERE OBJECT_KEY LIKE ?').get(`%-${who.resume.name}`) as
        Row | undefined;
      return { candidate, attachment, info, upload };
    });
    expect(stored.candidate).toMatchObject({
      REQUIREMENT_UUID: opening.REQUIREMENT_UUID,
      CND_NM_TX: `Asha ${who.lastName}`,
      CND_PRIM_PH_NUM: '5551234567',
      CITY: 'Austin & Round Rock',
      CND_STATE: 'Texas',
      CND_COUNTRY: 'USA',
      // Decision 060: never asked in the USA, so nothing is kept.
      CND_CRNT_SAL_TX: '',
      CND_ATHRZTN_TX: 'H1B',
      CND_H1BAPPROVED_TX: 'Yes',
      CND_H1BEXPIRY_TX: '2027-01-31',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Moving closer to family',
      INLNE_RESUME_CLOB: '',
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: 'No',
      CONSENT_RETENTION_MONTHS: 24,
    });
    expect(stored.candidate?.RECRUITER_NAME).toEqual(expect.any(String));
    expect(stored.attachment).toMatchObject({
      TBL_NM: 'EXTERNALCANDIDATE',
      KEY_NM: 'EXTERNALCANDIDATE_UUID',
      ATCHD_FILE_NM: who.resume.name,
      isDeleted: 0,
    });
    expect(stored.info).toMatchObject({ INFO_1: who.resume.name, INFO_2: 'S3', INFO_3: 'Attachment' });
    const sha256 = createHash('sha256').update(who.resume.buffer).digest('hex');
    expect(stored.upload).toMatchObject({
      SIZE: who.resume.buffer.length,
      SHA256: sha256,
      CONTENT_TYPE: 'application/pdf',
    });
    const storedFile = path.join(
      process.env.E2E_API_DATA_DIR ?? '',
      'uploads',
      ...String(stored.upload?.OBJECT_KEY).split('/'),
    );
    expect(fs.readFileSync(storedFile).equals(who.resume.buffer)).toBe(true);

    const mail = (await mailsOf(page, who))[0];
    expect(mail?.to).toEqual(PRIMARY);
    expect(mail?.subject).toContain(String(US_JOB));
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: who.resume.name, type: 'application/pdf', size: who.resume.buffer.length }),
    ]);
    expect(mail?.message).toContain('<table');
    expect(mail?.message).toContain('Austin &amp; Round Rock');
    expect(mail?.message).toContain(who.email);
  });

  test('a reload mid-form keeps the answers of that job, the file aside; sending clears them', async ({ page }) => {
    const who = applicant('draft');
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await page.reload();
    await expect(label(page, 'Last name')).toHaveValue(who.lastName);
    await expect(label(page, 'State')).toHaveValue(/.+/);
    await expect(label(page, 'Your reason for change')).toHaveValue('Moving closer to family');
    await expect(label(page, 'H1B expiry date')).toHaveValue('2027-01-31');
    await expect(label(page, 'Resume')).toHaveValue('');
    await expect(page.getByText('Files are not kept: please choose yours again.', { exact: false })).toBeVisible();
    // A consent is given afresh, never restored (decision 030).
    await expect(consent(page)).not.toBeChecked();
    // Another job's form has its own draft.
    await openForm(page, INDIA_JOB);
    await expect(label(page, 'Last name')).toHaveValue('');

    await openForm(page, US_JOB);
    await expect(label(page, 'Last name')).toHaveValue(who.lastName);
    await label(page, 'Resume').setInputFiles(who.resume);
    await consent(page).check();
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(storedFor(who).candidates).toBe(1);
    await page.reload();
    await expect(label(page, 'First name')).toBeVisible();
    await expect(label(page, 'Last name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear saved answers' })).toHaveCount(0);
  });

  test("the candidate's confirmation names the role and links to a page that withdraws the application and deletes its data", async ({
    page,
  }) => {
    const who = applicant('withdraw');
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
      timeout: 20_000,
    });
    const confirmation = (await mailsWithSubject(page.request, 'We received your application')).find((mail) =>
      mail.to.includes(who.email),
    );
    expect(confirmation?.to).toEqual([who.email]);
    expect(confirmation?.subject).toContain(`(Req ID ${US_JOB})`);
    // The test's last name carries digits, to be unique per run, and no name has those: the greeting leaves it out
    // (decision 050).
    expect(confirmation?.message).toContain('<p>Hello,</p>');
    expect(confirmation?.message).not.toContain(who.lastName);
    const href = /href="([^"]*\/applications\/withdraw\?token=[^"]*)"/.exec(confirmation?.message ?? '')?.[1];
    expect(href).toBeDefined();
    const storedFile = storedResumeFile(who);
    expect(fs.existsSync(storedFile)).toBe(true);

    await page.goto((href ?? '').replace(/&amp;/g, '&'));
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your application?' })).toBeVisible();
    for (const { name, ...viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await expectNoViolations(page, `withdraw page (${name})`);
    }
    const withdrawPage = await (await page.request.get((href ?? '').replace(/&amp;/g, '&'))).text();
    expect(htmlErrors({ withdraw: withdrawPage }).withdraw).toEqual([]);
    // Opening the link deletes nothing: a mail scanner may open it too.
    expect(storedFor(who)).toEqual({ candidates: 1, attachments: 1, infos: 1, uploads: 1 });
    await page.getByRole('button', { name: 'Withdraw and delete my data' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your application was withdrawn' })).toBeVisible();
    expect(storedFor(who)).toEqual({ candidates: 0, attachments: 0, infos: 0, uploads: 0 });
    expect(fs.existsSync(storedFile)).toBe(false);
    expect(await mailsOf(page, who)).toEqual([]);
  });

  test('an application past the retention period it was told is deleted with its resume by the retention run', async ({
    page,
  }) => {
    const who = applicant('retention');
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await page.getByRole('checkbox', { name: /talent pool/ }).check();
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
      timeout: 20_000,
    });
    const storedFile = storedResumeFile(who);
    expect(storedFor(who).candidates).toBe(1);
    // Received 25 months ago, told 24: the run (every second in these tests) deletes it; nothing newer goes.
    const received = new Date();
    received.setUTCMonth(received.getUTCMonth() - 25);
    const db = new DatabaseSync(path.join(process.env.E2E_API_DATA_DIR ?? '', 'api.sqlite'));
    try {
      db.prepare('UPDATE external_candidates SET RECEIVED_AT = ? WHERE CND_EMAIL_ID = ?').run(
        received.toISOString(),
        who.email,
      );
    } finally {
      db.close();
    }
    await expect
      .poll(() => storedFor(who), { timeout: 10_000 })
      .toEqual({ candidates: 0, attachments: 0, infos: 0, uploads: 0 });
    expect(fs.existsSync(storedFile)).toBe(false);
    expect(await mailsOf(page, who)).toEqual([]);
  });

  test('markup typed into the form arrives inert in the e-mail', async ({ page }) => {
    const who = applicant('markup');
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await label(page, 'City').fill(`Austin ${hostile}`);
    await label(page, 'Your reason for change').fill(`<b>bold</b> ${hostile}`);
    await submit(page);
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible({
      timeout: 20_000,
    });
    const mail = (await mailsOf(page, who))[0];
    expect(mail?.message).toContain(
      'Austin &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(mail?.message).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail?.message).not.toMatch(/<img|<script|<b>/);
  });

  test('an applicant outside the first country: +91, no work authorization, the other recipients', async ({ page }) => {
    const who = applicant('in');
    await openForm(page, INDIA_JOB);
    await expect(page.getByText('+91', { exact: true })).toHaveCount(2);
    await expect(label(page, 'Work authorization')).toHaveCount(0);
    await fillCommonFields(page, who, 'Maharashtra');
    await label(page, 'Reason for change').selectOption('Career growth');
    // Asked outside the USA, as the SPEC's form asks it (decision 060).
    await label(page, 'Current salary').fill('INR 18 LPA');
    await submit(page);
    await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
    const mail = (await mailsOf(page, who))[0];
    expect(mail?.to).toEqual(OTHER);
    expect(mail?.message).toContain('<td>INR 18 LPA</td>');
    const stored = withDatabase(
      (db) =>
        db.prepare('SELECT CND_CRNT_SAL_TX FROM external_candidates WHERE CND_EMAIL_ID = ?').get(who.email) as Row,
    );
    expect(stored.CND_CRNT_SAL_TX).toBe('INR 18 LPA');
  });

  test('a US applicant is not asked for current salary, and the mail has no such row', async ({ page }) => {
    const who = applicant('nosal');
    await openForm(page, US_JOB);
    await expect(label(page, 'Expected salary')).toBeVisible();
    await expect(label(page, 'Current salary')).toHaveCount(0);
    await fillUsApplication(page, who);
    await submit(page);
    await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
    const mail = (await mailsOf(page, who))[0];
    expect(mail?.message).not.toContain('Current salary');
  });

  test('a wrong phone length shows the phone-length message and sends nothing', async ({ page }) => {
    const who = applicant('phone');
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await label(page, 'WhatsApp number').fill('12345');
    await submit(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Contact number must be exactly 10 digits.' }),
    ).toBeVisible();
    await expect(label(page, 'WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: 'Contact number must be exactly 10 digits.' })).toHaveCount(
      0,
      { timeout: 7_000 },
    );
  });

  const steps = [
    { step: 'candidate data', url: `${apiOrigin}/post/candidateData` },
    { step: 'attachment', url: `${apiOrigin}/post/attachment` },
    { step: 'attachment info', url: `${apiOrigin}/post/attachmentInfo` },
    { step: 'signed upload URL', url: `${apiOrigin}/s3uploadResume` },
    { step: 'resume upload', url: `${apiOrigin}/uploads/**` },
    { step: 'notification e-mail', url: `${apiOrigin}/v1/sendMail` },
  ];

  for (const { step, url } of steps) {
    test(`a failing ${step} shows the failure and keeps the form filled for a retry`, async ({ page }) => {
      const who = applicant('fault');
      let faulted = 0;
      await page.route(url, (route) => {
        faulted += 1;
        return route.continue({ headers: { ...route.request().headers(), 'x-fault': 'status=500' } });
      });
      await openForm(page, US_JOB);
      await fillUsApplication(page, who);
      await submit(page);
      await expect(page.getByText('Submission failed. Please try again.')).toBeVisible({ timeout: 20_000 });
      // A server that answered is not asked again: one faulted request, and the flow stopped there.
      expect(faulted).toBe(1);
      await expect(label(page, 'First name')).toHaveValue('Asha');
      await expect(label(page, 'Last name')).toHaveValue(who.lastName);
      await expect(label(page, 'Your reason for change')).toHaveValue('Moving closer to family');
      expect(await label(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        who.resume.name,
      );
      expect(await mailsOf(page, who)).toEqual([]);

      // The same form, untouched, goes through once the fault is gone.
      await page.unroute(url);
      await submit(page);
      await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
      expect(await mailsOf(page, who)).toHaveLength(1);
      expect(storedFor(who)).toEqual({ candidates: 1, attachments: 1, infos: 1, uploads: 1 });
    });
  }

  for (const { step, url } of [steps[0], steps[4]].filter((entry) => entry !== undefined)) {
    test(`a dropped connection at the ${step} is tried three times, then fails keeping the form`, async ({ page }) => {
      const who = applicant('drop');
      let attempts = 0;
      await page.route(url, (route) => {
        attempts += 1;
        return route.continue({ headers: { ...route.request().headers(), 'x-fault': 'drop' } });
      });
      await openForm(page, US_JOB);
      await fillUsApplication(page, who);
      await submit(page);
      await expect(page.getByText('Submission failed. Please try again.')).toBeVisible({ timeout: 30_000 });
      expect(attempts).toBe(3);
      await expect(label(page, 'Last name')).toHaveValue(who.lastName);
      expect(await label(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        who.resume.name,
      );

      await page.unroute(url);
      await submit(page);
      await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
      // The retry went on from the failed step with the same ids: nothing stored twice.
      expect(storedFor(who)).toEqual({ candidates: 1, attachments: 1, infos: 1, uploads: 1 });
      expect(await mailsOf(page, who)).toHaveLength(1);
    });
  }

  test('a resume that is not a document is named at once and nothing is sent; a real one then goes through', async ({
    page,
  }) => {
    const who = applicant('type');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(apiOrigin) && request.method() !== 'GET') sent.push(request.url());
    });
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await label(page, 'Resume').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    const wrongType =
      'The resume must be a PDF, DOC, DOCX, RTF, ODT or plain text file. Please attach it in one of these formats.';
    await expect(page.getByText(wrongType)).toBeVisible();
    await submit(page);
    await expect(label(page, 'Resume')).toBeFocused();
    await expect(label(page, 'Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await label(page, 'Resume').setInputFiles(who.resume);
    await expect(page.getByText(wrongType)).toHaveCount(0);
    await submit(page);
    await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
  });

  test('a refusal for too many requests says how long to wait and keeps the form', async ({ page }) => {
    const who = applicant('limited');
    await page.route(`${apiOrigin}/post/candidateData`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': 'status=429;retry-after=45' } }),
    );
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await submit(page);
    await expect(page.getByText('Too many requests. Please try again in 45 seconds.')).toBeVisible({ timeout: 20_000 });
    await expect(label(page, 'Last name')).toHaveValue(who.lastName);
    expect(await label(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      who.resume.name,
    );
  });

  test('a mail whose answer is lost is sent again with the same key and stored once', async ({ page }) => {
    const who = applicant('lost');
    let lost = 0;
    await page.route(`${apiOrigin}/v1/sendMail`, async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      // The API receives and stores the mail; the browser never hears back and its wrapper tries again.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await submit(page);
    await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
    expect(lost).toBe(1);
    expect(await mailsOf(page, who)).toHaveLength(1);
    expect(storedFor(who)).toEqual({ candidates: 1, attachments: 1, infos: 1, uploads: 1 });
  });

  test('a double click sends one application', async ({ page }) => {
    const who = applicant('double');
    await openForm(page, US_JOB);
    await fillUsApplication(page, who);
    await page.getByRole('button', { name: 'Submit application' }).dblclick();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 20_000 });
    const count = withDatabase(
      (db) =>
        (
          db.prepare('SELECT COUNT(*) AS n FROM external_candidates WHERE CND_EMAIL_ID = ?').get(who.email) as {
            n: number;
          }
        ).n,
    );
    expect(count).toBe(1);
    expect(await mailsOf(page, who)).toHaveLength(1);
  });
});
