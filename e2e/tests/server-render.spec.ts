import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import type { Section } from '@tekvana/contracts';
import { serveApps } from '../../site-server/src/serve/site';
import { origin, ports, portBase } from '../support/ports';

// A copy of the site with SERVER_RENDER on and nothing captured (as on a machine without Chromium): content pages
// are rendered on the server from the builds' server bundles (docs/decisions/071-server-rendering-from-releases.md).
const sitePorts = {
  shell: portBase + 130,
  content: portBase + 131,
  careers: portBase + 132,
  internship: portBase + 133,
  api: ports.api,
};
const site = origin(sitePorts.shell);
let servers: FastifyInstance[] = [];

test.beforeAll(async () => {
  servers = await serveApps(sitePorts, { serverRender: true, prerender: false, dropConnectionsOnClose: true });
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

for (const path of ['/', '/overview/leadership']) {
  test(`${path} answers rendered on the server, and hydrates as it came`, async ({ page }) => {
    const html = await (await fetch(`${site}${path}`)).text();
    // Rendered, not captured: no copy's data file and no captured CSS; the data is inline.
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).not.toContain('data-prerender-data=');
    const [, json] = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html) ?? [];
    const { sections } = (JSON.parse(json ?? '{}') as { shell: { page: { sections: Section[] } } }).shell.page;
    expect(sections.length).toBeGreaterThan(2);
    const text = decode(html);
    for (const section of sections) {
      expect(html).toContain(`data-section-type="${section.type}"`);
      if (typeof section.heading === 'string') expect(text).toContain(section.heading);
    }

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Hydration adopts the served elements: none of #root's children is taken out and drawn again.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { __removedFromRoot: removed });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.id === 'root')
            for (const node of record.removedNodes) removed.push(node.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site}${path}`);
    await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __removedFromRoot: string[] }).__removedFromRoot)).toEqual(
      [],
    );
    expect(warnings.filter((warning) => warning.includes('The pre-rendered copy was redrawn'))).toEqual([]);
    expect(warnings).toEqual([]);
  });
}
