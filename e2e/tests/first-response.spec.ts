import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../api/src/testing/services/postgres';
import { startTestApiProcess } from '../../tools/apiProcess';
import { serveApps } from '../../site-server/src/site/site';
import type { Opening } from '@tekvana/contracts';
import { htmlErrors } from '../support/htmlChecker';
import { apiOrigin, origin, ownSitePorts, portBase, renderedSitePorts as sitePorts } from '../support/ports';

// The site served as `npm start` serves it: every page's first response rendered on the server
// (docs/decisions/071-server-rendering-from-releases.md).
const site = origin(sitePorts.shell);
let servers: FastifyInstance[] = [];
let job: Opening;
/** An open job no test asks for before the one that checks its page: its first response is its first render. */
let neverAsked: Opening;
const jobPath = (opening = job) => `/current-openings/job-description?jobId=${opening.REQ_ID}`;

interface RecordedShift {
  value: number;
  moved: string[];
}

/**
 * Records every layout shift from the page's first frame, each with the elements that moved, so a failure names its
 * cause.
 */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
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

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts);

test.beforeAll(async () => {
  const openings = (await (await fetch(`${apiOrigin}/get/requirement`)).json()) as Opening[];
  // One of the seeded openings: the XSS suite's hostile ones have titles that are hard to look for.
  const plain = openings.filter((opening) => /^[A-Za-z ]+$/.test(opening.PSTN_TITLE) && opening.PSTN_LCTN);
  job = plain[0] ?? openings[0]!;
  neverAsked = plain[1] ?? openings[1]!;
  servers = await serveApps(sitePorts, { dropConnectionsOnClose: true });
});

