import type { Opening } from '@tekvana/contracts';
import { experienceSpan, isIsoDate, locationPartsOf, salaryOf } from '@tekvana/contracts/careers';
import sanitizeHtml from 'sanitize-html';

/** The job boards the site feeds: Indeed's XML and LinkedIn's (decision 080). */
export const JOB_FEEDS = ['indeed', 'linkedin'] as const;
export type JobFeedName = (typeof JOB_FEEDS)[number];

/** What a feed says beside the openings themselves. */
export interface FeedContext {
  /** The employer's name (the brand). */
  company: string;
  siteUrl: string;
  /** When the feed was made (ISO 8601). */
  builtAt: string;
  /** How many jobs the feed is expected to hold (LinkedIn's expectedJobCount). */
  expectedJobs: number;
  /** LinkedIn's numeric id of the company page, when the site has one. */
  linkedInCompanyId: string | undefined;
  /** Whom LinkedIn names as the jobs' poster. */
  posterEmail: string;
}

/** What a job says beside its opening: where its page is and its country's ISO code, when the country list knows it. */
export interface FeedJobContext {
  url: string;
  countryCode: string | undefined;
}

/** Characters XML 1.0 does not allow; a description pasted from a word processor can carry some. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text as a CDATA section, which both boards ask for: no entity escaping (Indeed reads entities as text), and a
 * "]]>" in the text split across two sections so it cannot end this one.
 */
const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const element = (name: string, text: string | undefined) =>
  text === undefined || text === '' ? '' : `<${name}>${cdata(text)}</${name}>`;

/**
 * The description as the boards take it: the staffing system's HTML (untrusted) kept to text structure (paragraphs,
 * lists, emphasis, headings), without attributes, links, images, scripts or styles.
 */
export const feedDescription = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h2', 'h3', 'h4'],
    allowedAttributes: {},
    // Text of removed elements is kept, except where it is code or style rather than words.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp'],
  });

/** "USD 50-60 per hour": the pay the job page states, from the range or the rate text. */
function payText(opening: Opening): string | undefined {
  const salary = salaryOf(opening);
  if (!salary) return opening.PSTN_RATE || undefined;
  const amount = salary.min === salary.max ? `${salary.min}` : `${salary.min}-${salary.max}`;
  return `${salary.currency} ${amount} per ${salary.unit === 'HOUR' ? 'hour' : salary.unit === 'MONTH' ? 'month' : 'year'}`;
}

const closingDateOf = (opening: Opening) =>
  opening.CLOSING_DATE !== undefined && isIsoDate(opening.CLOSING_DATE) ? opening.CLOSING_DATE : undefined;

const INDEED_JOB_TYPES: Record<Opening['PSTN_TYP'], string> = { 'Full-Time': 'fulltime', Contract: 'contract' };
const INDEED_REMOTE_TYPES: Partial<Record<Opening['WORK_LOCATION_PREFERENCE'], string>> = {
  Remote: 'Fully remote',
  Hybrid: 'Hybrid remote',
};

/** One opening as Indeed's XML `<job>`. */
export function indeedJob(opening: Opening, job: FeedJobContext, feed: FeedContext): string {
  const { city, region } = locationPartsOf(opening.PSTN_LCTN ?? '');
  return (
    '<job>' +
    element('title', opening.PSTN_TITLE) +
    element('date', opening.POSTED_DATE) +
    element('referencenumber', String(opening.REQ_ID)) +
    element('requisitionid', String(opening.REQ_ID)) +
    element('url', job.url) +
    element('company', feed.company) +
    element('sourcename', feed.company) +
    element('city', city) +
    element('state', region) +
    element('country', job.countryCode) +
    element('description', feedDescription(opening.INTERNAL_JOB_DESCRIPTION ?? '')) +
    element('salary', payText(opening)) +
    element('jobtype', INDEED_JOB_TYPES[opening.PSTN_TYP]) +
    element('remotetype', INDEED_REMOTE_TYPES[opening.WORK_LOCATION_PREFERENCE]) +
    element('expirationdate', closingDateOf(opening)) +
    element('experience', experienceSpan(opening)) +
    element('education', opening.EDUCATION) +
    '</job>\n'
  );
}

const LINKEDIN_JOB_TYPES: Record<Opening['PSTN_TYP'], string> = { 'Full-Time': 'FULL_TIME', Contract: 'CONTRACT' };
const LINKEDIN_WORKPLACES: Record<Opening['WORK_LOCATION_PREFERENCE'], string> = {
  Remote: 'Remote',
  Hybrid: 'Hybrid',
  Onsite: 'On-site',
};
const LINKEDIN_PERIODS: Record<string, string> = { HOUR: 'HOURLY', MONTH: 'MONTHLY', YEAR: 'YEARLY' };

/** The pay range as LinkedIn's `<salaries>`, when the opening states one that reads whole. */
function linkedInSalaries(opening: Opening): string {
  const salary = salaryOf(opening);
  const period = salary && LINKEDIN_PERIODS[salary.unit];
  if (!salary || !period) return '';
  const end = (name: string, amount: number) =>
    `<${name}>${element('amount', String(amount))}${element('currencyCode', salary.currency)}</${name}>`;
  return (
    '<salaries><salary>' +
    end('highEnd', salary.max) +
    end('lowEnd', salary.min) +
    element('period', period) +
    element('type', 'BASE_SALARY') +
    '</salary></salaries>'
  );
}

/** One opening as LinkedIn's XML `<job>`. */
export function linkedInJob(opening: Opening, job: FeedJobContext, feed: FeedContext): string {
  const { city, region } = locationPartsOf(opening.PSTN_LCTN ?? '');
  return (
    '<job>' +
    element('partnerJobId', String(opening.REQ_ID)) +
    element('company', feed.company) +
    element('companyId', feed.linkedInCompanyId) +
    element('title', opening.PSTN_TITLE) +
    element('description', feedDescription(opening.INTERNAL_JOB_DESCRIPTION ?? '')) +
    element('applyUrl', job.url) +
    element('location', [opening.PSTN_LCTN, job.countryCode].filter(Boolean).join(', ')) +
    element('city', city) +
    element('state', region) +
    element('country', job.countryCode) +
    element('jobtype', LINKEDIN_JOB_TYPES[opening.PSTN_TYP]) +
    element('workplaceTypes', LINKEDIN_WORKPLACES[opening.WORK_LOCATION_PREFERENCE]) +
    linkedInSalaries(opening) +
    element('listDate', opening.POSTED_DATE) +
    element('expirationDate', closingDateOf(opening)) +
    element('posterEmail', feed.posterEmail) +
    '</job>\n'
  );
}

/** What a feed starts with, before its jobs. */
export function feedHead(name: JobFeedName, feed: FeedContext): string {
  const declaration = '<?xml version="1.0" encoding="utf-8"?>\n';
  if (name === 'indeed')
    return `${declaration}<source>${element('publisher', feed.company)}${element('publisherurl', feed.siteUrl)}${element('lastBuildDate', feed.builtAt)}\n`;
  return (
    `${declaration}<source>${element('lastBuildDate', feed.builtAt)}${element('publisherURL', feed.siteUrl)}` +
    `${element('publisher', feed.company)}${element('expectedJobCount', String(feed.expectedJobs))}\n`
  );
}

export const FEED_TAIL = '</source>\n';

/** One job of the named feed. */
export const feedJob = (name: JobFeedName, opening: Opening, job: FeedJobContext, feed: FeedContext) =>
  name === 'indeed' ? indeedJob(opening, job, feed) : linkedInJob(opening, job, feed);
