import { expect, test, type Page } from '@playwright/test';
import type { MenuItem, SiteData } from '@tekvana/shared';

/** The shell's rule: the last path segment is the page key; the query string is ignored. */
const pageKeyOf = (url: string) => url.replace(/[?#].*$/, '').split('/').filter(Boolean).at(-1) ?? 'home';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu ?? [])]);

async function storedSiteData(page: Page): Promise<SiteData> {
  await page.goto('/home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return page.evaluate(() => JSON.parse(localStorage.getItem('siteData') ?? 'null') as SiteData);
}

/** Every link the visitor can see in the header (dropdown panels included) and the footer. */
async function renderedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('header a[href], footer a[href]'), (a) => a.getAttribute('href') ?? ''),
  );
}

test.describe('every menu and footer route opens a complete page', () => {
  test('the header and footer render every link of the site data', async ({ page }) => {
    const siteData = await storedSiteData(page);
    const links = await renderedLinks(page);
    const fromData = [
      ...flatten(siteData.header.menu),
      ...flatten(siteData.header.secondaryMenu),
      ...siteData.footer.columns.flatMap((column) => column.links),
    ]
      .map((item) => item.targetUrl)
      .filter(Boolean);
    expect(new Set(links)).toEqual(new Set([...fromData, siteData.footer.privacyPolicyUrl, '/home', ...siteData.footer.social.map((s) => s.url)]));
    for (const href of links.filter((link) => !link.startsWith('/'))) expect(href).toMatch(/^https:\/\/example\.com\//);
  });

  test('each internal link shows its own page with an h1 and no failed section', async ({ page }) => {
    test.setTimeout(300_000);
    const siteData = await storedSiteData(page);
    const brandName = siteData.header.brand.name;
    const homeTitle = `${siteData.pages.home?.title} | ${brandName}`;
    const internal = [...new Set((await renderedLinks(page)).filter((href) => href.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(50);

    for (const url of internal) {
      const key = pageKeyOf(url);
      const data = siteData.pages[key];
      expect.soft(data, `${url}: no page "${key}" in the site data`).toBeDefined();
      if (!data) continue;
      await page.goto(url);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.soft(h1, `${url}: one visible h1`).toHaveCount(1);
      await expect.soft(h1.first(), `${url}: h1 visible`).toBeVisible();
      await expect.soft(page, `${url}: its own title`).toHaveTitle(`${data.title} | ${brandName}`);
      if (key !== 'home') expect.soft(await page.title(), `${url}: not the home page`).not.toBe(homeTitle);
      await expect.soft(page.locator('.page-section > [role="alert"]'), `${url}: a section failed`).toHaveCount(0);
      await expect.soft(page.getByText('Unexpected Application Error!'), `${url}: route error`).toHaveCount(0);
    }
  });

  test('old staffing links with the misspelled segment land on the canonical page', async ({ page }) => {
    await page.goto('/staffing-augumentation/engagement-models');
    await expect(page).toHaveURL(/\/staffing-augmentation\/engagement-models$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engagement Models');
  });
});
