import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentKeyOf,
  type MenuItem,
  type Page,
  type Section,
  type SectionOf,
  type SectionType,
} from '@tekvana/shared';
import { isIconName } from '../components/Icon/iconMap';
import brand from './brand.json';
import { composeSiteData } from '@tekvana/contracts/siteDataFiles';
import { readSiteDataFolder } from '@tekvana/contracts/siteDataFolder';
import { siteDataFolderProblems } from './checkSiteData';
import { imageUrls } from './images';
import { loadPage, siteOutline } from './index';

// The whole site data, composed from the files as the remote composes each part of it (checked below).
const siteData = composeSiteData(readSiteDataFolder(__dirname).files, (fileName) => imageUrls[fileName]);

const { header, footer, pages } = siteData;
const product = brand.slug;

// Expected values are written out from decisions 006, 008 and 009, never read back from the data under test.
const REQUIRED_SLUGS = [
  'home',
  'devops',
  'contract-management',
  'medical-writing',
  'resume-copilot',
  'auto-dashboard',
  'testing-automation',
  'conversational-bi',
  'private-llm',
  'engagement-models',
  'staff-categories',
  'industries-we-serve',
  'job-openings',
  'job-description',
  'software-development',
  'data-engineering-analytics',
  'data-science',
  'testing-qa',
  'staffing',
  'apply',
  'leadership',
  'our-journey',
  `life-at-${product}`,
  'dei',
  'locations',
  'diwali-celebrations',
  `iit-delhi-and-${product}`,
  'artificial-intelligence',
  'contact-us',
  'privacy-policy',
  'cloud-services',
  'solution-development',
  'ai-implementations',
  'insurance',
  'medical-and-pharma',
  'contract-insight',
  'compliance-monitoring',
  'automated-reporting',
  'low-code-no-code-solutions',
  'new-office-in-pune',
  'testing-services',
  'agentic-framework',
  'nlq-to-sql',
  'aws',
  'azure',
  'gcp',
  'csr',
];

const MAIN_MENU_ROUTES = [
  '/cloud-services/app-modernization',
  '/cloud-services/cloud-migration',
  '/cloud-services/hybrid-cloud-services',
  '/artificial-intelligence/conversational',
  '/artificial-intelligence/private-llm',
  '/artificial-intelligence/deep-learning-models',
  '/digital-transformation/custom-software-development',
  '/digital-transformation/prototyping-and-mvp',
  '/digital-transformation/qa-and-testing',
  '/digital-transformation/devops',
  '/generative-ai/contract-management',
  '/generative-ai/medical-writing',
  '/generative-ai/resume-copilot',
  '/generative-ai/auto-dashboard',
  '/quality-assurance/testing-automation',
  '/ai-nlp/conversational-bi',
  '/ai-nlp/private-llm',
  // Decision 008: the menu links the canonical spelling.
  '/staffing-augmentation/engagement-models',
  '/staffing-augmentation/industries-we-serve',
  '/staffing-augmentation/staff-categories',
  '/current-openings/job-openings?type=all',
  '/current-openings/job-openings?type=permanent',
  '/current-openings/job-openings?type=contractual',
  '/overview/leadership',
  '/overview/our-journey',
  `/beyond-work/life-at-${product}`,
  '/beyond-work/dei',
  '/locations',
  '/events/diwali-celebrations',
  `/press-release/iit-delhi-and-${product}`,
  '/blogs/artificial-intelligence',
  '/contact-us',
];

const SECOND_MENU_ROUTES = [
  '/consulting/cloud-services',
  '/consulting/solution-development',
  '/consulting/ai-implementations',
  '/ai-solutions/insurance',
  '/ai-solutions/medical-and-pharma',
  '/ai-powered-platforms/contract-insight',
  '/ai-powered-platforms/compliance-monitoring',
  '/ai-powered-platforms/automated-reporting',
];

