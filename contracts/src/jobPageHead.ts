import type { Opening } from './careers';

/** Search results show about this many characters of a description; the rest is cut at a word. */
const DESCRIPTION_LENGTH = 155;

/** The first words of a text, at most `length` characters with the ellipsis. */
export function summary(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

/** Title, description and canonical URL of a job's page, or a page kept out of search results. */
export interface JobPageHead {
  title: string;
  description: string;
  canonicalUrl?: string;
  noindex?: boolean;
}

export interface JobPageHeadContext {
  /** Short brand name ("Tekvana"): the title ends with "| Tekvana Careers". */
  brandShortName: string;
  /** Absolute URL of the job's page. */
  url: string;
  /** The description as one line of text (the careers page reads it from the sanitized HTML, the site server
   * from the API's HTML; neither lets markup through). */
  descriptionText: string;
}

/**
 * Title, description and canonical URL of an open job's page (decision 027): made by the careers remote when the
 * page renders, and by the site's server for the first response of a page it holds no copy of (decision 057).
 */
export function jobPageHead(opening: Opening, context: JobPageHeadContext): JobPageHead {
  const place = opening.PSTN_LCTN.trim();
  const subject = place ? `${opening.PSTN_TITLE}, ${place}` : opening.PSTN_TITLE;
  const facts = `${opening.PSTN_TYP}, ${opening.WORK_LOCATION_PREFERENCE}. `;
  return {
    title: `${subject} | ${context.brandShortName} Careers`,
    description: summary(`${facts}${context.descriptionText}`),
    canonicalUrl: context.url,
  };
}

/** The head of a job page whose opening is closed or unknown: kept out of search results. */
export function unavailableJobHead(brandShortName: string): JobPageHead {
  return {
    title: `This opening is no longer available | ${brandShortName} Careers`,
    description: 'This opening may have been filled or withdrawn. See the open roles.',
    noindex: true,
  };
}
