import type { Page, SiteOutline } from '@tekvana/shared';
import { parsePage, parseSiteOutline } from './parseSiteData';

const outline: SiteOutline = {
  header: { brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' }, menu: [], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
  pageKeys: ['home'],
};

const home: Page = {
  title: 'Home',
  description: 'd',
  sections: [
    { order: 1, type: 'TITLE-SECTION', heading: 'Hello' },
    { order: 2, type: 'FAQ-SECTION', faqData: [{ question: 'Q?', answer: 'A.' }] },
  ],
};

const withSections = (sections: unknown[]) => parsePage('home', { ...home, sections });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('parseSiteOutline', () => {
  it('accepts a good outline as it is', () => {
    expect(parseSiteOutline(outline)).toEqual(outline);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses the whole value when the header, footer or page keys are wrong, and logs why', () => {
    expect(parseSiteOutline({ ...outline, header: { ...outline.header, menu: 'none' } })).toBeUndefined();
    expect(parseSiteOutline({ ...outline, footer: undefined })).toBeUndefined();
    expect(parseSiteOutline({ ...outline, pageKeys: 'home' })).toBeUndefined();
    expect(parseSiteOutline('{}')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(4);
  });
});

describe('parsePage', () => {
  it('accepts a good page as it is', () => {
    expect(parsePage('home', home)).toEqual(home);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses a page without its title, description or list of sections, and logs why', () => {
    expect(parsePage('home', { title: 'Home', sections: [] })).toBeUndefined();
    expect(parsePage('home', { ...home, sections: 'none' })).toBeUndefined();
    expect(parsePage('home', undefined)).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(3);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Page "home" refused'), expect.any(Array));
  });

  it('keeps a bad section at its place as a rejected one, and the rest of the page', () => {
    const [title, faq] = home.sections;
    const bad = { order: 2, type: 'STATS-CARDS', stats: [{ title: 250 }] };
    const parsed = withSections([title, bad, { ...faq, order: 3 }]);
    expect(parsed?.sections.map((section) => section.type)).toEqual(['TITLE-SECTION', 'FAQ-SECTION']);
    expect(parsed?.rejectedSections).toEqual([{ order: 2, type: 'STATS-CARDS' }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Section 2 of page "home"'), expect.any(Array));
  });

  it('rejects a section missing a field its type requires, and one with no type or order', () => {
    const parsed = withSections([{ order: 1, type: 'TITLE-SECTION' }, { heading: 'x' }]);
    expect(parsed?.sections).toEqual([]);
    expect(parsed?.rejectedSections).toEqual([
      { order: 1, type: 'TITLE-SECTION' },
      { order: 2, type: '' },
    ]);
  });

  it('shows data a newer content remote shipped, without the fields it does not know yet (decision 020)', () => {
    const parsed = withSections([{ order: 1, type: 'TITLE-SECTION', heading: 'Hi', badge: 'New' }]);
    expect(parsed?.sections).toEqual([{ order: 1, type: 'TITLE-SECTION', heading: 'Hi' }]);
    expect(parsed?.rejectedSections).toBeUndefined();
  });

  it('drops a type the site does not know without an error (decision 010)', () => {
    const parsed = withSections([{ order: 1, type: 'NO-SUCH', anything: true }]);
    expect(parsed?.sections).toEqual([]);
    expect(parsed?.rejectedSections).toBeUndefined();
  });

  it('reads the careers sections as field names, not text', () => {
    const jobTitle = { order: 1, type: 'JOB-TITLE-SECTION', fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' } };
    const oldJobTitle = { order: 2, type: 'JOB-TITLE-SECTION', heading: 'PSTN_TITLE', subHeading: 'PSTN_LCTN' };
    const parsed = withSections([jobTitle, oldJobTitle]);
    expect(parsed?.sections).toEqual([jobTitle]);
    expect(parsed?.rejectedSections).toEqual([{ order: 2, type: 'JOB-TITLE-SECTION' }]);
  });
});
