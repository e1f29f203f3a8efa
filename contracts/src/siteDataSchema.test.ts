import { SECTION_TYPES } from './sectionTypes';
import { lenientSiteDataSchemas, strictSiteDataSchemas } from './siteDataSchema';

const strict = strictSiteDataSchemas();
const { sectionSchema, sectionSchemas, siteDataSchema, siteOutlineSchema, uncheckedPageSchema } =
  lenientSiteDataSchemas();

const siteData = {
  header: {
    brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' },
    menu: [{ title: 'Group', targetUrl: '', subMenu: [{ title: 'A', targetUrl: '/a' }] }],
    secondaryMenu: [],
  },
  footer: {
    columns: [],
    social: [{ network: 'x', url: 'https://example.com/x' }],
    copyrightHolder: 'B',
    privacyPolicyUrl: '/privacy-policy',
  },
  pages: { home: { title: 'Home', description: 'd', sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Hi' }] } },
};

describe('the site data schema', () => {
  it("builds the shell's schemas once and gives the same ones to every caller", () => {
    expect(lenientSiteDataSchemas()).toBe(lenientSiteDataSchemas());
  });

  it('has a schema for every declared section type, and for no other', () => {
    expect(SECTION_TYPES.filter((type) => !Object.hasOwn(sectionSchemas, type))).toEqual([]);
    expect(Object.keys(sectionSchemas).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it.each(SECTION_TYPES)('%s: its schema takes only sections of its own type', (type) => {
    const other = SECTION_TYPES.find((candidate) => candidate !== type);
    expect(sectionSchemas[type].safeParse({ order: 1, type: other }).success).toBe(false);
  });

  it('tells sections apart by type and, strict, gives each exactly its own fields', () => {
    expect(strict.sectionSchema.safeParse({ order: 1, type: 'TITLE-SECTION', heading: 'Hi' }).success).toBe(true);
    expect(strict.sectionSchema.safeParse({ order: 1, type: 'TITLE-SECTION' }).success).toBe(false);
    expect(
      strict.sectionSchema.safeParse({ order: 1, type: 'TITLE-SECTION', heading: 'Hi', subheading: 'typo' }).success,
    ).toBe(false);
    expect(strict.sectionSchema.safeParse({ order: 1, type: 'BLOGS', carouselData: [] }).success).toBe(false);
    expect(strict.sectionSchema.safeParse({ order: 1, type: 'NO-SUCH' }).success).toBe(false);
  });

  it('lenient, as the shell reads it, drops the fields it does not know and keeps the rest', () => {
    const section = { order: 1, type: 'TITLE-SECTION', heading: 'Hi' };
    expect(sectionSchema.parse({ ...section, badge: 'New' })).toEqual(section);
    expect(siteDataSchema.parse({ ...siteData, footer: { ...siteData.footer, newsletterUrl: '/n' } })).toEqual(
      siteData,
    );
    expect(sectionSchema.safeParse({ order: 1, type: 'TITLE-SECTION' }).success).toBe(false);
  });

  it('takes the careers configuration as field names in fields of their own', () => {
    const jobTitle = { order: 1, type: 'JOB-TITLE-SECTION', fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' } };
    const job = {
      order: 2,
      type: 'JOB-SECTION',
      heading: 'Job Details',
      keyDetails: [{ label: 'Role', field: 'PSTN_TITLE' }],
      fields: { description: ['INTERNAL_JOB_DESCRIPTION'] },
    };
    expect(sectionSchema.parse(jobTitle)).toEqual(jobTitle);
    expect(sectionSchema.parse(job)).toEqual(job);
    expect(strict.sectionSchema.safeParse({ ...jobTitle, heading: 'PSTN_TITLE' }).success).toBe(false);
    expect(sectionSchema.safeParse({ ...jobTitle, fields: { title: '' } }).success).toBe(false);
    expect(sectionSchema.safeParse({ ...job, keyDetails: [{ key: 'Role', value: 'PSTN_TITLE' }] }).success).toBe(false);
  });

  it('checks menus at every level, the footer and the pages', () => {
    expect(siteDataSchema.parse(siteData)).toEqual(siteData);
    const deepTypo = {
      ...siteData,
      header: { ...siteData.header, menu: [{ title: 'G', targetUrl: '', subMenu: [{ title: 'A', url: '/a' }] }] },
    };
    expect(siteDataSchema.safeParse(deepTypo).success).toBe(false);
    expect(
      siteDataSchema.safeParse({
        ...siteData,
        footer: { ...siteData.footer, social: [{ network: 'myspace', url: '' }] },
      }).success,
    ).toBe(false);
    expect(siteDataSchema.safeParse({ ...siteData, pages: { home: { title: 'Home', sections: [] } } }).success).toBe(
      false,
    );
  });

  it('has an unchecked page schema that leaves the sections to be checked one by one', () => {
    const page = { ...siteData.pages.home, sections: [{ type: 'TITLE-SECTION' }] };
    expect(siteDataSchema.safeParse({ ...siteData, pages: { home: page } }).success).toBe(false);
    expect(uncheckedPageSchema.safeParse(page).success).toBe(true);
    expect(uncheckedPageSchema.safeParse({ ...page, title: 1 }).success).toBe(false);
  });

  it('has an outline of header, footer and page keys, without the pages', () => {
    const outline = { header: siteData.header, footer: siteData.footer, pageKeys: ['home'] };
    expect(siteOutlineSchema.parse(outline)).toEqual(outline);
    expect(siteOutlineSchema.safeParse({ ...outline, pageKeys: [1] }).success).toBe(false);
    expect(siteOutlineSchema.safeParse({ ...outline, footer: {} }).success).toBe(false);
  });
});
