import { expect, test } from '@playwright/test';
import { MESSAGES } from '@tekvana/contracts';
import { origin, ports } from '../support/ports';

// Decision 068: a path that is no page of the site data answers 404, kept out of search results, and the browser
// shows the site's own not-found page; the sitemap's pages come from the site data.
test.describe('paths that are no page', () => {
  test('answer 404 with noindex, and the browser shows the not-found page', async ({ page }) => {
    for (const url of ['/does-not-exist', '/overview/no-such-page']) {
      const response = await page.goto(url);
      expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(await response?.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    // A page of the site data still answers 200, and shows its content.
    const leadership = await page.goto('/overview/leadership');
    expect(leadership?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(MESSAGES.notFoundTitle);
  });

  test("the sitemap index names the pages' sitemap, and robots.txt points at it", async ({ request }) => {
    const site = origin(ports.shell);
    const index = await request.get(`${site}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain('/sitemaps/pages.xml</loc>');
    const pages = await request.get(`${site}/sitemaps/pages.xml`);
    expect(pages.status()).toBe(200);
    expect(await pages.text()).toContain('/overview/leadership</loc>');
    const robots = await request.get(`${site}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