/** A served page with the head tags React closes (`<meta .../>`) written as HTML writes them, for matching. */
const servedHtml = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).text()).replace(/"\/>/g, '">');

/** The data the page's apps render with, inline in the page. */
const inlineData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    careers: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
const NOINDEX = /<meta name="robots" content="noindex"\/?>/;

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

test.describe('pages rendered on the server', () => {
  test('the first response already holds the page: heading, text, title, description and canonical URL', async ({
    request,
  }) => {
    const html = await servedHtml(request, `${site}/overview/leadership`);
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<script type="application/json" id="prerender-data">');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<title>Leadership \| Tekvana Technologies<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${sitePorts.shell}/overview/leadership">`);
    expect(html).toContain('id="deploy-config"');
  });

  test('forms are inert in the first response, so nothing typed there can be lost, and the text around them is not', async ({
    request,
  }) => {
    const html = await (await request.get(`${site}/contact-us`)).text();
    expect(html).toMatch(/<form[^>]*inert=""[^>]*data-prerender-inert=""/);
    expect(html).not.toMatch(/class="page-section[^"]*"[^>]*inert/);
  });

  test("a job's page holds the job and the answers it was rendered with, and hydrates with them", async ({
    page,
    request,
  }) => {
    const html = await servedHtml(request, `${site}${jobPath()}`);
    expect(html).toContain(`>${job.PSTN_TITLE}</h1>`);
    expect(html).toContain('"@type":"JobPosting"');
    // The answers travel inline, in a JSON script the CSP never runs.
    expect(inlineData(html).careers.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['opening', 'countries', 'states', 'recruiters']),
    );
    // The job's own head: title, text, and its own address (not the job description route shared by every job).
    expect(html).toContain(`<title>${job.PSTN_TITLE}, ${job.PSTN_LCTN} | Tekvana Careers</title>`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="${job.PSTN_TYP}, [^"]{40,}">`));
    expect(html).toContain(`<link rel="canonical" href="${site}${jobPath()}">`);
    expect(html).toContain(`<meta property="og:url" content="${site}${jobPath()}">`);
    expect(html).not.toContain('noindex');

    const redraws: string[] = [];
    page.on('console', (message) => {
      if (/pre-rendered copy was redrawn/.test(message.text())) redraws.push(message.text());
    });
    await page.goto(`${site}${jobPath()}`, { waitUntil: 'commit' });
    const heading = await page.locator('h1').elementHandle();
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    await expect(page.locator('[data-prerender-inert]')).toHaveCount(0);
    await page.getByLabel('First name').fill('Asha');
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    expect(await page.getByLabel('State').locator('option').count()).toBeGreaterThan(1);
    // The served heading is still the live one: the first render had the opening at once, from the page's data.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(redraws).toEqual([]);
  });

  test('the openings page holds its first results page, and hydrates with it without asking again', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${site}/current-openings/job-openings`)).text();
    const rows = html.match(/<tr role="row">/g) ?? [];
    expect(rows.length).toBe(21);
    expect(html).toMatch(/Showing 1–20 of [\d,]+ openings\./);
    const answers = inlineData(html);
    const pages = answers.careers.queries.filter((query) => query.queryKey[0] === 'openings-page');
    expect(pages).toHaveLength(1);
    // A page of summaries, not the whole list with its descriptions (decision 056).
    expect(JSON.stringify(pages[0]?.state.data).length).toBeLessThan(8_000);
    expect(answers.careers.queries.map((query) => query.queryKey[0])).not.toContain('openings');

    const searches: string[] = [];
    page.on('request', (sent) => sent.url().includes('/get/requirement') && searches.push(sent.url()));
    await page.goto(`${site}/current-openings/job-openings`, { waitUntil: 'commit' });
    const firstRow = await page.locator('tbody tr').first().elementHandle();
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    expect(await firstRow?.evaluate((element) => element.isConnected)).toBe(true);
    expect(searches).toEqual([]);
    // Then it searches as the live page does.
    await page.getByRole('searchbox', { name: 'Search openings' }).fill('engineer');
    await expect(page).toHaveURL(/q=engineer/);
    await expect(page.locator('#openings-count')).not.toContainText(/of (\d{2,}) openings/.exec(html)?.[1] ?? '');
    expect(searches.some((url) => url.includes('/get/requirement/search?q=engineer'))).toBe(true);
  });

  test('a route no test asked for before is rendered too, with the inlined deploy config', async ({ request }) => {
    const html = await (await request.get(`${site}/overview/our-journey`)).text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('id="deploy-config"');
  });

  test('a job that never was answers 404, kept out of search results, and says so', async ({ page, request }) => {
    for (const jobId of ['1', 'abc', '']) {
      const response = await request.get(`${site}/current-openings/job-description?jobId=${jobId}`);
      expect(response.status(), `jobId=${jobId}`).toBe(404);
      expect(await response.text()).toMatch(NOINDEX);
    }
    await page.goto(`${site}/current-openings/job-description?jobId=1`);
    await expect(page.getByRole('heading', { name: 'This opening is no longer available' })).toBeVisible();
    await expect(page).toHaveTitle('This opening is no longer available | Tekvana Careers');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all openings' })).toHaveAttribute(
      'href',
      '/current-openings/job-openings',
    );
  });

  test("a job page never asked for is answered whole, with the job's title, description, canonical URL and JobPosting", async ({
    page,
    request,
  }) => {
    const response = await request.get(`${site}${jobPath(neverAsked)}`);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/"\/>/g, '">');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain(`>${neverAsked.PSTN_TITLE}</h1>`);
    expect(html).toContain(`<title>${neverAsked.PSTN_TITLE}, ${neverAsked.PSTN_LCTN} | Tekvana Careers</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<meta name="description" content="${neverAsked.PSTN_TYP}, [^"]{40,}">`));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${site}${jobPath(neverAsked)}">`);
    const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '{}') as { '@type'?: string })
      .filter((json) => json['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: neverAsked.PSTN_TITLE,
      datePosted: neverAsked.POSTED_DATE,
      identifier: { value: String(neverAsked.REQ_ID) },
      hiringOrganization: { name: 'Tekvana Technologies' },
    });
    // Once the app runs, the page holds one JobPosting (its own) and one title.
    await page.goto(`${site}${jobPath(neverAsked)}`);
    await expect(page.getByRole('heading', { level: 1, name: neverAsked.PSTN_TITLE })).toBeVisible();
    const postingsNow = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) =>
            script.textContent?.includes('"JobPosting"'),
          ).length,
      );
    await expect.poll(postingsNow).toBe(1);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('the served pages are valid HTML to the W3C checker: a job, a gone job, the openings, content, a form', async ({
    request,
  }) => {
    const urls = [
      jobPath(),
      jobPath(neverAsked),
      '/current-openings/job-description?jobId=1',
      '/current-openings/job-openings',
      '/overview/leadership',
      '/',
      '/contact-us',
    ];
    const documents = Object.fromEntries(
      await Promise.all(urls.map(async (url) => [url, await (await request.get(`${site}${url}`)).text()] as const)),
    );
    const errors = htmlErrors(documents);
    expect(Object.keys(errors)).toEqual(urls);
    for (const url of urls) expect(errors[url], url).toEqual([]);
  });

  test('the sitemap is an index of the content routes and the open jobs with the day each was posted', async ({
    request,
  }) => {
    const response = await request.get(`${site}/sitemap.xml`);
    expect(response.headers()['content-type']).toContain('application/xml');
    const index = await response.text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<sitemap><loc>${site}/sitemaps/pages.xml</loc></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${site}/sitemaps/jobs-1.xml</loc></sitemap>`);
    const pages = await (await request.get(`${site}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`<url><loc>${site}/overview/leadership</loc></url>`);
    const jobs = await (await request.get(`${site}/sitemaps/jobs-1.xml`)).text();
    // Every open job, asked for or not.
    for (const opening of [job, neverAsked])
      expect(jobs).toContain(
        `<url><loc>${site}${jobPath(opening)}</loc><lastmod>${opening.POSTED_DATE}</lastmod></url>`,
      );
    // Every job listed has its day; the count follows the API's list, which other test files add to.
    const jobUrls = jobs.match(/jobId=/g) ?? [];
    expect(jobUrls.length).toBeGreaterThan(10);
    expect(jobs.match(/jobId=\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)).toHaveLength(jobUrls.length);
    expect((await request.get(`${site}/sitemaps/jobs-2.xml`)).status()).toBe(404);
  });

  test('the app hydrates the served HTML: the same elements, no redraw, no layout shift', async ({ page }) => {
    const redraws: string[] = [];
    page.on('console', (message) => {
      if (/pre-rendered copy was redrawn|hydrat/i.test(message.text())) redraws.push(message.text());
    });
    await recordLayoutShifts(page);
    for (const path of ['/', '/overview/leadership', '/contact-us']) {
      await page.goto(`${site}${path}`, { waitUntil: 'commit' });
      // The heading the server sent stays the element the live app uses: hydration adopts it, nothing is redrawn.
      const served = await page.locator('h1').elementHandle();
      await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await served?.evaluate((heading) => heading.isConnected), `h1 of ${path} replaced`).toBe(true);
      // The shell's script is asked for only once the served page has painted (decision 034).
      const { painted, scriptAsked } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptAsked: performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))
          ?.startTime,
      }));
      expect(scriptAsked, `script of ${path} asked for before the first paint`).toBeGreaterThan(painted ?? Infinity);
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
    }
    expect(redraws).toEqual([]);
    // The live form works after the take-over.
    await page.getByLabel(/name/i).first().fill('Asha');
    await expect(page.getByLabel(/name/i).first()).toHaveValue('Asha');
  });
});

test.describe('the styles inlined in the first response', () => {
  test('give the first screen the look the full stylesheets give it, so nothing changes when they arrive', async ({
    browser,
  }) => {
    // Each element of the header and the first two sections, by its place in the page, with what it looks like.
    const looks = () =>
      Array.from(document.querySelectorAll('header *, main > :nth-child(-n + 2) > section *')).map((element) => {
        const style = getComputedStyle(element);
        const place = [];
        for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement)
          place.unshift(
            `${node.tagName}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`,
          );
        return [
          place.join('>'),
          style.display,
          style.color,
          style.backgroundColor,
          style.backgroundImage.slice(0, 60),
          style.fontSize,
          style.fontWeight,
          style.paddingTop,
          style.marginTop,
          style.borderTopWidth,
          style.borderTopColor,
          style.maskImage === 'none' ? 'none' : 'mask',
        ].join(' ');
      });
    for (const path of ['/', '/contact-us']) {
      // Without script the page shows only what it was served: the inlined styles alone.
      const served = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
      const servedPage = await served.newPage();
      await servedPage.goto(`${site}${path}`);
      const before = await servedPage.evaluate(looks);
      await served.close();
      const live = await browser.newContext({ reducedMotion: 'reduce' });
      const livePage = await live.newPage();
      await livePage.goto(`${site}${path}`);
      await expect(livePage.locator('html[data-page-ready="true"]')).toHaveCount(1);
      await expect(livePage.locator('link[rel="stylesheet"]').first()).toBeAttached();
      const after = await livePage.evaluate(looks);
      await live.close();
      expect(before.length, path).toBeGreaterThan(50);
      const afterSet = new Set(after);
      // Live sections may add elements (a hydrated control); every element served keeps its look.
      expect(
        before.filter((look) => !afterSet.has(look)),
        path,
      ).toEqual([]);
    }
  });
});

/**
 * After a jump, the static sections that came near the screen render in the next frame and take their real heights
 * in place of an estimate (decision 044): a place on the page is read once two frames have passed.
 */
/** Whether a part that renders when near (decisions 044 and 046) is rendered at this moment, not skipped. */
const rendersNow = (part: Locator) =>
  part.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

const sectionsSettled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

test.describe('the served page after a move within the site', () => {
  // The page loader waits for the page's section modules, so the page is whole when the router restores the position
  // (it used to land about 990 px off, on a page still short of its sections), and the jump is not animated.
  test('back from another page puts the reader where they were', async ({ page }) => {
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    const heading = page.getByRole('heading', { name: 'Build your career with us' });
    await heading.scrollIntoViewIfNeeded();
    await sectionsSettled(page);
    const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const homeTitle = await page.title();
    await page.locator('[data-section-type="IMG-SECTION"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/current-openings\/job-openings/);
    await expect(page).not.toHaveTitle(homeTitle);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveTitle(homeTitle);
    const offBy = async () =>
      Math.abs((await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))) - before);
    await expect.poll(offBy).toBeLessThan(5);
  });
});

test.describe('static sections far below the first screen (decision 044)', () => {
  const phone = { width: 390, height: 800 };
  const careers = (page: Page) => page.getByRole('heading', { name: 'Build your career with us' });
  /** Home at phone width, jumped to the careers heading past the far sections; where the heading is, and was. */
  const jumpPastFarSections = async (page: Page) => {
    await page.setViewportSize(phone);
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    // A jump, not a scroll: the static sections passed over are never rendered and hold an estimated height.
    await page.locator('[data-section-type="IMG-SECTION"]').evaluate((element) => element.scrollIntoView());
    await sectionsSettled(page);
    await expect(careers(page)).toBeInViewport();
    const top = () => careers(page).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    return { top, before: await top() };
  };

  test('are rendered only as they near the screen, and their text is in the page all along', async ({
    page,
    request,
  }) => {
    // The inlined styles hold the rule, so the first paint already skips them.
    expect(await (await request.get(`${site}/`)).text()).toMatch(/content-visibility: *auto/);
    await page.setViewportSize(phone);
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    const section = page.locator('[data-section-type="IMG-SECTION"]');
    const rendered = () => rendersNow(section);
    expect(await rendered()).toBe(false);
    await expect(careers(page)).toHaveCount(1);
    await section.evaluate((element) => element.scrollIntoView());
    await expect.poll(rendered).toBe(true);
    await expect(careers(page)).toBeInViewport();
  });

  test('after a jump past them, back, forward and reload put the reader where they were', async ({ page }) => {
    const { top, before } = await jumpPastFarSections(page);
    const homeTitle = await page.title();
    const offBy = async () => Math.abs((await top()) - before);

    await page.locator('[data-section-type="IMG-SECTION"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/current-openings\/job-openings/);
    await expect(page).not.toHaveTitle(homeTitle);
    await page.goBack();
    await expect(page).toHaveTitle(homeTitle);
    await expect.poll(offBy).toBeLessThan(5);

    await page.goForward();
    await expect(page).not.toHaveTitle(homeTitle);
    await page.goBack();
    await expect(page).toHaveTitle(homeTitle);
    await expect.poll(offBy).toBeLessThan(5);

    await page.reload();
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    await expect.poll(offBy).toBeLessThan(5);
    await sectionsSettled(page);
    expect(await offBy()).toBeLessThan(5);
  });

  test('a reload right after a jump keeps the place, also when boot.js comes late', async ({ page }) => {
    const { top, before } = await jumpPastFarSections(page);
    // boot.js renders every section before the browser restores the position, even when it comes late on a slow
    // link: the restoration waits for the page's load, which waits for this deferred script.
    await page.route(`${site}/boot.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    await expect(page.locator('html[data-sections-whole]')).toHaveCount(1);
    await sectionsSettled(page);
    expect(Math.abs((await top()) - before)).toBeLessThan(5);
  });
});