const H1_TYPES: SectionType[] = ['TITLE-SECTION', 'CAROUSEL', 'JOB-TITLE-SECTION'];
const CAREERS_TYPES: SectionType[] = ['OPENINGS-SECTION', 'JOB-TITLE-SECTION', 'JOB-SECTION'];
const FOUR_CARD_TYPES = ['INTRO-CARDS', 'TEXT-WITH-CARDS', 'CASE-STUDY-CARDS'] as const;
const INTERNSHIP_SLUGS = [
  'software-development',
  'data-engineering-analytics',
  'data-science',
  'testing-qa',
  'staffing',
  'apply',
];

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** The shell's rule (decision 008); the query string and fragment are not part of the path. */
const pageKeyOf = (url: string) => contentKeyOf(url.replace(/[?#].*$/, ''));

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu ?? [])]);
const depthOf = (items: MenuItem[]): number => Math.max(0, ...items.map((item) => 1 + depthOf(item.subMenu ?? [])));

const mainMenu = flatten(header.menu);
const secondMenu = flatten(header.secondaryMenu);
const footerLinks = footer.columns.flatMap((column) => column.links);
const allLinks = [...mainMenu, ...secondMenu, ...footerLinks];

const pageEntries = Object.entries(pages);
const isOfType =
  <T extends SectionType>(type: T) =>
  (section: Section): section is Section & SectionOf<T> =>
    section.type === type;
const sectionsOf = <T extends SectionType>(type: T) =>
  pageEntries.flatMap(([slug, page]) => page.sections.filter(isOfType(type)).map((section) => ({ slug, section })));
const pageOf = (slug: string): Page => {
  const page = pages[slug];
  if (!page) throw new Error(`No page "${slug}"`);
  return page;
};
const firstSectionOf = (slug: string): Section => {
  const [first] = pageOf(slug).sections;
  if (!first) throw new Error(`Page "${slug}" has no sections`);
  return first;
};
const only = <T extends SectionType>(slug: string, type: T): SectionOf<T> => {
  const found = pageOf(slug).sections.filter(isOfType(type));
  if (found.length !== 1 || !found[0])
    throw new Error(`Page "${slug}" has ${found.length} ${type} sections, expected one`);
  return found[0];
};

/** Every string in a page, for fact checks. */
const textOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(textOf) : [];
const pageText = (slug: string) => textOf(pageOf(slug)).join('\n');
const siteText = textOf(siteData).join('\n');

describe('the data files', () => {
  it('have none of the problems the build refuses (schema, placeholders, images, brand written once, page list)', () => {
    expect(siteDataFolderProblems()).toEqual([]);
  });

  it('give every image of the images folder a URL', () => {
    const files = readdirSync(join(__dirname, 'images')).filter((name) => name.endsWith('.svg'));
    expect(Object.keys(imageUrls).sort()).toEqual(files.sort());
  });

  it('fill in the brand everywhere', () => {
    expect(siteText).not.toContain('{brand.');
    expect(footer.copyrightHolder).toBe(brand.name);
    expect(header.brand).toEqual(brand);
  });
});

describe('the exposed module', () => {
  it('gives the outline at once: header, footer and the key of every page', () => {
    expect(siteOutline).toEqual({ header, footer, pageKeys: expect.any(Array) });
    expect([...siteOutline.pageKeys].sort()).toEqual(Object.keys(pages).sort());
  });

  it('loads each page on its own, composed like the whole', async () => {
    for (const key of siteOutline.pageKeys) await expect(loadPage(key)).resolves.toEqual(pages[key]);
  });

  it('answers undefined for a key the site has no page for', async () => {
    await expect(loadPage('no-such-page')).resolves.toBeUndefined();
    await expect(loadPage('life-at-{brand.slug}')).resolves.toBeUndefined();
  });
});

