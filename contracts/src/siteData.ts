/**
 * Site data contract (decision 007): header, footer and pages, shipped by the content remote. Every type here is
 * inferred from the schemas in siteDataSchema.ts, so the data, the check and the types cannot drift apart. This file
 * holds types only: importing it costs no bytes.
 */
import type * as z from 'zod/mini';
import type { SectionType } from './sectionTypes';
import type { SiteDataSchemas } from './siteDataSchema';

export type MenuItem = z.infer<SiteDataSchemas['menuItemSchema']>;
export type Brand = z.infer<SiteDataSchemas['brandSchema']>;
export type Header = z.infer<SiteDataSchemas['headerSchema']>;
export type Footer = z.infer<SiteDataSchemas['footerSchema']>;
export type FooterColumn = Footer['columns'][number];
export type SocialLink = Footer['social'][number];
export type SocialNetwork = SocialLink['network'];

export type CarouselItem = z.infer<SiteDataSchemas['carouselSlideSchema']>;
export type CardItem = z.infer<SiteDataSchemas['cardSchema']>;
export type ProfileCard = z.infer<SiteDataSchemas['profileCardSchema']>;
export type TimelineEntry = z.infer<SiteDataSchemas['timelineEntrySchema']>;
export type IconItem = z.infer<SiteDataSchemas['iconItemSchema']>;
export type AccordionItem = z.infer<SiteDataSchemas['accordionItemSchema']>;
export type FaqItem = z.infer<SiteDataSchemas['faqItemSchema']>;
export type LocationGroup = z.infer<SiteDataSchemas['locationGroupSchema']>;
export type Address = LocationGroup['addresses'][number];
export type StatItem = z.infer<SiteDataSchemas['statItemSchema']>;
export type ImpactRow = z.infer<SiteDataSchemas['impactRowSchema']>;
export type ValueItem = z.infer<SiteDataSchemas['valueItemSchema']>;
export type FeedbackItem = z.infer<SiteDataSchemas['feedbackItemSchema']>;
export type PressRelease = z.infer<SiteDataSchemas['pressReleaseSchema']>;
export type PressReleaseContentItem = PressRelease['content'][number];
export type BlogItem = z.infer<SiteDataSchemas['blogItemSchema']>;
export type KeyDetail = z.infer<SiteDataSchemas['keyDetailSchema']>;
export type OpeningDetail = z.infer<SiteDataSchemas['openingDetailSchema']>;

/** Exactly the fields of one section type. */
type ExactSection = z.infer<SiteDataSchemas['sectionSchema']>;

/** The section of one type (or of a few): what its module receives. */
export type SectionOf<T extends SectionType> = Extract<ExactSection, { type: T }>;

type KeysOf<U> = U extends unknown ? keyof U : never;

/**
 * One ordered, typed block of a page (decision 010). Each type keeps exactly its own fields; the fields of the other
 * types are declared absent, so code that handles any section (the shell's structured data, a test walking a page)
 * can read `section.locations` and get undefined where a type has none, and a section that sets another type's
 * field does not compile.
 */
export type Section = Exclusive<ExactSection>;

type Exclusive<U, All = U> = U extends unknown ? U & { [K in Exclude<KeysOf<All>, keyof U>]?: never } : never;

/** A page: its sections plus the per-page SEO texts (decisions 007 and 019). */
export type Page = Omit<z.infer<SiteDataSchemas['pageSchema']>, 'sections'> & { sections: Section[] };

export type SiteData = Omit<z.infer<SiteDataSchemas['siteDataSchema']>, 'pages'> & {
  /** Slug -> page. */
  pages: Record<string, Page>;
};

/** What a visit loads first (decision 007): header, footer and every page's key; each page comes when opened. */
export type SiteOutline = z.infer<SiteDataSchemas['siteOutlineSchema']>;

/**
 * What the content remote's exposed `./siteData` module gives (decision 007): the outline at once, each page when
 * asked for, so a visit loads only the pages it opens. The shell parses both, since the remote deploys on its own.
 */
export interface SiteDataModule {
  siteOutline: SiteOutline;
  /** The page of that key, composed; undefined when the site has no such page. */
  loadPage(key: string): Promise<Page | undefined>;
}

/**
 * What a section module receives from the shell: its own section, so it reads exactly the fields its type has.
 * Written without a type argument it is the view of a list that holds modules of every type (the shell's loader, a
 * standalone page): each entry pairs a module with a section of that module's type, which the list's element type
 * cannot say, so the section is left unchecked there and only there.
 */
export type SectionProps<T extends SectionType = never> = [T] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixed-list view above; typed modules never get it
    { section: any }
  : { section: SectionOf<T> };