test.describe("a job page's application form and the footer, far below on a phone (decision 046)", () => {
  // Chromium renders such a part once it is within about one and a half screens of the viewport; on a short phone
  // screen the form, below the whole description, is farther than that.
  const shortPhone = { width: 390, height: 400 };
  const firstName = (page: Page) => page.getByLabel(/^First name/);
  /** Every change of the form box's rendering, in order, from the page's first frame. */
  const recordFormRendering = (page: Page) =>
    page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { formRendering: string[] }).formRendering = changes;
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          if ((event.target as Element).classList.contains('job-section__apply'))
            changes.push((event as ContentVisibilityAutoStateChangeEvent).skipped ? 'skipped' : 'rendered');
        },
        true,
      );
    });
  const formRendering = (page: Page) =>
    page.evaluate(() => (window as unknown as { formRendering: string[] }).formRendering);

  test('render only as they near the screen; Apply now still takes the reader to a live, rendered form', async ({
    page,
    request,
  }) => {
    // The inlined styles hold the rule, the form's estimated height and the override, so the first paint
    // already skips them.
    const served = await (await request.get(`${site}${jobPath()}`)).text();
    expect(served).toMatch(/\.render-when-near *\{[^}]*content-visibility: *auto/);
    expect(served).toMatch(/\.job-section__apply *\{[^}]*--render-when-near-height: *1800px/);
    expect(served).toMatch(/html\[data-sections-whole\] \.render-when-near *\{ *content-visibility: *visible/);
    await recordFormRendering(page);
    await page.setViewportSize(shortPhone);
    await page.goto(`${site}${jobPath()}`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    await expect(page.locator('.job-section__apply form')).not.toHaveAttribute('inert');
    expect(await formRendering(page)).toEqual(['skipped']);
    expect(await rendersNow(page.locator('.site-footer'))).toBe(false);
    // Skipped, yet in the page: its fields are in the accessibility tree.
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveCount(1);

    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(firstName(page)).toBeFocused();
    await expect(firstName(page)).toBeInViewport();
    await expect.poll(() => rendersNow(page.locator('.job-section__apply'))).toBe(true);
    await page.keyboard.type('Asha');
    await expect(firstName(page)).toHaveValue('Asha');

    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => rendersNow(page.locator('.site-footer'))).toBe(true);
  });

  test('on a computer the form beside the description is rendered from the first frame, nothing moving', async ({
    page,
  }) => {
    await recordFormRendering(page);
    await recordLayoutShifts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}${jobPath()}`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    await sectionsSettled(page);
    expect(await formRendering(page)).toEqual(['rendered']);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('a move to a page that takes a moment', () => {
  test('shows a progress bar under the header until the new page is there', async ({ page }) => {
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    // From now on the content remote answers slowly: the next page's content and modules take a second.
    await page.route(`${origin(sitePorts.content)}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(progress).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Leadership' }).click();
    // It shows after a moment, and the page being replaced says it is busy.
    await expect(progress).toHaveCSS('opacity', '1');
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/leadership/i, { timeout: 15_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
  });
});

