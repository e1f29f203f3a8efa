import type { Page } from '@tekvana/shared';
import { introCards, textWithImage, titleSection, type FourCards } from './blocks';
import { definePage, type SectionInput } from './definePage';

export interface ServicePageInput {
  /** Document title and the page's h1. */
  title: string;
  description: string;
  lead: string;
  intro: { heading: string; subHeading: string; cards: FourCards };
  detail: { heading: string; points: string[]; imageUrl: string };
  /** What fits this page after the common opening: accordion, FAQ, a closing banner. */
  more: SectionInput[];
}

/** The shape shared by every service, product and solution page: banner, four offers, how we work, then extras. */
export function servicePage({ title, description, lead, intro, detail, more }: ServicePageInput): Page {
  return definePage({
    title,
    description,
    sections: [
      titleSection(title, lead),
      introCards(intro.heading, intro.subHeading, intro.cards),
      textWithImage(detail.heading, detail.points, detail.imageUrl),
      ...more,
    ],
  });
}
