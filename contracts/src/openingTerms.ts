import type { PayPeriod } from './careers';
import { payPeriods } from './staffingSchemas';

/**
 * An opening's terms (decision 059): its dates, pay range and their checks, shared by the pages, the JobPosting,
 * the API and the site server so that "closed", "past its closing date" and "a pay range to show" mean the same
 * everywhere. Pure functions: the caller passes today's date, so a test or a server can fix it.
 */

/** The fields the terms are read from; every one optional, as old records have none of them. */
export interface OpeningTermsFields {
  POSTED_DATE?: string | undefined;
  CLOSING_DATE?: string | undefined;
  PAY_MIN?: number | undefined;
  PAY_MAX?: number | undefined;
  PAY_CURRENCY?: string | undefined;
  PAY_PERIOD?: string | undefined;
  EXPERIENCE_MONTHS?: number | undefined;
}

/** The most experience an opening may ask for, in months (50 years): beyond it the figure is a mistake. */
export const EXPERIENCE_MONTHS_MAX = 600;

/** A whole and valid pay range, as payRangeOf() gives it. */
export interface PayRange {
  min: number;
  max: number;
  currency: string;
  period: PayPeriod;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in UTC as YYYY-MM-DD: the day every closing date is compared with. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * True once the opening's closing date (the last day applications are taken) is before today. An opening without
 * a readable closing date never passes it: only a known date closes a job.
 */
export function isPastClosingDate(opening: { CLOSING_DATE?: string | undefined }, today: string): boolean {
  const closing = opening.CLOSING_DATE;
  return closing !== undefined && isIsoDate(closing) && closing < today;
}

let knownCurrencies: ReadonlySet<string> | undefined;

/**
 * An ISO 4217 code the runtime's Intl knows, so the range can be formatted in the visitor's locale. A browser without
 * `Intl.supportedValuesOf` (Safari before 15.4) takes any three capitals: its number format then writes the code
 * itself, which is better than a page that throws.
 */
export function isKnownCurrency(code: string): boolean {
  if (typeof Intl.supportedValuesOf !== 'function') return /^[A-Z]{3}$/.test(code);
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

const isPayPeriod = (period: string): period is PayPeriod => (payPeriods as readonly string[]).includes(period);
const isPayAmount = (amount: number) => Number.isFinite(amount) && amount >= 0;

/** The opening's pay range when it is whole and valid; otherwise undefined, as no pay shown beats a wrong one. */
export function payRangeOf(opening: OpeningTermsFields): PayRange | undefined {
  const { PAY_MIN: min, PAY_MAX: max, PAY_CURRENCY: currency, PAY_PERIOD: period } = opening;
  if (min === undefined || max === undefined || currency === undefined || period === undefined) return undefined;
  if (!isPayAmount(min) || !isPayAmount(max) || min > max) return undefined;
  if (!isKnownCurrency(currency) || !isPayPeriod(period)) return undefined;
  return { min, max, currency, period };
}

const PAY_FIELDS = ['PAY_MIN', 'PAY_MAX', 'PAY_CURRENCY', 'PAY_PERIOD'] as const;

function payProblems(opening: OpeningTermsFields): string[] {
  const given = PAY_FIELDS.filter((field) => opening[field] !== undefined);
  if (given.length === 0) return [];
  const problems: string[] = [];
  if (given.length < PAY_FIELDS.length) {
    const missing = PAY_FIELDS.filter((field) => opening[field] === undefined);
    problems.push(
      `The pay range is incomplete: ${missing.join(', ')} missing (give all four of ${PAY_FIELDS.join(', ')} or none).`,
    );
  }
  const { PAY_MIN: min, PAY_MAX: max, PAY_CURRENCY: currency, PAY_PERIOD: period } = opening;
  for (const [name, amount] of [
    ['minimum', min],
    ['maximum', max],
  ] as const) {
    if (amount !== undefined && !isPayAmount(amount))
      problems.push(`The pay ${name} ${amount} is not a number of 0 or more.`);
  }
  if (min !== undefined && max !== undefined && min > max) {
    problems.push(`The pay minimum ${min} is above the maximum ${max}.`);
  }
  if (currency !== undefined && !isKnownCurrency(currency)) {
    problems.push(`The pay currency "${currency}" is not an ISO 4217 currency code (for instance USD or INR).`);
  }
  if (period !== undefined && !isPayPeriod(period)) {
    problems.push(`The pay period "${period}" is not one of ${payPeriods.join(', ')}.`);
  }
  return problems;
}

function dateProblems(opening: OpeningTermsFields): string[] {
  const problems: string[] = [];
  for (const [name, date] of [
    ['posted', opening.POSTED_DATE],
    ['closing', opening.CLOSING_DATE],
  ] as const) {
    if (date !== undefined && !isIsoDate(date)) problems.push(`The ${name} date "${date}" is not a date (YYYY-MM-DD).`);
  }
  const { POSTED_DATE: posted, CLOSING_DATE: closing } = opening;
  if (posted !== undefined && closing !== undefined && isIsoDate(posted) && isIsoDate(closing) && closing < posted) {
    problems.push(`The closing date ${closing} is before the posted date ${posted}.`);
  }
  return problems;
}

function experienceProblems({ EXPERIENCE_MONTHS: months }: OpeningTermsFields): string[] {
  if (months === undefined || (Number.isInteger(months) && months >= 0 && months <= EXPERIENCE_MONTHS_MAX)) return [];
  return [`The experience asked for, ${months} months, is not a whole number from 0 to ${EXPERIENCE_MONTHS_MAX}.`];
}

/** What is wrong with the opening's terms, one English sentence each; empty when nothing is. */
export function openingTermsProblems(opening: OpeningTermsFields): string[] {
  return [...dateProblems(opening), ...payProblems(opening), ...experienceProblems(opening)];
}
