import type { Opening, PageHead } from '@tekvana/shared';

/** Search results show about this many characters of a description; the rest is cut at a word. */
const DESCRIPTION_LENGTH = 155;

const BLOCKS = 'p, li, div, br, h1, h2, h3, h4, h5, h6, tr, td, th, dt, dd';

/** The words of sanitized HTML, as one line of text. */
export function plainText(html: string): string {
  // A parsed document is never rendered: nothing in it loads or runs.
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  // Paragraphs and list items end a word even where the markup has no space between them.
  body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first words of a text, at most `length` characters with the ellipsis. */
export function summary(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

export interface JobPageHeadContext {
  /** Short brand name ("Tekvana"): the title ends with "| Tekvana Careers". */
  brandShortName: string;
  /** Absolute URL of the job's page. */
  url: string;
  /** The sanitized description HTML. */
  descriptionHtml: string;
}

/** Title, description and canonical URL of an open job's page (decision 027). */
export function jobPageHead(opening: Opening, context: JobPageHeadContext): PageHead {
  const place = opening.PSTN_LCTN.trim();
  const subject = place ? `${opening.PSTN_TITLE}, ${place}` : opening.PSTN_TITLE;
  const text = plainText(context.descriptionHtml);
  const facts = `${opening.PSTN_TYP}, ${opening.WORK_LOCATION_PREFERENCE}. `;
  return {
    title: `${subject} | ${context.brandShortName} Careers`,
    description: summary(`${facts}${text}`),
    canonicalUrl: context.url,
  };
}

/** The head of a job page whose opening is closed or unknown: kept out of search results. */
export function unavailableJobHead(brandShortName: string): PageHead {
  return {
    title: `This opening is no longer available | ${brandShortName} Careers`,
    description: 'This opening may have been filled or withdrawn. See the open roles.',
    noindex: true,
  };
}
