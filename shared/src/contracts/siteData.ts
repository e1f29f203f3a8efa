/** Site data contract (decision 007): header, footer and pages, shipped by the content remote. */
import type { SectionType } from './sectionTypes';

export interface MenuItem {
  title: string;
  /** Internal path ("/overview/leadership") or absolute URL for external links. */
  targetUrl: string;
  subMenu?: MenuItem[];
}

export interface CarouselItem {
  imageUrl: string;
  heading: string;
  subHeading?: string;
  supportText?: string[];
}

export interface CardItem {
  /** A bootstrap-icons name ("bi-cloud") or an image URL. */
  icon: string;
  title: string;
  subTitle: string;
  /** Profile cards only: the person's vision statement. */
  vision?: string;
  /** Timeline only: what happened that year (title holds the year, subTitle the headline). */
  description?: string;
}

export interface IconItem {
  icon: string;
  label: string;
}

export interface AccordionItem {
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Address {
  city: string;
  address: string;
  /** Marks the head office. */
  headOffice?: boolean;
}

export interface LocationGroup {
  country: string;
  addresses: Address[];
}

export interface StatItem {
  /** Display value, for instance "+250" or "94.7%": the count-up parses its number, prefix and suffix. */
  title: string;
  description: string;
}

export interface ImpactRow {
  title: string;
  societyImages: string[];
}

export interface ValueItem {
  title: string;
  description: string;
  img: string;
}

export interface FeedbackItem {
  id: number;
  text: string;
  imageUrl: string;
  name: string;
  position: string;
}

export interface PressReleaseContentItem {
  heading: string;
  subheading: string[];
}

export interface PressRelease {
  title: string;
  content: PressReleaseContentItem[];
  hashtags: string[];
}

export interface BlogItem {
  id: number;
  title: string;
  introduction: string;
  /** Display text in long US format, for instance "March 4, 2025". */
  date: string;
  link: string;
}

export interface KeyDetail {
  /** Label shown to the visitor ("Role"). */
  key: string;
  /** Name of the opening field that holds the value ("PSTN_TITLE"). */
  value: string;
}

/** One ordered, typed block of a page (decision 010). */
export interface Section {
  order: number;
  type: SectionType;
  imageUrl?: string;
  heading?: string;
  subHeading?: string;
  supportText?: string[];
  iconPath?: string;
  targetUrl?: string;
  carouselData?: CarouselItem[];
  cardsData?: CardItem[];
  iconsList?: IconItem[];
  accordionData?: AccordionItem[];
  faqData?: FaqItem[];
  locations?: LocationGroup[];
  stats?: StatItem[];
  impact?: ImpactRow[];
  values?: ValueItem[];
  feedback?: FeedbackItem[];
  pressrelease?: PressRelease;
  Blogs?: BlogItem[];
  keyDetails?: KeyDetail[];
}

/** A page: its sections plus the per-page SEO texts (decisions 007 and 019). */
export interface Page {
  title: string;
  description: string;
  sections: Section[];
}

export interface Brand {
  name: string;
  shortName: string;
  slug: string;
  logoUrl: string;
}

export interface Header {
  brand: Brand;
  /** The main menu. */
  menu: MenuItem[];
  /** The second, AI-focused menu. */
  secondaryMenu: MenuItem[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface FooterColumn {
  title: string;
  links: MenuItem[];
}

export interface Footer {
  columns: FooterColumn[];
  social: SocialLink[];
  /** Holder named in the copyright line. */
  copyrightHolder: string;
  privacyPolicyUrl: string;
}

export interface SiteData {
  header: Header;
  footer: Footer;
  /** Slug -> page. */
  pages: Record<string, Page>;
}

/** What every section module receives from the shell. */
export interface SectionProps {
  section: Section;
}