test.describe("the first screen's small images (decision 036)", () => {
  test('travel inside the page: the logo, the icon and the hero paint with no request of their own', async ({
    page,
  }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) images.push(request.url());
    });
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    const logo = page.locator('.navbar-brand img');
    const hero = page.locator('.tk-carousel__image').first();
    for (const image of [logo, hero]) {
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
        true,
      );
    }
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    expect(images.filter((url) => /\/logo\.svg$|\/hero-[a-z]+\.[0-9a-f]+\.svg$/.test(url))).toEqual([]);
    // Search engines still get the logo's own address.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain(`"logo":"${site}/logo.svg"`);
    expect((await page.request.get(`${site}/logo.svg`)).ok()).toBe(true);
  });
});

test.describe("the footer's icons (decision 045)", () => {
  test('are files painted in the colour of their links, not markup in every page', async ({ page, request }) => {
    const html = await (await request.get(`${site}/`)).text();
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('class="icon social-icon"');
    expect(footer).not.toContain('<svg');
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/(facebook|instagram|twitter-x|linkedin|youtube)\.[0-9a-f]+\.svg$/.test(response.url()))
        fetched.push(`${response.status()} ${response.headers()['content-type']}`);
    });
    await page.goto(`${site}/`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    const icons = page.locator('footer .social-icon');
    await expect(icons).toHaveCount(5);
    await expect.poll(() => fetched.length).toBe(5);
    expect(new Set(fetched)).toEqual(new Set(['200 image/svg+xml']));
    for (const icon of await icons.all()) {
      const look = await icon.evaluate((element) => {
        const style = getComputedStyle(element);
        const link = getComputedStyle(element.closest('a')!);
        return { box: style.backgroundColor, text: link.color, mask: style.maskImage, width: style.width };
      });
      expect(look.box).toBe(look.text);
      expect(look.mask).toMatch(/^url\(".*\.svg"\)$/);
      expect(look.width).toBe('24px');
    }
  });
});

