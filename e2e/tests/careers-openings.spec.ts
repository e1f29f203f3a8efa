import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_AA_TAGS } from '../support/axe';
import { apiOrigin } from '../support/ports';
import { settle } from '../support/settle';

const LIST = '/current-openings/job-openings';
const DESCRIPTION = '/current-openings/job-description';

interface ApiOpening {
  REQ_ID: number;
  PSTN_TITLE: string;
  PSTN_LCTN: string;
  PSTN_TYP: string;
  COUNTRY: string;
}
interface ApiCountry {
  COUNTRY_UUID: string;
  COUNTRY_CODE: string;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${apiOrigin}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const table = (page: Page) => page.getByRole('table');
const column = (page: Page, index: number) => table(page).locator(`tbody tr td:nth-child(${index})`).allInnerTexts();
const countLine = (page: Page) => page.locator('#openings-count');

async function careersHasNoViolations(page: Page) {
  // Legacy mode runs axe in the page itself (see support/axe.ts).
  const { violations } = await new AxeBuilder({ page })
    .include('[data-remote="careers"]')
    .withTags(WCAG_AA_TAGS)
    .setLegacyMode()
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('current openings', () => {
  test('lists openings sorted by Job Id descending with the columns of decision 012', async ({ page }) => {
    const openings = await apiGet<ApiOpening[]>(page, '/get/requirement');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(table(page)).toBeVisible();
    const headers = await table(page).locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, '').trim()).slice(0, 6)).toEqual([
      'Job Id',
      'Position Title',
      'Location',
      'Work Mode',
      'Position Type',
      'Salary/Rate',
    ]);
    const ids = (await column(page, 1)).map(Number);
    const expected = openings
      .map((o) => o.REQ_ID)
      .sort((a, b) => b - a)
      .slice(0, ids.length);
    expect(ids).toEqual(expected);
    await expect(page.getByRole('columnheader', { name: /Job Id/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(countLine(page)).toContainText(`of ${openings.length} openings`);
  });

  test('search is case-insensitive, lives in the URL and survives reload', async ({ page }) => {
    const openings = await apiGet<ApiOpening[]>(page, '/get/requirement');
    const matching = openings.filter((o) => o.PSTN_TITLE.toLowerCase().includes('data scientist'));
    expect(matching.length).toBeGreaterThan(0);
    await page.goto(LIST);
    await page.getByRole('searchbox', { name: 'Search openings' }).fill('DATA SCIENTIST');
    await expect(countLine(page)).toContainText(`of ${matching.length} opening`);
    for (const title of await column(page, 2)) expect(title.toLowerCase()).toContain('data scientist');
    await expect(page).toHaveURL(/q=DATA\+SCIENTIST/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search openings' })).toHaveValue('DATA SCIENTIST');
    await expect(countLine(page)).toContainText(`of ${matching.length} opening`);
  });

  test('the type parameter and the country dropdown filter the list', async ({ page }) => {
    const openings = await apiGet<ApiOpening[]>(page, '/get/requirement');
    const countries = await apiGet<ApiCountry[]>(page, '/get/country');
    const india = countries.find((c) => c.COUNTRY_CODE === 'IN')?.COUNTRY_UUID;

    await page.goto(`${LIST}?type=permanent`);
    await expect(countLine(page)).toContainText(
      `of ${openings.filter((o) => o.PSTN_TYP === 'Full-Time').length} openings`,
    );
    expect(new Set(await column(page, 5))).toEqual(new Set(['Full-Time']));

    await page.goto(`${LIST}?type=contractual`);
    await expect(countLine(page)).toContainText(
      `of ${openings.filter((o) => o.PSTN_TYP === 'Contract').length} openings`,
    );
    expect(new Set(await column(page, 5))).toEqual(new Set(['Contract']));

    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country.locator('option').first()).toHaveText('Select');
    await country.selectOption('IN');
    const indianContracts = openings.filter((o) => o.PSTN_TYP === 'Contract' && o.COUNTRY === india);
    await expect(countLine(page)).toContainText(`of ${indianContracts.length} openings`);
    await expect(page).toHaveURL(/type=contractual.*country=IN|country=IN.*type=contractual/);
    expect((await column(page, 1)).map(Number)).toEqual(
      indianContracts
        .map((o) => o.REQ_ID)
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
  });

  test('Job Id and Location sort both ways with aria-sort', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('button', { name: /Job Id/ }).click();
    await expect(page.getByRole('columnheader', { name: /Job Id/ })).toHaveAttribute('aria-sort', 'ascending');
    // The header follows the click at once; the rows follow the API's answer a moment later (aria-busy meanwhile).
    const sortedIds = async () => {
      const ids = (await column(page, 1)).map(Number);
      return ids.length > 1 && ids.every((id, index) => index === 0 || ids[index - 1]! <= id);
    };
    await expect.poll(sortedIds).toBe(true);

    await page.getByRole('button', { name: /Location/ }).click();
    await expect(page.getByRole('columnheader', { name: /Location/ })).toHaveAttribute('aria-sort', 'ascending');
    const sortedLocations = async () => {
      const locations = await column(page, 3);
      const inOrder = [...locations].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
      return locations.length > 1 && locations.join('|') === inOrder.join('|');
    };
    await expect.poll(sortedLocations).toBe(true);
    await expect(page.locator('.openings-results')).toHaveAttribute('aria-busy', 'false');

    await page.getByRole('button', { name: /Location/ }).click();
    await expect(page.getByRole('columnheader', { name: /Location/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=PSTN_LCTN/);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Location/ })).toHaveAttribute('aria-sort', 'descending');
  });

  test('near a city keeps the openings within the radius, lives in the URL, and an unknown place says so', async ({
    page,
  }) => {
    const openings = await apiGet<ApiOpening[]>(page, '/get/requirement');
    // The demo's openings near Austin are Austin's own: Dallas, the nearest other city, is 293 km away.
    const inAustin = openings.filter((opening) => opening.PSTN_LCTN === 'Austin, TX');
    expect(inAustin.length).toBeGreaterThan(0);
    await page.goto(LIST);
    const place = page.getByRole('searchbox', { name: 'Near a city' });
    await place.fill('austin tx');
    await place.press('Enter');
    await expect(countLine(page)).toContainText(`of ${inAustin.length} opening`);
    await expect(countLine(page)).toContainText('within 50 km of Austin, TX.');
    for (const location of await column(page, 3)) expect(location).toBe('Austin, TX');
    await expect(page).toHaveURL(/near=austin\+tx/);
    await page.getByRole('combobox', { name: 'Within' }).selectOption('100');
    await expect(page).toHaveURL(/near=austin\+tx&km=100/);
    await expect(countLine(page)).toContainText('within 100 km of Austin, TX.');
    await page.reload();
    await expect(place).toHaveValue('austin tx');
    await expect(page.getByRole('combobox', { name: 'Within' })).toHaveValue('100');
    await expect(countLine(page)).toContainText('within 100 km of Austin, TX.');

    await place.fill('Qwertyville');
    await place.press('Enter');
    await expect(countLine(page)).toHaveText(/^No place called "Qwertyville" is known/);
    await careersHasNoViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(place).toHaveValue('');
    await expect(table(page)).toBeVisible();
  });

  test('no match shows a message with clear filters', async ({ page }) => {
    await page.goto(`${LIST}?q=astronaut&country=US`);
    await expect(page.getByText('No openings match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(table(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });

  test('a failed load shows a message and recovers with Try again', async ({ page }) => {
    // The first results come with the page (rendered on the server): the next search is the browser's own.
    await page.goto(LIST);
    await expect(table(page)).toBeVisible();
    await page.route('**/get/requirement/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('combobox', { name: 'Country' }).selectOption('IN');
    await expect(page.getByRole('alert')).toContainText('The openings could not be loaded');
    await page.unroute('**/get/requirement/search**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page)).toBeVisible();
  });

  test('View Job opens the description (loaded once, as the pointer reaches it), and Back returns to the search', async ({
    page,
  }) => {
    const byIdRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/get/RequirementID/') && byIdRequests.push(request.url()));
    await page.goto(`${LIST}?q=engineer`);
    // Live first: before then, View Job is a plain link, and the server answers the page whole (no call at all).
    await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
    const firstRow = table(page).locator('tbody tr').first();
    const jobId = await firstRow.locator('td').first().innerText();
    const title = await firstRow.locator('td').nth(1).locator('.openings-table__name').innerText();
    await firstRow.getByRole('link', { name: /View Job/ }).click();
    await expect(page).toHaveURL(`${DESCRIPTION}?jobId=${jobId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Job Details' })).toBeVisible();
    // The list holds summaries: the job is asked for once, for the title and the details together.
    expect(byIdRequests).toHaveLength(1);

    await page.getByRole('button', { name: /Back to jobs search/ }).click();
    await expect(page).toHaveURL(/q=engineer/);
    await expect(page.getByRole('searchbox', { name: 'Search openings' })).toHaveValue('engineer');
  });

  test('a direct link comes with its opening: no call for the title or the details', async ({ page }) => {
    const [opening] = await apiGet<ApiOpening[]>(page, '/get/RequirementID/24010');
    const byIdRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/get/RequirementID/') && byIdRequests.push(request.url()));
    await page.goto(`${DESCRIPTION}?jobId=24010`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening?.PSTN_TITLE ?? '');
    await expect(page.locator('.job-title-section')).toContainText(opening?.PSTN_LCTN ?? '');
    await expect(page.locator('dl')).toContainText('24010');
    await expect(page.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
    // Rendered on the server with the opening, which the page carries for the app's first render.
    expect(byIdRequests).toHaveLength(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks
      .map((text) => JSON.parse(text) as { '@type'?: string })
      .find((data) => data['@type'] === 'JobPosting');
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: opening?.PSTN_TITLE,
      identifier: { value: '24010' },
      hiringOrganization: { name: 'Tekvana Technologies' },
    });

    await page.getByRole('button', { name: /Back to jobs search/ }).click();
    await expect(page).toHaveURL(LIST);
  });

  test('an unknown job id says the opening is no longer available', async ({ page }) => {
    await page.goto(`${DESCRIPTION}?jobId=999999`);
    await expect(page.getByRole('heading', { name: 'This opening is no longer available' })).toBeVisible();
    await page.getByRole('link', { name: 'See all openings' }).click();
    await expect(page).toHaveURL(LIST);
  });

  test('a job description with script and onerror payloads runs no script', async ({ page }) => {
    const REQ_ID = 777001;
    const created = await page.request.post(`${apiOrigin}/test/openings`, {
      data: {
        REQ_ID,
        PSTN_TITLE: 'Security <b>Test</b> Opening',
        INTERNAL_JOB_DESCRIPTION:
          '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
          '<svg onload="window.__xss=3"></svg><a href="javascript:window.__xss=4">click</a><iframe src="javascript:window.__xss=5"></iframe>' +
          '<p onclick="window.__xss=6" style="position:fixed">styled</p></script><script>window.__xss=7</script>',
      },
    });
    expect(created.status()).toBe(201);
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${DESCRIPTION}?jobId=${REQ_ID}`);
      await expect(page.getByText('Safe text')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security <b>Test</b> Opening');
      const description = page.locator('.job-description');
      await expect(description.locator('img, script, svg, iframe, [onclick], [style]')).toHaveCount(0);
      await expect(description.getByText('click')).not.toHaveAttribute('href', /javascript/);
      await description.getByText('click').click();
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await page.request.delete(`${apiOrigin}/test/openings/${REQ_ID}`);
    }
  });

  for (const width of [1280, 390]) {
    test(`the list has no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LIST);
      await expect(table(page)).toBeVisible();
      await careersHasNoViolations(page);
    });

    test(`a job and the form with its errors have no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${DESCRIPTION}?jobId=24061`);
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
      await careersHasNoViolations(page);
    });
  }
});
