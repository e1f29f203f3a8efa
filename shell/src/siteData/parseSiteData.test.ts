import type { SiteData } from '@tekvana/shared';
import { parseSiteData } from './parseSiteData';

const siteData: SiteData = {
  header: { brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' }, menu: [], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
  pages: {
    home: {
      title: 'Home',
      description: 'd',
      sections: [
        { order: 1, type: 'TITLE-SECTION', heading: 'Hello' },
        { order: 2, type: 'FAQ-SECTION', faqData: [{ question: 'Q?', answer: 'A.' }] },
      ],
    },
  },
};

const withSections = (sections: unknown[]) => ({ ...siteData, pages: { home: { ...siteData.pages.home, sections } } });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('parseSiteData', () => {
  it('accepts good data as it is', () => {
    expect(parseSiteData(siteData)).toEqual(siteData);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses the whole value when the header, footer or pages are wrong, and logs why', () => {
    expect(parseSiteData({ ...siteData, header: { ...siteData.header, menu: 'none' } })).toBeUndefined();
    expect(parseSiteData({ ...siteData, footer: undefined })).toBeUndefined();
    expect(parseSiteData({ ...siteData, pages: { home: { title: 'Home', sections: [] } } })).toBeUndefined();
    expect(parseSiteData('{}')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(4);
  });

  it('keeps a bad section at its place as a rejected one, and the rest of the page', () => {
    const [title, faq] = siteData.pages.home?.sections ?? [];
    const bad = { order: 2, type: 'STATS-CARDS', stats: [{ title: 250 }] };
    const parsed = parseSiteData(withSections([title, bad, { ...faq, order: 3 }]));
    expect(parsed?.pages.home?.sections.map((section) => section.type)).toEqual(['TITLE-SECTION', 'FAQ-SECTION']);
    expect(parsed?.pages.home?.rejectedSections).toEqual([{ order: 2, type: 'STATS-CARDS' }]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Section 2 of page "home"'), expect.any(Array));
  });

  it('rejects a section missing a field its type requires, and one with no type or order', () => {
    const parsed = parseSiteData(withSections([{ order: 1, type: 'TITLE-SECTION' }, { heading: 'x' }]));
    expect(parsed?.pages.home?.sections).toEqual([]);
    expect(parsed?.pages.home?.rejectedSections).toEqual([
      { order: 1, type: 'TITLE-SECTION' },
      { order: 2, type: '' },
    ]);
  });

  it('shows data a newer content remote shipped, without the fields it does not know yet (decision 020)', () => {
    const parsed = parseSiteData(withSections([{ order: 1, type: 'TITLE-SECTION', heading: 'Hi', badge: 'New' }]));
    expect(parsed?.pages.home?.sections).toEqual([{ order: 1, type: 'TITLE-SECTION', heading: 'Hi' }]);
    expect(parsed?.pages.home?.rejectedSections).toBeUndefined();
  });

  it('drops a type the site does not know without an error (decision 010)', () => {
    const parsed = parseSiteData(withSections([{ order: 1, type: 'NO-SUCH', anything: true }]));
    expect(parsed?.pages.home?.sections).toEqual([]);
    expect(parsed?.pages.home?.rejectedSections).toBeUndefined();
  });

  it('reads the careers sections as field names, not text', () => {
    const jobTitle = { order: 1, type: 'JOB-TITLE-SECTION', fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' } };
    const oldJobTitle = { order: 2, type: 'JOB-TITLE-SECTION', heading: 'PSTN_TITLE', subHeading: 'PSTN_LCTN' };
    const parsed = parseSiteData(withSections([jobTitle, oldJobTitle]));
    expect(parsed?.pages.home?.sections).toEqual([jobTitle]);
    expect(parsed?.pages.home?.rejectedSections).toEqual([{ order: 2, type: 'JOB-TITLE-SECTION' }]);
  });
});
