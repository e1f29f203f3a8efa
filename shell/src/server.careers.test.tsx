/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import { opening } from '@tekvana/test-support/openingFixture';
import { init, render as renderPage, type RenderedPage } from './server';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';
import { setupFakeStaffingApi, staffingApiUrl } from './testing/fakeStaffingApi';
import { DATA_BUDGET_MS } from './serverRender/remoteData';

// webpack takes `.server` siblings first in the server build (shared/webpack/createConfig.js); Jest does not.
jest.mock('./federation/remotes', () => jest.requireActual('./federation/remotes.server'));
jest.mock('@tekvana/shared/sanitize', () => ({
  ...jest.requireActual('../../shared/src/sanitize/sanitizeHtml.server'),
  ...jest.requireActual('../../shared/src/sanitize/plainText.server'),
}));

const HOSTILE_TITLE = 'Hostile </script><!-- \u2028 "quoted" \'single\'';
const hostile = opening({
  REQ_ID: 77,
  PSTN_TITLE: HOSTILE_TITLE,
  INTERNAL_JOB_DESCRIPTION: '<p>Text </script><script>window.hit=1</script><!-- x --> \u2028 "q"</p>',
  CLOSING_DATE: '2099-01-01',
});
const server = setupFakeStaffingApi([hostile]);

beforeAll(() => init({ config: serverTestConfig, remotes: sourceRemotes() }));

const pageAt = (url: string): Promise<RenderedPage> =>
  renderPage({ url }).then((page) => {
    if (!page) throw new Error(`${url} was not rendered`);
    return page;
  });

interface Dehydrated {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}
const careersKeys = (page: RenderedPage) =>
  (page.data.careers as Dehydrated).queries.map(({ queryKey }) => JSON.stringify(queryKey));

describe('a job page', () => {
  const url = '/current-openings/job-description?jobId=3';

  it('holds the whole job, its title and one JobPosting, with the answers it rendered with', async () => {
    const page = await pageAt(url);
    expect(page.root).toContain('<h1 class="job-title-section__heading">Data Scientist</h1>');
    expect(page.root).toContain('<p>Build things.</p>');
    expect(page.root.match(/"@type":"JobPosting"/g)).toHaveLength(1);
    expect(page.root).not.toContain('<!--$!-->');
    expect(page.root).not.toContain('Loading');
    expect(page.head).toMatch(/^<title>Data Scientist[^<]*<\/title>/);
    expect(page.head).toContain(
      '<link rel="canonical" href="https://www.example.com/current-openings/job-description?jobId=3"/>',
    );
    expect(page.head).toContain('<meta name="description" content="Full-Time, Hybrid. Build things."/>');
    expect(careersKeys(page).sort()).toEqual([
      '["countries"]',
      '["opening","3"]',
      '["recruiters"]',
      '["states","uuid-in"]',
    ]);
    expect(page.complete).toBe(true);
  });

  it('serves its application form inert until the section is live', async () => {
    const page = await pageAt(url);
    expect(page.root).toMatch(/<form inert="" data-prerender-inert=""/);
  });

  it('keeps each request to its own answers when a worker renders two at once', async () => {
    const [first, second] = await Promise.all([pageAt(url), pageAt('/current-openings/job-description?jobId=2')]);
    expect(careersKeys(first)).toContain('["opening","3"]');
    expect(careersKeys(first)).not.toContain('["opening","2"]');
    expect(careersKeys(second)).toContain('["opening","2"]');
    expect(careersKeys(second)).not.toContain('["opening","3"]');
    expect(second.root).toContain('DevOps Lead');
    expect(second.root).not.toContain('Data Scientist</h1>');
  });

  it('renders its loading state, as the browser first does, when the opening is later than the budget', async () => {
    server.use(
      http.get(staffingApiUrl('/get/RequirementID/:jobId'), async () => {
        await delay(DATA_BUDGET_MS + 150);
        return HttpResponse.json([]);
      }),
    );
    const page = await pageAt(url);
    expect(page.root).toContain('Loading the opening');
    expect(careersKeys(page)).not.toContain('["opening","3"]');
    expect(page.root).toContain('<footer');
    // Served so, but never kept for the next visitor.
    expect(page.complete).toBe(false);
  });

  it('is never kept when the opening could not be fetched: the browser asks again', async () => {
    server.use(http.get(staffingApiUrl('/get/RequirementID/:jobId'), () => new HttpResponse(null, { status: 500 })));
    const page = await pageAt(url);
    expect(careersKeys(page)).not.toContain('["opening","3"]');
    expect(page.complete).toBe(false);
  });

  it('escapes a hostile title and description in the markup, the JSON-LD and the head', async () => {
    const page = await pageAt('/current-openings/job-description?jobId=77');
    const scripts = page.root.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script).toMatch(/^<script type="application\/ld\+json">/);
      expect(script.slice(1, -'</script>'.length)).not.toMatch(/<(\/script|!--)/i);
    }
    expect(page.root).not.toContain('window.hit');
    expect(page.root).toContain('Hostile &lt;/script&gt;&lt;!-- \u2028 &quot;quoted&quot; &#x27;single&#x27;');
    expect(page.head).not.toMatch(/<\/script|<!--/);
  });
});

it.each(['999999', 'abc', '99999999999999999999'])(
  'renders the unavailable opening with a noindex head for the job id %s',
  async (jobId) => {
    const page = await pageAt(`/current-openings/job-description?jobId=${jobId}`);
    expect(page.root).toContain('This opening is no longer available');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.head).not.toContain('rel="canonical"');
    expect(page.root).not.toContain('JobPosting');
    expect(page.complete).toBe(true);
  },
);

describe('the openings page', () => {
  it("shows the first results page of the URL's query, with the answers it rendered with", async () => {
    const page = await pageAt('/current-openings/job-openings?q=engineer');
    expect(page.root).toContain('QA Engineer');
    expect(page.root).not.toContain('DevOps Lead');
    expect(page.root).toContain('Showing 1–1 of 1 opening.');
    expect(page.root).not.toContain('<!--$!-->');
    expect(careersKeys(page)).toContain('["countries"]');
    expect(careersKeys(page).some((key) => key.startsWith('["openings-page"'))).toBe(true);
  });

  it('leaves the openings to the browser when the search is later than the budget, and renders the rest', async () => {
    server.use(
      http.get(staffingApiUrl('/get/requirement/search'), async () => {
        await delay(DATA_BUDGET_MS + 150);
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20, version: 'x' });
      }),
    );
    const page = await pageAt('/current-openings/job-openings');
    expect(page.root).toContain('<!--$!-->');
    expect(page.root).toContain('section-placeholder');
    expect(page.root).toContain('<footer');
    expect(page.complete).toBe(false);
  });

  it('leaves the openings to the browser when the search fails', async () => {
    server.use(http.get(staffingApiUrl('/get/requirement/search'), () => new HttpResponse(null, { status: 500 })));
    const page = await pageAt('/current-openings/job-openings');
    expect(page.root).toContain('<!--$!-->');
    expect(page.complete).toBe(false);
  });
});

describe.each(['/internships/data-science', '/contact-us'])('the form page %s', (url) => {
  it('is rendered whole, its form inert until the section is live', async () => {
    const page = await pageAt(url);
    expect(page.root).toMatch(/<form inert="" data-prerender-inert=""/);
    expect(page.root).not.toMatch(/<form(?! inert="" data-prerender-inert="")/);
    expect(page.root).not.toContain('<!--$!-->');
    expect(page.root).not.toContain('section-placeholder');
    expect(page.complete).toBe(true);
  });
});
