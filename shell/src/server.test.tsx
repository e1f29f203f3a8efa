/** @jest-environment node */
import type { Section } from '@tekvana/shared';
import { init, render as renderPage, type RenderedPage } from './server';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';

// webpack takes `.server` siblings first in the server build (shared/webpack/createConfig.js); Jest does not.
jest.mock('./federation/remotes', () => jest.requireActual('./federation/remotes.server'));

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's sections as the content remote shipped them (the data the page hydrates with). */
const sectionsOf = (page: RenderedPage) => (page.data.shell as { page: { sections: Section[] } }).page.sections;

/** The headings and lead texts a section's data gives it: what its markup must show. */
const textsOf = (section: Section) =>
  (['heading', 'subHeading'] as const).flatMap((key) => {
    const value = (section as Record<string, unknown>)[key];
    return typeof value === 'string' && value ? [value] : [];
  });

beforeAll(() => init({ config: serverTestConfig, remotes: sourceRemotes() }));

describe.each(['/', '/overview/leadership'])('the server render of %s', (url) => {
  // Rendered once for the tests below.
  let rendered: Promise<RenderedPage> | undefined;
  const pageOf = () =>
    (rendered ??= renderPage({ url }).then((page) => {
      if (!page) throw new Error(`${url} was not rendered`);
      return page;
    }));

  it("holds every section of the page, whole, with its data's texts", async () => {
    const page = await pageOf();
    const sections = sectionsOf(page);
    expect(sections.length).toBeGreaterThan(2);
    for (const section of sections) {
      expect(page.root).toContain(`data-section-type="${section.type}"`);
      for (const text of textsOf(section)) expect(page.root).toContain(escapeText(text));
    }
    expect(page.root).not.toContain('section-placeholder');
    expect(page.root).toContain('<footer');
    // The site server links the stylesheets of these.
    expect(page.sectionTypes).toEqual(sections.map(({ type }) => type));
  });

  it('has no script the page would run: only JSON and JSON-LD', async () => {
    const page = await pageOf();
    const scripts = page.root.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toMatch(/type="application\/(ld\+)?json"/);
  });

  it("puts the page's title, description and canonical URL into the head, and no preload", async () => {
    const page = await pageOf();
    expect(page.head).toMatch(/^<title>[^<]+<\/title>/);
    expect(page.head).toContain('<meta name="description"');
    expect(page.head).toContain(`<link rel="canonical" href="https://www.example.com${url === '/' ? '/' : url}"/>`);
    expect(page.head).not.toContain('preload');
    expect(page.root).not.toMatch(/^<(title|meta|link)\b/);
  });
});
