import { expect, test } from '@playwright/test';
import type { Opening, OpeningsSearchAnswer } from '@tekvana/contracts';
import { educationText, experienceText, vacancyText } from '@tekvana/contracts/careers';
import { expectNoViolations } from '../support/axe';
import { useEngineSite } from '../support/engineSite';
import { portBase } from '../support/ports';

// Decision 059 on both engines: pay, dates and sponsorship through the API and the site's server. Each engine gets
// an API (the normal seed, every opening with every term) and a plain-app site of its own. One opening past its
// closing date is planted before the site starts, so the site's first read of the change feed already knows it.
const JOB_PAGE = '/current-openings/job-description';
const PAST: Partial<Opening> & Pick<Opening, 'REQ_ID'> = {
  REQ_ID: 890_001,
  PSTN_TITLE: 'Expired Terms Cartographer',
  POSTED_DATE: '2025-01-06',
  CLOSING_DATE: '2025-01-31',
  PAY_MIN: 60,
  PAY_MAX: 70,
  PAY_CURRENCY: 'USD',
  PAY_PERIOD: 'HOUR',
  BENEFITS: 'Paid holidays.',
  VISA_SPONSORSHIP: 'Yes',
};
const POSTING = /<script type="application\/ld\+json"[^>]*>(\{[^<]*"@type":"JobPosting"[^<]*)<\/script>/;

for (const { engine, firstPort } of [
  { engine: 'embedded', firstPort: portBase + 90 },
  { engine: 'PostgreSQL', firstPort: portBase + 95 },
] as const) {
  // Browser checks of the visible terms (posted, apply by, pay, sponsorship) belong in this block too: `site` and
  // `api` are its site and API, `searchOf` asks the API's search, `PAST` is the opening past its closing date.
  test.describe(`Opening terms (${engine} API)`, () => {
    const { site, api } = useEngineSite(engine, {
      firstPort,
      setUpTimeout: 120_000,
      apiEnv: { API_FAULTS: '1', API_OPENINGS_MAX_AGE: '0', API_RATE_LIMIT_MAX: '0' },
      beforeSite: async ({ api }) => {
        const planted = await fetch(`${api}/test/openings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(PAST),
        });
        expect(planted.status).toBe(201);
      },
    });

    async function searchOf(query: string): Promise<OpeningsSearchAnswer> {
      const response = await fetch(`${api}/get/requirement/search?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as OpeningsSearchAnswer;
    }

    test("a job's first response carries a JobPosting with validThrough and a structured baseSalary", async ({
      request,
    }) => {
      const [job] = (await searchOf('country=US&type=permanent&size=1')).items;
      if (!job) throw new Error('The seed has no US full-time opening.');
      expect(job).toMatchObject({ PAY_CURRENCY: 'USD', PAY_PERIOD: 'YEAR', CLOSING_DATE: expect.any(String) });
      const response = await request.get(`${site}${JOB_PAGE}?jobId=${job.REQ_ID}`);
      expect(response.status()).toBe(200);
      const posting = JSON.parse(POSTING.exec(await response.text())?.[1] ?? 'null') as Record<string, unknown>;
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        validThrough: `${job.CLOSING_DATE}T23:59:59Z`,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', minValue: job.PAY_MIN, maxValue: job.PAY_MAX, unitText: 'YEAR' },
        },
        experienceRequirements: {
          '@type': 'OccupationalExperienceRequirements',
          monthsOfExperience: expect.any(Number),
        },
        educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: expect.any(String) },
      });
    });

    test('a job past its closing date answers 410 on the site, is no job to the API, and is not searched', async ({
      request,
    }) => {
      // The site reads the change feed in the background when it starts.
      await expect
        .poll(async () => (await request.get(`${site}${JOB_PAGE}?jobId=${PAST.REQ_ID}`)).status(), {
          timeout: 15_000,
        })
        .toBe(410);
      expect(await (await request.get(`${api}/get/RequirementID/${PAST.REQ_ID}`)).json()).toEqual([]);
      expect((await searchOf('q=cartographer')).total).toBe(0);
      expect((await searchOf('q=cartographer&sponsorship=yes')).total).toBe(0);
      // Its sitemap leaves it out, and lists the open ones.
      await expect
        .poll(async () => (await request.get(`${site}/sitemaps/jobs-1.xml`)).text(), { timeout: 15_000 })
        .toContain('jobId=');
      expect(await (await request.get(`${site}/sitemaps/jobs-1.xml`)).text()).not.toContain(`jobId=${PAST.REQ_ID}<`);
    });

    test('sponsorship=yes answers only the openings that sponsor a visa', async () => {
      const all = await searchOf('size=50');
      const sponsoring = await searchOf('sponsorship=yes&size=50');
      expect(sponsoring.total).toBeGreaterThan(0);
      expect(sponsoring.total).toBeLessThan(all.total);
      expect(new Set(sponsoring.items.map((item) => item.VISA_SPONSORSHIP))).toEqual(new Set(['Yes']));
      expect((await searchOf('sponsorship=no&size=50')).total).toBe(all.total);
    });

    // The visible terms (decision 059's UI): what the visitor's browser shows once the page is live.
    test.describe('in a browser in India', () => {
      test.use({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

      test('a job page shows posted, apply by, the pay range in the locale, sponsorship and benefits', async ({
        page,
      }) => {
        const [job] = (await searchOf('country=IN&type=permanent&size=1')).items;
        if (!job?.PAY_MIN || !job.PAY_MAX || !job.CLOSING_DATE)
          throw new Error('The seed has no Indian full-time opening with terms.');
        const [opening] = (await (await fetch(`${api}/get/RequirementID/${job.REQ_ID}`)).json()) as Opening[];
        await page.goto(`${site}${JOB_PAGE}?jobId=${job.REQ_ID}`);
        const terms = page.getByRole('list', { name: 'Job terms' }).getByRole('listitem');
        await expect(terms.first()).toHaveText(/^Posted (today|yesterday|\d+ (days?|months?|years?) ago)$/);
        const [year, month, day] = job.CLOSING_DATE.split('-').map(Number) as [number, number, number];
        const closing = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        });
        await expect(terms.nth(1)).toHaveText(new RegExp(`^Apply by ${closing}( ${year})?$`));
        await expect(terms.nth(2)).toHaveText(
          job.VISA_SPONSORSHIP === 'Yes' ? 'Visa sponsorship available' : 'No visa sponsorship',
        );
        const rupees = new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        });
        await expect(page.locator('.job-key-details__item').filter({ hasText: 'Salary' }).locator('dd')).toHaveText(
          `${rupees.format(job.PAY_MIN)}–${rupees.format(job.PAY_MAX)} per year`,
        );
        await expect(page.getByRole('heading', { level: 3, name: 'Benefits' })).toBeVisible();
        await expect(page.locator('.job-benefits')).toHaveText(opening?.BENEFITS ?? 'no benefits in the seed');
        // What it is and asks for, and how applications are read (decision 081).
        if (!opening) throw new Error(`No opening ${job.REQ_ID}.`);
        await expect(terms.nth(3)).toHaveText(vacancyText(opening));
        await expect(terms.nth(4)).toHaveText(experienceText(opening) ?? 'no experience in the seed');
        await expect(terms.nth(5)).toHaveText(educationText(opening) ?? 'no education in the seed');
        await expect(page.locator('.job-screening')).toHaveText(
          'Our recruiters read every application. No automated tool screens, scores or rejects applicants.',
        );
      });
    });

    test('a candidate for a US job is not asked for current salary, one for an Indian job is (decision 060)', async ({
      page,
    }) => {
      for (const [country, asked] of [
        ['US', false],
        ['IN', true],
      ] as const) {
        const [job] = (await searchOf(`country=${country}&size=1`)).items;
        if (!job) throw new Error(`The seed has no opening in ${country}.`);
        await page.goto(`${site}${JOB_PAGE}?jobId=${job.REQ_ID}`);
        const form = page.locator('form.application-form');
        await expect(form.getByLabel(/^Expected salary/)).toBeVisible();
        await expect(form.getByLabel(/^Current salary/)).toHaveCount(asked ? 1 : 0);
      }
    });

    test('the Visa sponsorship filter keeps the sponsoring openings, in the URL', async ({ page }) => {
      const sponsoring = await searchOf('sponsorship=yes');
      await page.goto(`${site}/current-openings/job-openings`);
      await expect(page.locator('#openings-count')).toBeVisible();
      // The box shows the URL's state, which follows the click a render later: click, then wait for it.
      const filter = page.getByRole('checkbox', { name: 'Visa sponsorship' });
      await filter.click();
      await expect(filter).toBeChecked();
      await expect(page).toHaveURL(/[?&]sponsorship=yes$/);
      await expect(page.locator('#openings-count')).toContainText(`of ${sponsoring.total} opening`);
      const lines = page.locator('.openings-table__terms');
      await expect(lines).toHaveCount(sponsoring.items.length);
      for (const line of await lines.allInnerTexts()) expect(line).toContain('Visa sponsorship available');
    });

    for (const width of [1280, 375]) {
      test(`the openings page with its saved jobs open has no axe violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site}/current-openings/job-openings`);
        await page
          .getByRole('button', { name: /^Save job: / })
          .first()
          .click();
        await page.getByRole('button', { name: 'Saved jobs (1)' }).click();
        const view = page.getByRole('region', { name: 'Saved jobs' });
        await expect(view.getByRole('list')).toHaveAttribute('aria-busy', 'false');
        await expectNoViolations(page, `openings with saved jobs open (${engine}, ${width}px)`);
      });
    }
  });
}
