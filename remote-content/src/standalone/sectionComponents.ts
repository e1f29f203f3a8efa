import type { ComponentType } from 'react';
import type { SectionProps, SectionTypeOf } from '@tekvana/shared';
import AccessibilityContact from '../sections/AccessibilityContact/AccessibilityContact';
import Blogs from '../sections/Blogs/Blogs';
import Carousel from '../sections/Carousel/Carousel';
import CaseStudyCards from '../sections/CaseStudyCards/CaseStudyCards';
import CompanyValues from '../sections/CompanyValues/CompanyValues';
import ContactUs from '../sections/ContactUs/ContactUs';
import EmployeeFeedback from '../sections/EmployeeFeedback/EmployeeFeedback';
import FaqSection from '../sections/FaqSection/FaqSection';
import ImgSection from '../sections/ImgSection/ImgSection';
import IntroCards from '../sections/IntroCards/IntroCards';
import PressRelease from '../sections/PressRelease/PressRelease';
import PrivacyNotice from '../sections/PrivacyNotice/PrivacyNotice';
import ProfileCards from '../sections/ProfileCards/ProfileCards';
import SocialImpact from '../sections/SocialImpact/SocialImpact';
import StatsCards from '../sections/StatsCards/StatsCards';
import TextSection from '../sections/TextSection/TextSection';
import TextWithAccordion from '../sections/TextWithAccordion/TextWithAccordion';
import TextWithCards from '../sections/TextWithCards/TextWithCards';
import TextWithVerticalImage from '../sections/TextWithVerticalImage/TextWithVerticalImage';
import TimelineSection from '../sections/TimelineSection/TimelineSection';
import TitleSection from '../sections/TitleSection/TitleSection';

/**
 * The standalone page's own lookup, keyed by the types the declaration of section types gives this remote: a
 * declared type without a component here, or a component that takes another type's section, does not compile.
 */
export const sectionComponents: { [T in SectionTypeOf<'content'>]: ComponentType<SectionProps<T>> } = {
  CAROUSEL: Carousel,
  'INTRO-CARDS': IntroCards,
  'IMG-SECTION': ImgSection,
  'TEXT-WITH-VERTICAL-IMAGE': TextWithVerticalImage,
  'TEXT-WITH-CARDS': TextWithCards,
  'CASE-STUDY-CARDS': CaseStudyCards,
  'CONTACT-US': ContactUs,
  'TITLE-SECTION': TitleSection,
  'TEXT-SECTION': TextSection,
  'TEXT-WITH-ACCORDION': TextWithAccordion,
  'FAQ-SECTION': FaqSection,
  'PROFILE-CARDS': ProfileCards,
  'TIMELINE-SECTION': TimelineSection,
  'STATS-CARDS': StatsCards,
  'COMPANY-VALUES': CompanyValues,
  'EMPLOYEE-FEEDBACK': EmployeeFeedback,
  'SOCIAL-IMPACT': SocialImpact,
  'PRESS-RELEASE': PressRelease,
  BLOGS: Blogs,
  'PRIVACY-NOTICE': PrivacyNotice,
  'ACCESSIBILITY-CONTACT': AccessibilityContact,
};
