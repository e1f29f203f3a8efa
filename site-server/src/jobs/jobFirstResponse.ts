import type { Opening } from '@tekvana/contracts';
import {
  JOB_POSTING_FIRST_RESPONSE_ID,
  jobPageHead,
  jobPostingData,
  type JobPageHead,
} from '@tekvana/contracts/careers';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { escapeHtml } from '@tekvana/contracts/html';
import { scriptSafeJson } from '@tekvana/contracts/html';
import { Parser } from 'htmlparser2';

/** Elements that end a run of words, though the markup may put no space after them. */
const BLOCKS = new Set(['p', 'li', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'dt', 'dd']);
/** Elements whose text is not the page's words. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/** The words of an opening's HTML description as one line: no markup reaches a head tag (entities decoded). */
export function descriptionText(html: string): string {
  const words: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentagname: (name) => {
      if (HIDDEN.has(name)) hidden += 1;
    },
    onclosetag: (name) => {
      if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
      if (BLOCKS.has(name)) words.push(' ');
    },
    ontext: (text) => {
      if (hidden === 0) words.push(text);
    },
  });
  parser.end(html);
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** Who hires, as the content remote ships it (site-brand.json, decision 057). */
export interface SiteBrand {
  name: string;
  shortName: string;
  logoUrl?: string;
}

export interface FirstResponseContext {
  brand: SiteBrand;
  siteUrl: string;
  /** ISO 3166-1 alpha-2 code of the opening's country, when known. */
  countryCode?: string;
}

/** The head and the JobPosting of a job's page, as the careers remote makes them once it runs. */
export function firstResponseHead(opening: Opening, context: FirstResponseContext) {
  const url = new URL(jobPageHref(opening.REQ_ID), context.siteUrl).href;
  // The field the job page section shows by default: the server reads no site data (decision 057).
  const text = descriptionText(opening.INTERNAL_JOB_DESCRIPTION ?? '');
  const head = jobPageHead(opening, { brandShortName: context.brand.shortName, url, descriptionText: text });
  const posting = jobPostingData(opening, {
    organizationName: context.brand.name,
    siteUrl: context.siteUrl,
    logoUrl: context.brand.logoUrl ? new URL(context.brand.logoUrl, context.siteUrl).href : undefined,
    countryCode: context.countryCode,
    descriptionHtml: escapeHtml(text),
  });
  return { head, posting };
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The shell's index.html as the first response of a job page the site holds no copy of (decision 057): the job's
 * own title, description, canonical URL and social cards in place of the template's, and its JobPosting. The app
 * then starts as on any plain page; its head tags replace these, and its JobPosting this one.
 */
export function withJobHead(indexHtml: string, { head, posting }: { head: JobPageHead; posting: object }): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag('name', 'description', head.description),
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    metaTag('property', 'og:title', head.title),
    metaTag('property', 'og:description', head.description),
    head.canonicalUrl ? metaTag('property', 'og:url', head.canonicalUrl) : '',
    `<script type="application/ld+json" id="${JOB_POSTING_FIRST_RESPONSE_ID}">${scriptSafeJson(posting)}</script>`,
  ].join('');
  // The built index's attributes are unquoted (name=description), or quoted: either is replaced.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${tags}</head>`);
}
