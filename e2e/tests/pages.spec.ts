import { expect, test, type Page } from '@playwright/test';
import { contentKeyOf, type SiteOutline } from '@tekvana/contracts';
import { menuAndFooterTargets, siteData, siteRoutes } from '../support/siteRoutes';
import { test as warmTest } from '../support/warmPage';

async function storedSiteData(page: Page): Promise<SiteOutline> {
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The page came rendered on the server with its data: the app stores that data once it runs.
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('siteData') ?? 'null') as SiteOutline | null);
  await expect.poll(stored).not.toBeNull();
  return (await stored()) as SiteOutline;
}

/** Every link the visitor can see in the header (dropdown panels included) and the footer. */
async function renderedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('header a[href], footer a[href]'), (a) => a.getAttribute('href') ?? ''),
  );
}

test.describe('every menu and footer route opens a complete page', () => {
  test('the header and footer render every link of the site data', async ({ page }) => {
    const stored = await storedSiteData(page);
    const links = await renderedLinks(page);
    const fromData = [
      ...menuAndFooterTargets(stored),
      stored.footer.privacyPolicyUrl,
      '/home',
      ...stored.footer.social.map((s) => s.url),
    ];
    expect(new Set(links)).toEqual(new Set(fromData));
    for (const href of links.filter((link) => !link.startsWith('/'))) expect(href).toMatch(/^https:\/\/example\.com\//);
  });

  test('old staffing links with the misspelled segment land on the canonical page', async ({ page }) => {
    await page.goto('/staffing-augumentation/engagement-models');
    await expect(page).toHaveURL(/\/staffing-augmentation\/engagement-models$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engagement Models');
  });
});

/** The shell's rule (decision 008); the query string and fragment are not part of the path. */
const pageKeyOf = (url: string) => contentKeyOf(url.replace(/[?#].*$/, ''));

test.describe('each internal link shows its own page with an h1 and no failed section', () => {
  test.describe.configure({ mode: 'parallel' });
  if (siteRoutes.length <= 50)
    throw new Error(`Only ${siteRoutes.length} routes in the menus and footer; the site has more than 50.`);
  const brandName = siteData.header.brand.name;
  const homeTitle = `${siteData.pages.home?.title} | ${brandName}`;
  for (const url of siteRoutes) {
    warmTest(url, async ({ page }) => {
      const key = pageKeyOf(url);
      const data = siteData.pages[key];
      expect(data, `no page "${key}" in the site data`).toBeDefined();
      await page.goto(url);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.soft(h1, 'one visible h1').toHaveCount(1);
      await expect.soft(h1.first(), 'h1 visible').toBeVisible();
      await expect.soft(page, 'its own title').toHaveTitle(`${data?.title} | ${brandName}`);
      if (key !== 'home') expect.soft(await page.title(), 'not the home page').not.toBe(homeTitle);
      await expect.soft(page.locator('.page-section > [role="alert"]'), 'a section failed').toHaveCount(0);
      await expect.soft(page.getByText('Unexpected Application Error!'), 'route error').toHaveCount(0);
    });
  }
});
