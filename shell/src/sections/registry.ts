import type { RemoteName, SectionType } from '@tekvana/shared';

export interface SectionEntry {
  remote: RemoteName;
  /** Exposed module name without the leading "./". */
  module: string;
}

/**
 * Section type -> the remote module that renders it. This is all the shell knows of sections: adding a type
 * is one exposed module in its remote and one line here. Types missing here render nothing (SPEC).
 */
export const sectionRegistry: Partial<Record<SectionType, SectionEntry>> = {
  'TITLE-SECTION': { remote: 'content', module: 'TitleSection' },
  'CAROUSEL': { remote: 'content', module: 'Carousel' },
  'INTRO-CARDS': { remote: 'content', module: 'IntroCards' },
  'IMG-SECTION': { remote: 'content', module: 'ImgSection' },
  'TEXT-WITH-VERTICAL-IMAGE': { remote: 'content', module: 'TextWithVerticalImage' },
  'TEXT-WITH-CARDS': { remote: 'content', module: 'TextWithCards' },
  'CASE-STUDY-CARDS': { remote: 'content', module: 'CaseStudyCards' },
  'CONTACT-US': { remote: 'content', module: 'ContactUs' },
  'TEXT-SECTION': { remote: 'content', module: 'TextSection' },
  'TEXT-WITH-ACCORDION': { remote: 'content', module: 'TextWithAccordion' },
  'FAQ-SECTION': { remote: 'content', module: 'FaqSection' },
  'PROFILE-CARDS': { remote: 'content', module: 'ProfileCards' },
  'TIMELINE-SECTION': { remote: 'content', module: 'TimelineSection' },
  'STATS-CARDS': { remote: 'content', module: 'StatsCards' },
  'COMPANY-VALUES': { remote: 'content', module: 'CompanyValues' },
  'EMPLOYEE-FEEDBACK': { remote: 'content', module: 'EmployeeFeedback' },
  'SOCIAL-IMPACT': { remote: 'content', module: 'SocialImpact' },
  'PRESS-RELEASE': { remote: 'content', module: 'PressRelease' },
  'BLOGS': { remote: 'content', module: 'Blogs' },
  'OPENINGS-SECTION': { remote: 'careers', module: 'OpeningsSection' },
  'JOB-TITLE-SECTION': { remote: 'careers', module: 'JobTitleSection' },
  'JOB-SECTION': { remote: 'careers', module: 'JobSection' },
  'INTERNSHIP-FORM': { remote: 'internship', module: 'InternshipFormSection' },
};
