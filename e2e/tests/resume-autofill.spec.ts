import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { distOf } from '../../site-server/src/site/site';
import { expectNoViolations } from '../support/axe';
import { apiOrigin, origin, ports } from '../support/ports';
import {
  corpusResume,
  encryptedPdf,
  longPdf,
  resumeCorpus,
  scannedPdf,
  type ExpectedFields,
} from '../support/resumeCorpus';

/** The careers remote's built worker for one kind of resume, where the e2e site serves it. */
function workerUrl(kind: 'pdf' | 'docx'): string {
  const file = fs
    .readdirSync(distOf('careers'))
    .find((name) => new RegExp(`^resume-${kind}-worker(\\.[0-9a-f]{8})?\\.js$`).test(name));
  if (!file) throw new Error(`No resume-${kind}-worker chunk in the careers build`);
  return `${origin(ports.careers)}/${file}`;
}

type Found = Partial<Omit<ExpectedFields, 'phone'>> & { phone?: { digits: string } };

/** Reads each file in the page with the built worker, started as the forms start it (from a blob, another origin). */
async function readInBrowser(page: Page, files: Array<{ kind: 'pdf' | 'docx'; base64: string }>) {
  return page.evaluate(
    async ({ files: all, urls }) => {
      const read = (kind: 'pdf' | 'docx', base64: string) =>
        new Promise<unknown>((resolve) => {
          const bootstrap = URL.createObjectURL(
            new Blob([`importScripts(${JSON.stringify(urls[kind])});`], { type: 'text/javascript' }),
          );
          const worker = new Worker(bootstrap);
          worker.onmessage = (event) => {
            worker.terminate();
            resolve(event.data);
          };
          worker.onerror = (event) => resolve({ read: false, problem: `error: ${event.message}` });
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer;
          worker.postMessage({ bytes }, [bytes]);
        });
      const answers = [];
      for (const file of all) answers.push(await read(file.kind, file.base64));
      return answers as Array<{ read: boolean; fields?: Found; problem?: string; ms?: number }>;
    },
    { files, urls: { pdf: workerUrl('pdf'), docx: workerUrl('docx') } },
  );
}