describe('menus and footer', () => {
  it('the main menu holds every main menu route of decision 009, and the QA product link', () => {
    const urls = mainMenu.map((item) => item.targetUrl);
    expect(urls).toEqual(expect.arrayContaining(MAIN_MENU_ROUTES));
    expect(urls.filter(isExternal)).toEqual([expect.stringMatching(/^https:\/\/example\.com\//)]);
    expect(urls.some((url) => url.includes('staffing-augumentation'))).toBe(false);
  });

  it('the second menu holds every second menu route of decision 009', () => {
    expect(secondMenu.map((item) => item.targetUrl)).toEqual(expect.arrayContaining(SECOND_MENU_ROUTES));
  });

  it('menus nest at most three levels and only group headings have no target', () => {
    expect(depthOf(header.menu)).toBeLessThanOrEqual(3);
    expect(depthOf(header.secondaryMenu)).toBeLessThanOrEqual(3);
    expect(depthOf(header.menu)).toBe(3);
    for (const item of allLinks) {
      expect(item.title.trim()).not.toBe('');
      if (!item.targetUrl) expect(item.subMenu?.length).toBeGreaterThan(0);
    }
  });

  it.each(
    allLinks
      .filter((item) => item.targetUrl && !isExternal(item.targetUrl))
      .map((item) => [item.title, item.targetUrl]),
  )('"%s" (%s) lands on a page of its own', (title, url) => {
    expect(url.startsWith('/')).toBe(true);
    const key = pageKeyOf(url);
    expect(pages[key]).toBeDefined();
    if (key === 'home') expect(title).toMatch(/home/i);
  });

  it('external links, social links and e-mail addresses use example.com only', () => {
    const external = [
      ...allLinks.map((item) => item.targetUrl).filter(isExternal),
      ...footer.social.map((link) => link.url),
    ];
    for (const url of external) expect(url).toMatch(/^https:\/\/example\.com\//);
    for (const email of siteText.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) expect(email).toMatch(/@example\.com$/);
    for (const url of siteText.match(/https?:\/\/[^\s'"]+/g) ?? []) expect(url).toMatch(/^https:\/\/example\.com\//);
  });

  it('the footer has link columns, five social networks, the copyright holder and the privacy policy', () => {
    expect(footer.columns.length).toBeGreaterThanOrEqual(2);
    expect(footer.social.map((link) => link.network).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'x',
      'youtube',
    ]);
    expect(footer.copyrightHolder).toBe(brand.name);
    expect(footer.privacyPolicyUrl).toBe('/privacy-policy');
    expect(pages['privacy-policy']).toBeDefined();
  });
});

describe('pages', () => {
  it('has a page for every slug of decision 009', () => {
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(REQUIRED_SLUGS));
  });

  it('gives every page its own title and a meta description', () => {
    const titles = pageEntries.map(([, page]) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [, page] of pageEntries) {
      expect(page.title.trim()).not.toBe('');
      expect(page.description.length).toBeGreaterThan(40);
    }
  });

  it.each(pageEntries)('%s: numbered in order, one h1 section first, more than a banner', (slug, page: Page) => {
    expect(page.sections.map((s) => s.order)).toEqual(page.sections.map((_, index) => index + 1));
    const first = firstSectionOf(slug);
    expect(H1_TYPES).toContain(first.type);
    expect(page.sections.filter((s) => H1_TYPES.includes(s.type))).toHaveLength(1);
    expect(first.type === 'JOB-TITLE-SECTION' ? first.fields.title : first.heading?.trim()).toBeTruthy();
    expect(page.sections.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the careers sections to the job pages', () => {
    const careersSlugs = new Set(CAREERS_TYPES.flatMap((type) => sectionsOf(type).map(({ slug }) => slug)));
    expect([...careersSlugs].sort()).toEqual(['job-description', 'job-openings']);
  });

  it('starts home with a carousel whose heading is the h1, and every slide has an image', () => {
    const first = firstSectionOf('home');
    expect(first.type).toBe('CAROUSEL');
    expect(first.heading).toContain(brand.name);
    expect(first.carouselData?.length).toBeGreaterThanOrEqual(2);
    for (const slide of first.carouselData ?? []) expect(slide.imageUrl).toBeTruthy();
  });

  it('has no placeholder copy', () => {
    expect(siteText).not.toMatch(/lorem|ipsum|TODO|TBD|FIXME|\{product\}/i);
  });
});

describe('count rules', () => {
  it('cards sections hold four cards with known icons', () => {
    for (const type of FOUR_CARD_TYPES) {
      for (const { slug, section } of sectionsOf(type)) {
        expect([slug, section.cardsData?.length]).toEqual([slug, 4]);
        for (const card of section.cardsData ?? []) expect([slug, isIconName(card.icon ?? '')]).toEqual([slug, true]);
      }
    }
  });

  it('accordions hold six items and FAQs 5 to 7', () => {
    for (const { slug, section } of sectionsOf('TEXT-WITH-ACCORDION'))
      expect([slug, section.accordionData?.length]).toEqual([slug, 6]);
    for (const { slug, section } of sectionsOf('FAQ-SECTION')) {
      const count = section.faqData?.length ?? 0;
      expect([slug, count >= 5 && count <= 7]).toEqual([slug, true]);
    }
  });

  it('icon lists name icons from the icon map', () => {
    for (const { slug, section } of sectionsOf('TEXT-SECTION')) {
      for (const item of section.iconsList ?? [])
        expect([slug, item.icon, isIconName(item.icon)]).toEqual([slug, item.icon, true]);
    }
  });

  it('the white papers are six, ids 1 to 6, with long US dates and Read now links', () => {
    const blogs = only('artificial-intelligence', 'BLOGS').Blogs ?? [];
    expect(blogs.map((blog) => blog.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const blog of blogs) {
      expect(blog.date).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
      expect(blog.link).toMatch(/^https:\/\/example\.com\//);
      expect(blog.title && blog.introduction).toBeTruthy();
    }
  });

  it('the timeline lists the years of decision 009 in order', () => {
    const timeline = only('our-journey', 'TIMELINE-SECTION').cardsData ?? [];
    expect(timeline.map((entry) => entry.title)).toEqual(['2011', '2015', '2018', '2020', '2024', '2024', '2025']);
    for (const entry of timeline) expect(entry.subTitle && entry.description).toBeTruthy();
  });

  it('leadership shows three executives, each with a role and a vision, on initials avatars', () => {
    const people = only('leadership', 'PROFILE-CARDS').cardsData ?? [];
    expect(people).toHaveLength(3);
    for (const person of people) {
      expect(person.icon).toBe('');
      expect(person.title && person.subTitle && person.vision).toBeTruthy();
    }
  });

  it('employee feedback holds four cards and social impact two rows', () => {
    for (const { section } of sectionsOf('EMPLOYEE-FEEDBACK')) expect(section.feedback).toHaveLength(4);
    for (const { section } of sectionsOf('SOCIAL-IMPACT')) {
      expect(section.impact).toHaveLength(2);
      for (const row of section.impact ?? []) expect(row.societyImages.length).toBeGreaterThan(0);
    }
  });
});

describe('facts of decision 009', () => {
  it('statistics: over 250 people, over 200 engineers, over 45% women, 94.7% satisfaction', () => {
    const stats = sectionsOf('STATS-CARDS');
    expect(stats.length).toBeGreaterThan(0);
    for (const { section } of stats) {
      expect(section.stats?.map((stat) => stat.title)).toEqual(['+250', '+200', '+45%', '94.7%']);
    }
    expect(pageText(`life-at-${product}`)).toContain('65% of our people are Gen Z and Millennials');
    expect(pageText('dei')).toContain('65% are Gen Z and Millennials');
  });

  it.each([
    ['medical-writing', '25 section agents'],
    ['medical-writing', '100 open-source documents'],
    ['resume-copilot', '45,000 candidate resumes'],
    ['engagement-models', '4-6 weeks'],
    ['engagement-models', '3-6 months'],
    ['engagement-models', 'up to 12 years'],
    ['dei', 'up to 12 years'],
    ['industries-we-serve', 'over 35 industries'],
    ['locations', '2 January 2025'],
    ['our-journey', '2 January 2025'],
    ['apply', 'unpaid'],
    ['apply', 'tier 3 cities'],
    ['apply', 'women re-entering work'],
    ['apply', 'career restarters'],
    ['apply', 'three-month internship-to-job program'],
    ['leadership', 'Over 45% of our workforce are women'],
  ])('%s states "%s"', (slug, fact) => {
    expect(pageText(slug)).toContain(fact);
  });

  it('the press release is dated 8 November 2024 and has content and hashtags', () => {
    const release = only(`iit-delhi-and-${product}`, 'PRESS-RELEASE');
    expect(release.supportText?.[0]).toMatch(/^Source.*\| November 8, 2024$/);
    expect(release.pressrelease?.content.length).toBeGreaterThan(0);
    expect(release.pressrelease?.hashtags.length).toBeGreaterThan(0);
  });

  it('staff categories and industries are listed as decision 009 lists them', () => {
    const labels = (slug: string) => (only(slug, 'TEXT-SECTION').iconsList ?? []).map((item) => item.label);
    expect(labels('staff-categories')).toEqual([
      'Administrative',
      'Business Professional',
      'Call Center',
      'Engineering',
      'Science',
      'Finance & accounting',
      'Information & Technology',
    ]);
    expect(labels('industries-we-serve')).toEqual([
      'Automobile',
      'Bank',
      'Insurance',
      'Mechanical',
      'Energy',
      'Engineering',
      'Health',
      'Technology',
      'Government',
    ]);
  });

  it('offices: Kansas and North Carolina in the USA; Gondia (head office), Pune, Noida, Dehradun in India', () => {
    const contact = only('contact-us', 'CONTACT-US');
    expect(firstSectionOf('contact-us').heading).toBe('Leave a message');
    expect(contact.locations?.map((group) => [group.country, group.addresses.map((a) => a.city)])).toEqual([
      ['USA', ['Kansas', 'North Carolina']],
      ['India', ['Gondia', 'Pune', 'Noida', 'Dehradun']],
    ]);
    const headOffices = contact.locations?.flatMap((group) =>
      group.addresses.filter((a) => a.headOffice).map((a) => a.city),
    );
    expect(headOffices).toEqual(['Gondia']);
    for (const group of contact.locations ?? [])
      for (const office of group.addresses) expect(office.address.length).toBeGreaterThan(10);
  });

  it.each(INTERNSHIP_SLUGS)('%s holds an internship form with an empty key details list, plus FAQs', (slug) => {
    expect(only(slug, 'INTERNSHIP-FORM').keyDetails).toEqual([]);
    only(slug, 'FAQ-SECTION');
  });
});

describe('privacy and accessibility (decisions 061 and 062)', () => {
  it('the privacy policy takes its facts from the code: a notice section, and no period or address of its own', () => {
    only('privacy-policy', 'PRIVACY-NOTICE');
    expect(pageText('privacy-policy')).not.toMatch(/\d+\s*(days|months|years)|@|SMS/i);
  });

  it('the accessibility statement states the standard, the checks, known limits, a contact and its date', () => {
    expect(firstSectionOf('accessibility-statement').heading).toBe('Accessibility Statement');
    const text = pageText('accessibility-statement');
    for (const fact of [
      'WCAG) 2.2 at level AA',
      'axe',
      'W3C',
      'Keyboard',
      'Known limits',
      'prepared on 27 November 2026',
    ])
      expect(text).toContain(fact);
    only('accessibility-statement', 'ACCESSIBILITY-CONTACT');
  });

  it('the footer links the accessibility statement', () => {
    expect(footerLinks.map((link) => link.targetUrl)).toContain('/accessibility-statement');
  });
});
