import type { RemoteName } from './deployConfig';

/** Where one section type is rendered: its remote, and the module that remote exposes for it. */
export interface SectionModule {
  remote: RemoteName;
  /** Exposed module name, without the leading "./"; its source is `src/sections/<module>/<module>.tsx`. */
  module: string;
  /**
   * The section's markup needs no script: no state, no effects, no handlers (links are plain links). A served
   * copy of it is kept as it is, without loading the module or hydrating it (decision 033); a remote's test
   * holds each such section to that.
   */
  staticMarkup?: true;
}

/**
 * Every section type of the site data, declared once. The shell's registry, each remote's webpack `exposes` and
 * the remotes' standalone pages are derived from this table, so adding a type is one line here plus its module in
 * one remote; a missing module fails the build and a test. The file keeps to erasable TypeScript because the
 * webpack configurations load it with Node's own type stripping.
 */
export const SECTION_MODULES = {
  'TITLE-SECTION': { remote: 'content', module: 'TitleSection', staticMarkup: true },
  CAROUSEL: { remote: 'content', module: 'Carousel' },
  'INTRO-CARDS': { remote: 'content', module: 'IntroCards', staticMarkup: true },
  'IMG-SECTION': { remote: 'content', module: 'ImgSection', staticMarkup: true },
  'TEXT-WITH-VERTICAL-IMAGE': { remote: 'content', module: 'TextWithVerticalImage', staticMarkup: true },
  'TEXT-WITH-CARDS': { remote: 'content', module: 'TextWithCards', staticMarkup: true },
  'CASE-STUDY-CARDS': { remote: 'content', module: 'CaseStudyCards', staticMarkup: true },
  'CONTACT-US': { remote: 'content', module: 'ContactUs' },
  'TEXT-SECTION': { remote: 'content', module: 'TextSection', staticMarkup: true },
  'TEXT-WITH-ACCORDION': { remote: 'content', module: 'TextWithAccordion' },
  'FAQ-SECTION': { remote: 'content', module: 'FaqSection' },
  'PROFILE-CARDS': { remote: 'content', module: 'ProfileCards', staticMarkup: true },
  'TIMELINE-SECTION': { remote: 'content', module: 'TimelineSection', staticMarkup: true },
  'STATS-CARDS': { remote: 'content', module: 'StatsCards' },
  'COMPANY-VALUES': { remote: 'content', module: 'CompanyValues' },
  'EMPLOYEE-FEEDBACK': { remote: 'content', module: 'EmployeeFeedback', staticMarkup: true },
  'SOCIAL-IMPACT': { remote: 'content', module: 'SocialImpact' },
  'PRESS-RELEASE': { remote: 'content', module: 'PressRelease', staticMarkup: true },
  BLOGS: { remote: 'content', module: 'Blogs' },
  // Not static: they hydrate with the deploy config in force, so a page rendered under an older one is redrawn.
  'PRIVACY-NOTICE': { remote: 'content', module: 'PrivacyNotice' },
  'ACCESSIBILITY-CONTACT': { remote: 'content', module: 'AccessibilityContact' },
  'OPENINGS-SECTION': { remote: 'careers', module: 'OpeningsSection' },
  'JOB-TITLE-SECTION': { remote: 'careers', module: 'JobTitleSection' },
  'JOB-SECTION': { remote: 'careers', module: 'JobSection' },
  'INTERNSHIP-FORM': { remote: 'internship', module: 'InternshipFormSection' },
} as const satisfies Record<string, SectionModule>;

export type SectionType = keyof typeof SECTION_MODULES;

/** The section types one remote renders. */
export type SectionTypeOf<R extends RemoteName> = {
  [T in SectionType]: (typeof SECTION_MODULES)[T]['remote'] extends R ? T : never;
}[SectionType];

export const SECTION_TYPES = Object.keys(SECTION_MODULES) as SectionType[];

/** The registry lookup for a type read from data, which may name a type this site does not have. */
export function sectionModuleOf(type: string): SectionModule | undefined {
  return Object.hasOwn(SECTION_MODULES, type) ? SECTION_MODULES[type as SectionType] : undefined;
}