const label = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text}`));
const offerButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Fill in from your resume' });
/** A served page's forms take input once their section is live (the server marks them inert until then). */
const live = (page: Page) => expect(page.locator('[data-prerender-inert]')).toHaveCount(0);
const said = (scope: Page | Locator) => scope.locator('[data-resume-autofill] [aria-live="polite"]');

test.describe('autofill from the resume', () => {
  test('the corpus: 32 generated PDF and DOCX resumes give at least 95% of their fields, never a wrong e-mail or phone', async ({
    page,
  }) => {
    const corpus = await resumeCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    await page.goto('/');
    const answers = await readInBrowser(
      page,
      corpus.map((resume) => ({
        kind: resume.name.endsWith('.pdf') ? 'pdf' : 'docx',
        base64: resume.buffer.toString('base64'),
      })),
    );
    let present = 0;
    let right = 0;
    const misses: string[] = [];
    const wrongContacts: string[] = [];
    corpus.forEach((resume, index) => {
      const answer = answers[index];
      const found = answer?.fields ?? {};
      const got: Record<string, unknown> = { ...found, phone: found.phone?.digits };
      // A field found where the resume states none is a wrong value too ("leave it out rather than guess").
      for (const field of Object.keys(got))
        if (got[field] !== undefined && !(field in resume.expected)) {
          present += 1;
          misses.push(`${resume.name} ${field}: ${JSON.stringify(got[field])} where none is written`);
        }
      for (const [field, value] of Object.entries(resume.expected)) {
        present += 1;
        if (got[field] === value) right += 1;
        else misses.push(`${resume.name} ${field}: ${JSON.stringify(got[field])}`);
        if ((field === 'email' || field === 'phone') && got[field] !== undefined && got[field] !== value)
          wrongContacts.push(`${resume.name} ${field}: ${JSON.stringify(got[field])}`);
      }
    });
    test
      .info()
      .annotations.push({ type: 'corpus', description: `${right} of ${present} fields; missed: ${misses.join('; ')}` });
    expect(wrongContacts).toEqual([]);
    expect(right / present, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  test('the general form fills its empty fields from a PDF, keeps what was typed, and sends nothing before submit', async ({
    page,
  }) => {
    const resume = await corpusResume('pdf', 0);
    await page.goto('/current-openings/job-openings');
    await page.getByRole('button', { name: 'Send us your resume' }).click();
    const form = page.getByRole('form', { name: 'Send us your resume' });
    await label(form, 'Email').fill('my.own@example.com');
    const toApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(apiOrigin)) toApi.push(request.url());
    });
    await label(form, 'Resume').setInputFiles(resume);
    await expect(offerButton(form)).toBeVisible({ timeout: 20_000 });
    const offer = form.locator('[data-resume-autofill]');
    await expect(offer.locator('[data-source="fullName"] dd')).toHaveText(
      `${resume.expected.firstName} ${resume.expected.lastName}`,
    );
    await expect(offer.locator('[data-source="phone"] dd')).toHaveText(resume.expected.phone);
    await expect(offer.locator('[data-source="email"] dd')).toContainText('(you typed another; yours is kept)');
    await expectNoViolations(page, 'general form with the resume offer');
    await offerButton(form).click();
    await expect(label(form, 'Full name')).toHaveValue(`${resume.expected.firstName} ${resume.expected.lastName}`);
    await expect(label(form, 'Contact number')).toHaveValue(resume.expected.phone);
    await expect(label(form, 'Email')).toHaveValue('my.own@example.com');
    await expect(said(form)).toHaveText(/^Filled in from your resume: Full name, Contact number\./);
    expect(toApi).toEqual([]);
  });

  test('the job application form fills from a DOCX, and the internship form keeps years of experience for Experienced', async ({
    page,
  }) => {
    const docx = await corpusResume('docx', 0);
    await page.goto('/current-openings/job-description?jobId=24064');
    await live(page);
    await label(page, 'Resume').setInputFiles(docx);
    await offerButton(page).click();
    await expect(label(page, 'First name')).toHaveValue(docx.expected.firstName);
    await expect(label(page, 'Last name')).toHaveValue(docx.expected.lastName);
    await expect(label(page, 'Email')).toHaveValue(docx.expected.email);
    await expect(label(page, 'Contact number')).toHaveValue(docx.expected.phone);
    await expect(label(page, 'Current job title')).toHaveValue(docx.expected.currentTitle ?? '');
    await expect(label(page, 'LinkedIn profile')).toHaveValue(docx.expected.linkedIn ?? '');
    await expect(label(page, 'GitHub profile')).toHaveValue(docx.expected.gitHub ?? '');

    const pdf = await corpusResume('pdf', 0);
    await page.goto('/internships/data-science');
    await live(page);
    const form = page.getByRole('form', { name: 'Internship application' });
    await form.getByLabel('Resume', { exact: true }).setInputFiles(pdf);
    await expect(form.locator('[data-source="yearsOfExperience"] dd')).toHaveText(
      String(pdf.expected.yearsOfExperience),
    );
    await offerButton(form).click();
    await expect(form.getByLabel('First name')).toHaveValue(pdf.expected.firstName);
    await form.getByRole('radio', { name: 'Experienced' }).check();
    await expect(label(form, 'Years of experience')).toHaveValue(String(pdf.expected.yearsOfExperience));
  });

  test('a scan, a password, a broken file or another format fills nothing, says why, and the form stays usable', async ({
    page,
  }) => {
    await page.goto('/current-openings/job-openings');
    await page.getByRole('button', { name: 'Send us your resume' }).click();
    const form = page.getByRole('form', { name: 'Send us your resume' });
    const choose = async (name: string, mimeType: string, buffer: Buffer) =>
      label(form, 'Resume').setInputFiles({ name, mimeType, buffer });
    await choose('scan.pdf', 'application/pdf', await scannedPdf());
    await expect(said(form)).toHaveText(/has no text we can read \(a scanned page, perhaps\)/, { timeout: 20_000 });
    await choose('locked.pdf', 'application/pdf', encryptedPdf());
    await expect(said(form)).toHaveText(/protected with a password/, { timeout: 20_000 });
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await choose('broken.docx', docxType, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4000, 7)]));
    await expect(said(form)).toHaveText(/could not read this file/, { timeout: 20_000 });
    await choose('cv.rtf', 'application/rtf', Buffer.from('{\\rtf1 Asha Patel asha@example.com}'));
    await expect(form.locator('[data-resume-autofill]')).toHaveAttribute('data-resume-autofill', 'unsupported');
    await expect(offerButton(form)).toHaveCount(0);
    // A document far longer than a resume is read as its first pages; the form is usable meanwhile.
    const long = await longPdf(3_600);
    expect(long.length).toBeGreaterThan(5_000_000);
    await choose('long.pdf', 'application/pdf', long);
    await label(form, 'Full name').fill('Asha Patel');
    await expect(label(form, 'Full name')).toHaveValue('Asha Patel');
    await expect(offerButton(form)).toBeVisible({ timeout: 20_000 });
  });
});
