import { siteDataFileProblems } from './siteDataChecks';
import { composeSiteData, siteDataComposer, type SiteDataFiles } from './siteDataFiles';

const files: SiteDataFiles = {
  brand: { name: 'Acme Widgets', shortName: 'Acme', slug: 'acme', logoUrl: '/logo.svg' },
  header: { menu: [{ title: 'Life at {brand.shortName}', targetUrl: '/life-at-{brand.slug}' }], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: '{brand.name}', privacyPolicyUrl: '/privacy-policy' },
  pages: {
    'life-at-{brand.slug}': {
      title: 'Life at {brand.shortName}',
      description: 'Working at {brand.name}.',
      sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Hello', imageUrl: 'hero.svg' }],
    },
  },
};
const images = (name: string) => (name === 'hero.svg' ? '/assets/hero.1234.svg' : undefined);
const withPage = (page: unknown): SiteDataFiles => ({ ...files, pages: { home: page } });

describe('composeSiteData', () => {
  it('fills in the brand (page file names too) and turns image file names into URLs', () => {
    const data = composeSiteData(files, images);
    expect(data.header.brand).toEqual(files.brand);
    expect(data.header.menu[0]).toEqual({ title: 'Life at Acme', targetUrl: '/life-at-acme' });
    expect(data.footer.copyrightHolder).toBe('Acme Widgets');
    expect(Object.keys(data.pages)).toEqual(['life-at-acme']);
    expect(data.pages['life-at-acme']?.description).toBe('Working at Acme Widgets.');
    expect(data.pages['life-at-acme']?.sections[0]).toMatchObject({ imageUrl: '/assets/hero.1234.svg' });
  });
});

describe('siteDataComposer', () => {
  it('composes the outline and each page on its own, the same way as the whole', () => {
    const compose = siteDataComposer(files.brand, images);
    const whole = composeSiteData(files, images);
    const outline = compose.outline(files.header, files.footer, Object.keys(files.pages));
    expect(outline).toEqual({ header: whole.header, footer: whole.footer, pageKeys: ['life-at-acme'] });
    expect(compose.pageKey('life-at-{brand.slug}')).toBe('life-at-acme');
    expect(compose.page(files.pages['life-at-{brand.slug}'])).toEqual(whole.pages['life-at-acme']);
  });
});

describe('siteDataFileProblems', () => {
  it('finds none in good files', () => {
    expect(siteDataFileProblems(files, ['hero.svg'])).toEqual([]);
  });

  it('names an unknown image, an unknown placeholder and the company written literally', () => {
    const page = {
      title: 'T',
      description: 'Made by Acme for {company}.',
      sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'H', imageUrl: 'nope.svg' }],
    };
    expect(siteDataFileProblems(withPage(page), ['hero.svg'])).toEqual([
      'pages/home.json: unknown placeholder {company} in "Made by Acme for {company}."',
      'pages/home.json: the company is named literally in "Made by Acme for {company}."; use a {brand.…} placeholder',
      'pages/home.json: no image "nope.svg" in the images folder',
    ]);
  });

  it('checks the composed data against the site data schema', () => {
    const page = {
      title: 'T',
      description: 'D',
      sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'H', subheading: 'typo' }],
    };
    expect(siteDataFileProblems(withPage(page), [])).toEqual([
      'site data: pages.home.sections.0: no field "subheading" here',
    ]);
    const unknownType = { ...page, sections: [{ order: 1, type: 'TITLE' }] };
    expect(siteDataFileProblems(withPage(unknownType), [])).toEqual([
      expect.stringMatching(/^site data: pages\.home\.sections\.0\.type: expected one of "TITLE-SECTION", /),
    ]);
    expect(siteDataFileProblems({ ...files, brand: { name: 'Acme' } }, [])).toEqual([
      expect.stringMatching(/^brand\.json: /),
    ]);
  });
});