test.describe('sections whose markup needs no script (decision 033)', () => {
  test('stay as served without their modules, and their links move within the app', async ({ page }) => {
    const exposes: string[] = [];
    page.on('request', (request) => {
      const expose = /__federation_expose_(\w+)\./.exec(request.url())?.[1];
      if (expose) exposes.push(expose);
    });
    await page.goto(`${site}/`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    // The carousel and the FAQ are live; the cards, the case studies and the image section are kept as served.
    expect(exposes).toEqual(expect.arrayContaining(['Carousel', 'StatsCards', 'FaqSection']));
    for (const kept of ['IntroCards', 'TextWithCards', 'CaseStudyCards', 'ImgSection'])
      expect(exposes).not.toContain(kept);
    const kept = page.locator('[data-section-type="IMG-SECTION"]');
    await expect(kept.getByRole('heading', { name: 'Build your career with us' })).toBeVisible();
    // A plain click on a link in kept markup is a move within the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await kept.getByRole('link').click();
    await expect(page).toHaveURL(/\/current-openings\/job-openings\?type=all$/);
    await expect(page.locator('[data-section-type="OPENINGS-SECTION"] table')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // The same kind of section on a page opened in the app is rendered from its module.
    expect(exposes).toContain('TitleSection');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  test('a page of static sections only hydrates without the content remote, which the next page loads', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin(sitePorts.content)) && /\.js$|\.json$/.test(request.url()))
        scripts.push(request.url());
    });
    await page.goto(`${site}/overview/leadership`);
    await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
    // The page carries the site data it was rendered with; every section on it is static.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(scripts).toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByLabel(/name/i).first()).toBeEditable();
    expect(scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});

// With each of the API's engines: the job pages follow the staffing API's list, whatever stores it.
for (const { engine, firstPort } of [
  { engine: 'embedded', firstPort: portBase + 50 },
  { engine: 'PostgreSQL', firstPort: portBase + 45 },
] as const) {
  test.describe(`job pages follow the openings (${engine} API)`, () => {
    // A site and an API of their own: planting an opening in the shared API would change the counts other files see.
    const jobSitePorts = ownSitePorts(firstPort);
    const jobSite = origin(jobSitePorts.shell);
    const jobApi = origin(jobSitePorts.api);
    const REQ_ID = 990001;
    const newJobPath = `/current-openings/job-description?jobId=${REQ_ID}`;
    let api: ChildProcess | undefined;
    let dataDir = '';
    let postgres: ThrowawayPostgres | undefined;
    let jobServers: FastifyInstance[] = [];

    test.beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-e2e-jobs-'));
      if (engine === 'PostgreSQL') postgres = await startThrowawayPostgres();
      api = await startTestApiProcess(jobSitePorts.api, {
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        API_DATA_DIR: dataDir,
        API_FAULTS: '1',
        API_CORS_ORIGINS: Object.values(jobSitePorts).map(origin).join(','),
        API_LOG: '0',
      });
      jobServers = await serveApps(jobSitePorts, { refreshJobsMs: 500, dropConnectionsOnClose: true });
    });

    test.afterAll(async () => {
      await Promise.all(jobServers.map((server) => server.close()));
      api?.kill();
      postgres?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const served = async (request: APIRequestContext) => (await request.get(`${jobSite}${newJobPath}`)).text();
    // The sitemap index names one file of jobs here (fewer than 50,000).
    const sitemap = async (request: APIRequestContext) => (await request.get(`${jobSite}/sitemaps/jobs-1.xml`)).text();

    test('a new opening gets its page without a rebuild', async ({ request }) => {
      expect((await request.get(`${jobSite}${newJobPath}`)).status()).toBe(404);
      const created = await request.post(`${jobApi}/test/openings`, {
        data: { REQ_ID, PSTN_TITLE: 'Platform Engineer', INTERNAL_JOB_DESCRIPTION: '<p>Runs the platform.</p>' },
      });
      expect(created.status()).toBe(201);
      await expect.poll(() => served(request), { timeout: 10_000 }).toContain('>Platform Engineer</h1>');
      const html = await served(request);
      expect(html).toContain('Runs the platform.');
      expect(html).toContain('<title>Platform Engineer, Dallas, TX | Tekvana Careers</title>');
      expect(html).toContain('"@type":"JobPosting"');
      // The sitemap follows the open jobs as the site reads them again (every half second here).
      await expect.poll(() => sitemap(request), { timeout: 10_000 }).toContain(`<loc>${jobSite}${newJobPath}</loc>`);
    });

    test('a changed opening is rendered changed, and a closed one answers 410', async ({ request }) => {
      await request.post(`${jobApi}/test/openings`, { data: { REQ_ID, PSTN_TITLE: 'Platform Engineer II' } });
      // A page kept from before the change is not served once the open jobs' revision moves.
      await expect.poll(() => served(request), { timeout: 10_000 }).toContain('>Platform Engineer II</h1>');

      expect((await request.delete(`${jobApi}/test/openings/${REQ_ID}`)).status()).toBe(200);
      // Gone, not missing: the page says so to search engines and leaves the sitemap.
      await expect
        .poll(async () => (await request.get(`${jobSite}${newJobPath}`)).status(), { timeout: 10_000 })
        .toBe(410);
      const html = await served(request);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html).toContain('This opening is no longer available');
      await expect.poll(() => sitemap(request), { timeout: 10_000 }).not.toContain(newJobPath);
    });
  });
}
