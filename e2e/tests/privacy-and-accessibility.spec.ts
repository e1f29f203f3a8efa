import { expect, test, type Locator, type Page } from '@playwright/test';
import { ON_DEVICE, type OnDeviceItem } from '@tekvana/contracts/privacyNotice';
import { optionsFromEnv } from '../../api/src/config';
import { expectNoViolations, scrollThrough, waitForPageReady } from '../support/axe';
import { htmlErrors } from '../support/htmlChecker';

// Decisions 061 (one privacy notice) and 062 (the accessibility statement), on the default e2e site.

const POLICY = '/privacy-policy';
const STATEMENT = '/accessibility-statement';
const STATEMENT_LINK = 'accessibility statement (opens in a new tab)';
/** Seed opening in Dallas, TX. */
const US_JOB = 24061;

/** The retention the e2e API runs with: globalSetup.ts starts it without API_RETENTION_MONTHS, so its default. */
const apiRetentionMonths = optionsFromEnv({}).retentionMonths;

interface FormUnderTest {
  name: string;
  open: (page: Page) => Promise<Locator>;
  /** A text field to type into, whose answer must survive opening the statement. */
  field: string;
  /** Whether the form asks for the consent, which states the retention period. */
  consent: boolean;
}

const CONTACT_FORM: FormUnderTest = {
  name: 'contact form',
  open: async (page) => {
    await page.goto('/contact-us');
    await waitForPageReady(page);
    return page.getByRole('form', { name: 'Contact form' });
  },
  field: 'Name',
  consent: false,
};

const FORMS: FormUnderTest[] = [
  CONTACT_FORM,
  {
    name: 'job application',
    open: async (page) => {
      await page.goto(`/current-openings/job-description?jobId=${US_JOB}`);
      await waitForPageReady(page);
      return page.locator('[data-section-type="JOB-SECTION"] form');
    },
    field: 'First name',
    consent: true,
  },
  {
    name: 'general application',
    open: async (page) => {
      await page.goto('/current-openings/job-openings');
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Send us your resume' }).click();
      return page.getByRole('form', { name: 'Send us your resume' });
    },
    field: 'Full name',
    consent: true,
  },
  {
    name: 'internship application',
    open: async (page) => {
      await page.goto('/apply');
      await waitForPageReady(page);
      return page.getByRole('form', { name: 'Internship application' });
    },
    field: 'First name',
    consent: true,
  },
];

/** Every "N months" of a text. */
const monthsIn = (text: string) => [...text.matchAll(/(\d+) months/g)].map((match) => Number(match[1]));

test.describe('one privacy notice (decision 061)', () => {
  test('the policy page states the retention period the API runs with', async ({ page }) => {
    await page.goto(POLICY);
    const notice = page.getByRole('region', { name: 'Our privacy notice' });
    await expect(notice.getByRole('heading', { level: 3, name: 'How long we keep it' })).toBeVisible();
    expect(monthsIn(await notice.innerText())).toEqual([apiRetentionMonths]);
    await expect(notice.getByRole('link', { name: /@example\.com$/ }).first()).toHaveAttribute('href', /^mailto:/);
  });

  for (const subject of FORMS.filter((form) => form.consent)) {
    test(`the ${subject.name}'s consent states the same period`, async ({ page }) => {
      const form = await subject.open(page);
      const consent = form.getByRole('checkbox', { name: /^I agree that my application is stored/ });
      await expect(consent).toBeVisible();
      const name = await consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
      expect(monthsIn(name)).toEqual([apiRetentionMonths]);
    });
  }

  test('the site keeps on the device only what the notice lists', async ({ page }) => {
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage));
    const form = await CONTACT_FORM.open(page);
    await form.getByLabel(/^Message/).fill('A draft kept on this device.');
    await expect.poll(storedKeys).toContainEqual(expect.stringMatching(/^tekvana\.draft\./));
    await page.goto(`/current-openings/job-description?jobId=${US_JOB}`);
    await page.getByRole('button', { name: /^Save job/ }).click();
    await expect.poll(storedKeys).toContain('tekvana.careers.savedJobs');
    await page.goto(POLICY);
    await waitForPageReady(page);
    const keys = await storedKeys();
    // Each key the site writes, by the notice's item for it.
    const itemOf = (key: string): OnDeviceItem | undefined =>
      key.startsWith('tekvana.draft.')
        ? 'drafts'
        : key === 'tekvana.careers.savedJobs'
          ? 'savedJobs'
          : key === 'siteData'
            ? 'pageContent'
            : undefined;
    expect(keys.map((key) => [key, itemOf(key)]).filter(([, item]) => item === undefined)).toEqual([]);
    expect(new Set(keys.map(itemOf))).toEqual(new Set(Object.keys(ON_DEVICE)));
  });
});

test.describe('the accessibility statement (decision 062)', () => {
  test('is linked from the footer', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility Statement' }).click();
    await expect(page).toHaveURL(new RegExp(`${STATEMENT}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    await expect(page.getByRole('link', { name: 'accessibility@example.com' })).toHaveAttribute(
      'href',
      'mailto:accessibility@example.com',
    );
  });

  for (const subject of FORMS) {
    test(`is linked from the ${subject.name}, in a new tab that leaves the answers in place`, async ({ page }) => {
      const form = await subject.open(page);
      const field = form.getByLabel(new RegExp(`^${subject.field}`));
      await field.fill('Asha Patel');
      const link = form.getByRole('link', { name: STATEMENT_LINK });
      await expect(link).toHaveAttribute('target', '_blank');
      const [statement] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(statement.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
      await statement.close();
      await expect(field).toHaveValue('Asha Patel');
    });
  }
});

test.describe('both pages meet WCAG 2.2 AA (axe) and are valid HTML (W3C checker)', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const width of [1280, 375]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const documents: Record<string, string> = {};
      for (const route of [POLICY, STATEMENT]) {
        await page.goto(route);
        await waitForPageReady(page);
        await scrollThrough(page);
        await expectNoViolations(page, `${route} at ${width} px`);
        // The document as the browser holds it once rendered (its doctype included).
        documents[route] = await page.content();
      }
      const errors = htmlErrors(documents);
      for (const route of [POLICY, STATEMENT]) expect.soft(errors[route], route).toEqual([]);
    });
  }
});
