import type { SectionType } from './sectionTypes';
import * as z from './schema';

/**
 * The site data's one definition (decision 007): every type in siteData.ts is inferred from these schemas. The
 * content remote's build checks its data files with them, and the shell parses what it loads with them.
 *
 * They are built twice from this one definition. Strict, for the content remote's build and tests (a field a type
 * does not have, a misspelt "subheading", is an error, not text that silently never shows). Lenient in how they
 * treat fields they do not know, for the shell (decision 020: the content remote deploys on its own, and data with
 * a field a newer content remote added must not take the site down; the field is dropped, not shown).
 */

const text = z.string();
const paragraphs = z.array(z.string());
/** An image: a URL once the content remote has resolved its file name (decision 007). */
const image = z.string();
/** A bootstrap-icons name ("cloud-check") or an image. */
const icon = z.string();
/** The name of a field of a job opening (decision 012), for instance "PSTN_TITLE". */
const openingField = z.string().check(z.minLength(1));

/** How the objects of the site data treat a field they do not know: refuse it, or drop it. */
type ObjectOf = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.ZodMiniObject<Shape, z.core.$strip>;

function siteDataSchemas(object: ObjectOf) {
  const menuItemSchema = object({
    title: text,
    /** Internal path ("/overview/leadership") or absolute URL; empty for a group heading, which has a subMenu. */
    targetUrl: z.string(),
    get subMenu() {
      return z.optional(z.array(menuItemSchema));
    },
  });

  const brandSchema = object({ name: text, shortName: text, slug: text, logoUrl: z.string() });

  const headerSchema = object({
    brand: brandSchema,
    /** The main menu. */
    menu: z.array(menuItemSchema),
    /** The second, AI-focused menu. */
    secondaryMenu: z.array(menuItemSchema),
  });

  const socialNetworks = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const;

  const footerSchema = object({
    columns: z.array(object({ title: text, links: z.array(menuItemSchema) })),
    social: z.array(object({ network: z.enum(socialNetworks), url: z.string() })),
    /** Holder named in the copyright line. */
    copyrightHolder: text,
    privacyPolicyUrl: z.string(),
  });

  // Items of the section lists. The wire names are the described site's (decision 010), `Blogs` capital included.

  const carouselSlideSchema = object({
    imageUrl: z.optional(image),
    heading: text,
    subHeading: z.optional(text),
    supportText: z.optional(paragraphs),
  });

  /** A card of the cards sections: icon badge, title and text. */
  const cardSchema = object({ icon: z.optional(icon), title: text, subTitle: z.optional(text) });

  /** A person of the profile cards; an empty or missing photo shows the initials. */
  const profileCardSchema = object({
    /** The person's photo. */
    icon: z.optional(image),
    title: text,
    subTitle: text,
    vision: z.optional(text),
  });

  /** A timeline entry: `title` is the year, `subTitle` the headline, `description` what happened (decision 010). */
  const timelineEntrySchema = object({ title: text, subTitle: text, description: z.optional(text) });

  const iconItemSchema = object({ icon, label: text });
  const accordionItemSchema = object({ title: text, description: text });
  const faqItemSchema = object({ question: text, answer: text });

  const locationGroupSchema = object({
    country: text,
    addresses: z.array(
      object({
        city: text,
        address: text,
        /** Marks the head office. */
        headOffice: z.optional(z.boolean()),
      }),
    ),
  });

  /** Display value, for instance "+250" or "94.7%": the count-up reads its number, prefix and suffix. */
  const statItemSchema = object({ title: text, description: text });
  const impactRowSchema = object({ title: text, societyImages: z.array(image) });
  const valueItemSchema = object({ title: text, description: text, img: z.optional(image) });

  const feedbackItemSchema = object({
    id: z.number(),
    text,
    /** The person's photo; empty shows the initials. */
    imageUrl: z.optional(image),
    name: text,
    position: text,
  });

  const pressReleaseSchema = object({
    title: text,
    content: z.array(object({ heading: text, subheading: paragraphs })),
    hashtags: z.array(text),
  });

  const blogItemSchema = object({
    id: z.number(),
    title: text,
    introduction: text,
    /** Long US form ("March 4, 2025") or an ISO day. */
    date: text,
    link: z.string(),
  });

  /** A fact shown beside the internship form: a label and its text. */
  const keyDetailSchema = object({ key: text, value: text });

  /** A key detail of a job: the label shown and the opening field that holds its value. */
  const openingDetailSchema = object({ label: text, field: openingField });

  /**
   * One section schema: the order and type every section has, plus exactly the fields of its type. Sections in the
   * data are ordered by `order`; a page numbers them 1, 2, 3 in the order they are written.
   */
  function section<T extends SectionType, Shape extends z.core.$ZodLooseShape>(type: T, shape: Shape) {
    return object({ order: z.number(), type: z.literal(type), ...shape });
  }

  /** The heading and lead line of a framed content section (decision 010: one frame). */
  const framed = { heading: z.optional(text), subHeading: z.optional(text) };

  /**
   * The fields of each section type, read from the module that renders it: a field the module reads only when present
   * is optional, one it always shows is required. How many items a list holds is for the content remote's data test
   * (decision 009), not for this contract. Keyed by every type of SECTION_MODULES: a declared type without a schema
   * does not compile (and the schema test names any it misses).
   */
  const sectionSchemas = {
    'TITLE-SECTION': section('TITLE-SECTION', {
      heading: text,
      subHeading: z.optional(text),
      imageUrl: z.optional(image),
    }),
    CAROUSEL: section('CAROUSEL', {
      heading: z.optional(text),
      carouselData: z.optional(z.array(carouselSlideSchema)),
    }),
    'INTRO-CARDS': section('INTRO-CARDS', { ...framed, cardsData: z.optional(z.array(cardSchema)) }),
    'IMG-SECTION': section('IMG-SECTION', {
      ...framed,
      imageUrl: z.optional(image),
      supportText: z.optional(paragraphs),
      targetUrl: z.optional(z.string()),
    }),
    'TEXT-WITH-VERTICAL-IMAGE': section('TEXT-WITH-VERTICAL-IMAGE', {
      ...framed,
      supportText: z.optional(paragraphs),
      imageUrl: z.optional(image),
    }),
    'TEXT-WITH-CARDS': section('TEXT-WITH-CARDS', {
      ...framed,
      supportText: z.optional(paragraphs),
      cardsData: z.optional(z.array(cardSchema)),
    }),
    'CASE-STUDY-CARDS': section('CASE-STUDY-CARDS', { ...framed, cardsData: z.optional(z.array(cardSchema)) }),
    'CONTACT-US': section('CONTACT-US', { ...framed, locations: z.optional(z.array(locationGroupSchema)) }),
    'TEXT-SECTION': section('TEXT-SECTION', {
      ...framed,
      supportText: z.optional(paragraphs),
      iconsList: z.optional(z.array(iconItemSchema)),
      imageUrl: z.optional(image),
    }),
    'TEXT-WITH-ACCORDION': section('TEXT-WITH-ACCORDION', {
      ...framed,
      supportText: z.optional(paragraphs),
      imageUrl: z.optional(image),
      accordionData: z.optional(z.array(accordionItemSchema)),
    }),
    'FAQ-SECTION': section('FAQ-SECTION', { ...framed, faqData: z.optional(z.array(faqItemSchema)) }),
    'PROFILE-CARDS': section('PROFILE-CARDS', { ...framed, cardsData: z.optional(z.array(profileCardSchema)) }),
    'TIMELINE-SECTION': section('TIMELINE-SECTION', { ...framed, cardsData: z.optional(z.array(timelineEntrySchema)) }),
    'STATS-CARDS': section('STATS-CARDS', { ...framed, stats: z.optional(z.array(statItemSchema)) }),
    'COMPANY-VALUES': section('COMPANY-VALUES', { ...framed, values: z.optional(z.array(valueItemSchema)) }),
    'EMPLOYEE-FEEDBACK': section('EMPLOYEE-FEEDBACK', { ...framed, feedback: z.optional(z.array(feedbackItemSchema)) }),
    'SOCIAL-IMPACT': section('SOCIAL-IMPACT', { ...framed, impact: z.optional(z.array(impactRowSchema)) }),
    'PRESS-RELEASE': section('PRESS-RELEASE', {
      ...framed,
      /** The source and date line. */
      supportText: z.optional(paragraphs),
      imageUrl: z.optional(image),
      /** The original coverage, opened from the image. */
      targetUrl: z.optional(z.string()),
      /** Without it the section says there is no press release. */
      pressrelease: z.optional(pressReleaseSchema),
    }),
    BLOGS: section('BLOGS', { ...framed, Blogs: z.optional(z.array(blogItemSchema)) }),
    // The notice and the contact are the code's (the deploy config's settings, decision 061); the data heads them.
    'PRIVACY-NOTICE': section('PRIVACY-NOTICE', framed),
    'ACCESSIBILITY-CONTACT': section('ACCESSIBILITY-CONTACT', { ...framed, supportText: z.optional(paragraphs) }),
    'OPENINGS-SECTION': section('OPENINGS-SECTION', {
      heading: z.optional(text),
      /** The staffing API path of the list; the careers remote has a default. */
      targetUrl: z.optional(z.string()),
    }),
    // The two job sections are configuration, not copy: they name the opening fields to show (decision 012).
    'JOB-TITLE-SECTION': section('JOB-TITLE-SECTION', {
      fields: object({
        /** Shown as the page's h1. */
        title: openingField,
        /** Shown under the title. */
        subtitle: z.optional(openingField),
      }),
    }),
    'JOB-SECTION': section('JOB-SECTION', {
      heading: z.optional(text),
      keyDetails: z.array(openingDetailSchema),
      fields: object({
        /** Fields holding HTML, shown one after the other, each only after sanitizing. */
        description: z.array(openingField),
      }),
    }),
    'INTERNSHIP-FORM': section('INTERNSHIP-FORM', { ...framed, keyDetails: z.optional(z.array(keyDetailSchema)) }),
  } satisfies { [T in SectionType]: z.ZodMiniType<{ order: number; type: T }> };

  type SectionSchema = (typeof sectionSchemas)[SectionType];

  /** Any section, told apart by its `type`. */
  const sectionSchema = z.discriminatedUnion(
    'type',
    // Every value of the table above; the tuple type is what discriminatedUnion asks for.
    Object.values(sectionSchemas) as [SectionSchema, ...SectionSchema[]],
  );

  /** A page with sections of the given schema: its title and description feed the head tags (decision 019). */
  function pageSchemaOf<S extends z.ZodMiniType>(sectionSchema: S) {
    return object({ title: text, description: text, sections: z.array(sectionSchema) });
  }

  const pageSchema = pageSchemaOf(sectionSchema);

  /** The whole site data, every section checked: what the content remote's build requires of its data. */
  const siteDataSchema = object({
    header: headerSchema,
    footer: footerSchema,
    /** Slug -> page. */
    pages: z.record(z.string(), pageSchema),
  });

  /**
   * What a visit needs before any page (decision 007): header, footer and the keys of every page. Each page is
   * loaded on its own, when it is opened.
   */
  const siteOutlineSchema = object({
    header: headerSchema,
    footer: footerSchema,
    pageKeys: z.array(z.string()),
  });

  /**
   * A page with each section left unchecked, for a reader that checks sections one by one (the shell, decision
   * 007), so that one bad section costs its own area of the page and not the whole page.
   */
  const uncheckedPageSchema = pageSchemaOf(z.unknown());

  return {
    menuItemSchema,
    brandSchema,
    headerSchema,
    socialNetworks,
    footerSchema,
    carouselSlideSchema,
    cardSchema,
    profileCardSchema,
    timelineEntrySchema,
    iconItemSchema,
    accordionItemSchema,
    faqItemSchema,
    locationGroupSchema,
    statItemSchema,
    impactRowSchema,
    valueItemSchema,
    feedbackItemSchema,
    pressReleaseSchema,
    blogItemSchema,
    keyDetailSchema,
    openingDetailSchema,
    sectionSchemas,
    sectionSchema,
    pageSchema,
    siteDataSchema,
    siteOutlineSchema,
    uncheckedPageSchema,
  };
}

/** Every schema of the site data; the types of siteData.ts are inferred from them. */
export type SiteDataSchemas = ReturnType<typeof siteDataSchemas>;

let lenient: SiteDataSchemas | undefined;

/**
 * The shell's schemas: fields they do not know are dropped. Built by the first call, not as the package loads: the
 * package's root is on every page's first load, and building these is a few milliseconds of a phone's start-up
 * that belong with the first parse of the site data, a task of its own (docs/performance.md).
 */
export const lenientSiteDataSchemas = (): SiteDataSchemas => (lenient ??= siteDataSchemas(z.object));

/** The same schemas, refusing any field they do not know: for the content remote's build, tests and the tools. */
export const strictSiteDataSchemas = () => siteDataSchemas(z.strictObject as ObjectOf);
