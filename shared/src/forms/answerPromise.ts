import { answerWithinDays, MONTH_NAMES } from '@tekvana/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a sent application's success message adds (docs/decisions/077-answer-promises.md): by when the candidate will
 * hear, the deploy config's answerWithinDays from now, as the API's confirmation writes the date (UTC, "20 December
 * 2026"), without Intl (decision 042).
 */
export function answerPromiseSentence(now = new Date()): string {
  const date = new Date(now.getTime() + answerWithinDays() * DAY_MS);
  const day = `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `We will tell you where your application stands by ${day}.`;
}
