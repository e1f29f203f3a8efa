import type { AccordionItem, CardItem, FaqItem } from '@tekvana/shared';
import type { IconName } from '../../components/Icon/iconMap';
import type { SectionInput } from './definePage';

/** A card whose icon is checked against the icon map at compile time. */
export type Card = Omit<CardItem, 'icon'> & { icon: IconName };

/** Exactly four cards: the cards sections are designed for a row of four (decision 009). */
export type FourCards = [Card, Card, Card, Card];

/** The page's h1 banner (every page but home opens with one). */
export const titleSection = (heading: string, subHeading: string, imageUrl?: string): SectionInput => ({
  type: 'TITLE-SECTION',
  heading,
  subHeading,
  ...(imageUrl ? { imageUrl } : {}),
});

export const introCards = (heading: string, subHeading: string, cardsData: FourCards): SectionInput => ({
  type: 'INTRO-CARDS',
  heading,
  subHeading,
  cardsData,
});

export const textWithCards = (heading: string, supportText: string[], cardsData: FourCards): SectionInput => ({
  type: 'TEXT-WITH-CARDS',
  heading,
  supportText,
  cardsData,
});

export const textWithImage = (heading: string, supportText: string[], imageUrl: string): SectionInput => ({
  type: 'TEXT-WITH-VERTICAL-IMAGE',
  heading,
  supportText,
  imageUrl,
});

type SixItems = [AccordionItem, AccordionItem, AccordionItem, AccordionItem, AccordionItem, AccordionItem];

export const accordion = (heading: string, accordionData: SixItems): SectionInput => ({
  type: 'TEXT-WITH-ACCORDION',
  heading,
  accordionData,
});

/** Decision 009: an FAQ holds 5 to 7 questions. */
type FaqList = [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem, ...FaqItem[]];

export const faq = (heading: string, faqData: FaqList): SectionInput => ({ type: 'FAQ-SECTION', heading, faqData });

/** Image with overlay text that ends a page with a next step. */
export const banner = (
  heading: string,
  subHeading: string,
  imageUrl: string,
  targetUrl: string,
  supportText: string[] = [],
): SectionInput => ({ type: 'IMG-SECTION', heading, subHeading, imageUrl, targetUrl, supportText });

/** The closing call to action of service pages. */
export const talkToUs = (subject: string, imageUrl: string): SectionInput =>
  banner(
    `Talk to us about ${subject}`,
    'Tell us where you are and where you need to be; an engineer, not a sales script, answers within one business day.',
    imageUrl,
    '/contact-us',
  );
