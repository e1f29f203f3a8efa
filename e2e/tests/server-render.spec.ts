import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { Section } from '@tekvana/contracts';
import { serveApps } from '../../site-server/src/site/site';
import { origin, serverRenderSitePorts } from '../support/ports';
import { decodeEntities, hydrate } from '../support/serverRender';

// A copy of the site as it serves by default: content pages are rendered on the server from the builds' server
// bundles (docs/decisions/071-server-rendering-from-releases.md).
const sitePorts = serverRenderSitePorts.builds;
const site = origin(sitePorts.shell);
let servers: FastifyInstance[] = [];

test.beforeAll(async () => {
  servers = await serveApps(sitePorts, { dropConnectionsOnClose: true });
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

for (const path of ['/', '/overview/leadership']) {
  test(`${path} answers rendered on the server, and hydrates as it came`, async ({ page }) => {
    const html = await (await fetch(`${site}${path}`)).text();
    // No data file to fetch before hydrating: the data is inline.
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).not.toContain('data-prerender-data=');
    const [, json] = /<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/.exec(html) ?? [];
    const { sections } = (JSON.parse(json ?? '{}') as { shell: { page: { sections: Section[] } } }).shell.page;
    expect(sections.length).toBeGreaterThan(2);
    const text = decodeEntities(html);
    for (const section of sections) {
      expect(html).toContain(`data-section-type="${section.type}"`);
      if (typeof section.heading === 'string') expect(text).toContain(section.heading);
    }

    const { warnings, removed } = await hydrate(page, `${site}${path}`);
    expect(removed).toEqual([]);
    expect(warnings.filter((warning) => warning.includes('The pre-rendered copy was redrawn'))).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test('the first response paints styled before any script runs: the rules its sections use are inline', async ({
  browser,
}) => {
  const html = await (await fetch(`${site}/overview/leadership`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // No stylesheet to wait for: the page's rules, from the shell's and the content remote's stylesheets, are inline.
  expect(head).not.toContain('rel="stylesheet"');
  const [, css = ''] = /<style id="critical-css">([\s\S]*?)<\/style>/.exec(head) ?? [];
  expect(css).toContain('.site-header');
  expect(css).toMatch(/\.title-section/);
  // Only what the page can use: the design system's form fields are not on this page.
  expect(css).not.toContain('.form-control');
  // With scripts off, what the browser paints is the first response alone: the shell's stylesheet fixes the header.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site}/overview/leadership`);
  const header = page.locator('header.site-header');
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // The title section's own stylesheet, from the content remote: white text on its gradient.
  expect(await page.locator('.title-section').evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(255, 255, 255)',
  );
  await context.close();
});
