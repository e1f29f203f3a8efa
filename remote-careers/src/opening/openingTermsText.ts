import { isIsoDate, payRangeOf, type PayRange } from '@tekvana/contracts/careers';
import { MONTH_NAMES, type OpeningSummary } from '@tekvana/shared';

/**
 * The words an opening's terms are shown in (decision 059): posted, apply by, pay and sponsorship. Each comes in
 * two forms. The fixed form is what a pre-rendered copy holds: absolute dates and plain digits, the same whoever
 * reads it and on whatever day, written without Intl (decision 042). The visitor's form, once the page is live,
 * counts from the visitor's day ("Posted 3 days ago") and writes the pay in the visitor's locale.
 */

/** What the visitor's form needs; undefined for the fixed form. */
export interface TermsReader {
  /** The visitor's day, YYYY-MM-DD in UTC (todayUtc): closing dates are counted in UTC everywhere. */
  today: string;
  /** A BCP 47 locale for the pay; undefined is the browser's own. */
  locale?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A month's average length in days, so that months are counted as a calendar would, give or take a day. */
const MONTH_DAYS = 365.25 / 12;

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const utcTime = (iso: string) => {
  const [year, month, day] = parts(iso);
  return Date.UTC(year, month - 1, day);
};

/** "12 December" or "12 December 2027". */
function dayMonth(iso: string, withYear: boolean): string {
  const [year, month, day] = parts(iso);
  return `${day} ${MONTH_NAMES[month - 1]}${withYear ? ` ${year}` : ''}`;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** How long ago a day was, in the largest whole unit: today, yesterday, days up to a month, months, years. */
function ago(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 31) return counted(days, 'day');
  if (days < 365) return counted(Math.floor(days / MONTH_DAYS), 'month');
  return counted(Math.floor(days / 365), 'year');
}

/** "<What> 3 days ago"; fixed: "<What> 24 November 2026". Nothing for an unreadable date. */
function pastDayText(what: string, day: string | undefined, reader: TermsReader | undefined): string | undefined {
  if (day === undefined || !isIsoDate(day)) return undefined;
  if (!reader) return `${what} ${dayMonth(day, true)}`;
  return `${what} ${ago(Math.round((utcTime(reader.today) - utcTime(day)) / DAY_MS))}`;
}

/** "Posted 3 days ago"; fixed: "Posted 24 November 2026". */
export const postedText = (posted: string | undefined, reader: TermsReader | undefined) =>
  pastDayText('Posted', posted, reader);

/** "Saved yesterday", for a saved job (saved jobs exist only in the browser, so always in the visitor's form). */
export const savedText = (savedOn: string, reader: TermsReader) => pastDayText('Saved', savedOn, reader);

/** "Apply by 12 December", with the year when it is not the visitor's; fixed: always with the year. */
export function applyByText(closing: string | undefined, reader: TermsReader | undefined): string | undefined {
  if (closing === undefined || !isIsoDate(closing)) return undefined;
  return `Apply by ${dayMonth(closing, !reader || closing.slice(0, 4) !== reader.today.slice(0, 4))}`;
}

const PER = { HOUR: 'per hour', YEAR: 'per year' } as const satisfies Record<PayRange['period'], string>;

/** Digits in groups of three, with cents only where the amount has them: 1,800,000 or 65.50. */
function plainAmount(amount: number): string {
  const [whole = '', cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents}`;
}

function localAmounts(range: PayRange, locale: string | undefined): [string, string] {
  const digits = Number.isInteger(range.min) && Number.isInteger(range.max) ? 0 : 2;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: range.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return [format.format(range.min), format.format(range.max)];
}

/** "$65–$80 per hour" in the visitor's locale; fixed: "USD 65–80 per hour". One amount when both ends are equal. */
export function payText(range: PayRange, reader: TermsReader | undefined): string {
  const [min, max] = reader
    ? localAmounts(range, reader.locale)
    : [`${range.currency} ${plainAmount(range.min)}`, plainAmount(range.max)];
  return `${range.min === range.max ? min : `${min}–${max}`} ${PER[range.period]}`;
}

/** What the opening says of a work visa; nothing when it does not say. */
export function sponsorshipText(sponsorship: OpeningSummary['VISA_SPONSORSHIP']): string | undefined {
  if (sponsorship === 'Yes') return 'Visa sponsorship available';
  if (sponsorship === 'No') return 'No visa sponsorship';
  return undefined;
}

/** The fields the terms are read from: a results page's summary and a whole opening both have them. */
export type TermsSource = Pick<
  OpeningSummary,
  | 'POSTED_DATE'
  | 'CLOSING_DATE'
  | 'PAY_MIN'
  | 'PAY_MAX'
  | 'PAY_CURRENCY'
  | 'PAY_PERIOD'
  | 'PSTN_RATE'
  | 'VISA_SPONSORSHIP'
>;

export interface OpeningTermsTexts {
  posted?: string | undefined;
  applyBy?: string | undefined;
  /** The pay range when it is whole and valid (payRangeOf), else the SPEC's PSTN_RATE text as it is. */
  pay: string;
  sponsorship?: string | undefined;
}

export function openingTermsTexts(opening: TermsSource, reader: TermsReader | undefined): OpeningTermsTexts {
  const range = payRangeOf(opening);
  return {
    posted: postedText(opening.POSTED_DATE, reader),
    applyBy: applyByText(opening.CLOSING_DATE, reader),
    pay: range ? payText(range, reader) : opening.PSTN_RATE,
    sponsorship: sponsorshipText(opening.VISA_SPONSORSHIP),
  };
}
