import { MONTH_NAMES } from '@tekvana/shared';

export interface BlogDate {
  /** Long US format: "March 4, 2025". */
  text: string;
  /** Machine-readable date for <time>, when the input could be read. */
  iso?: string;
}

// Written out rather than with toLocaleDateString: the first date format a page asks for makes the browser load its
// locale data, about 25 ms of a phone's main thread while the section hydrates (decision 042).
const longUs = (date: Date) => `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// Date.parse guesses at almost anything ("Spring 2025" becomes January 1): only trust text naming a day and a year.
const namesDayAndYear = (value: string) => /\b\d{1,2}\b/.test(value) && /\b\d{4}\b/.test(value);

/**
 * Site data may hold the date as display text ("March 4, 2025") or as an ISO day ("2025-03-04"); both are
 * shown in long US format. Anything unreadable is shown as it is.
 */
export function formatBlogDate(value: string): BlogDate {
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  let time = Number.NaN;
  if (isoMatch) time = Date.UTC(Number(isoMatch[1]), Number(isoMatch[2]) - 1, Number(isoMatch[3]));
  else if (namesDayAndYear(value)) time = Date.parse(`${value} UTC`);
  if (Number.isNaN(time)) return { text: value };
  const date = new Date(time);
  return { text: longUs(date), iso: isoDay(date) };
}
