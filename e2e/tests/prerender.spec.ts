import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApps } from '../../tools/serve/site';
import { origin, portBase, ports } from '../support/ports';

// A copy of the site served as `npm start` serves it: with pre-rendered HTML for content routes.
const sitePorts = {
  shell: portBase + 30,
  content: portBase + 31,
  careers: portBase + 32,
  internship: portBase + 33,
  api: ports.api,
};
const site = origin(sitePorts.shell);
let servers: FastifyInstance[] = [];

test.beforeAll(async () => {
  servers = await serveApps(sitePorts, {
    prerender: true,
    prerenderOnly: ['/', '/overview/leadership', '/contact-us'],
    dropConnectionsOnClose: true,
  });
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

test.describe('pre-rendered pages', () => {
  test('the first response already holds the page: heading, text, title, description and canonical URL', async ({
    request,
  }) => {
    const html = await (await request.get(`${site}/overview/leadership`)).text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<title>Leadership \| Tekvana Technologies<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${sitePorts.shell}/overview/leadership">`);
    expect(html).toContain('id="deploy-config"');
  });

  test('form sections are inert in the copy, so nothing typed there can be lost', async ({ request }) => {
    const html = await (await request.get(`${site}/contact-us`)).text();
    expect(html).toMatch(/data-section-type="CONTACT-US"[^>]*inert/);
  });

  test('routes without a copy get the plain app with the inlined deploy config', async ({ request }) => {
    const html = await (await request.get(`${site}/current-openings/job-description?jobId=1`)).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('id="deploy-config"');
  });

  test('the app hydrates the served HTML: the same elements, no redraw, no layout shift', async ({ page }) => {
    const redraws: string[] = [];
    page.on('console', (message) => {
      if (/pre-rendered copy was redrawn|hydrat/i.test(message.text())) redraws.push(message.text());
    });
    await page.addInitScript(() => {
      // Each shift is kept with the elements that moved, so a failure names its cause.
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      const describe = (node: Node | null): string => {
        if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
        const section = node.closest('[data-section-type]')?.getAttribute('data-section-type');
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}${section ? ` in ${section}` : ''}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        })[]) {
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/overview/leadership', '/contact-us']) {
      await page.goto(`${site}${path}`, { waitUntil: 'commit' });
      // The heading the server sent stays the element the live app uses: hydration adopts it, nothing is redrawn.
      const served = await page.locator('h1').elementHandle();
      await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await served?.evaluate((heading) => heading.isConnected), `h1 of ${path} replaced`).toBe(true);
      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: { value: number; moved: string[] }[] }).__layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    }
    expect(redraws).toEqual([]);
    // The live form works after the take-over.
    await page.getByLabel(/name/i).first().fill('Asha');
    await expect(page.getByLabel(/name/i).first()).toHaveValue('Asha');
  });
});
