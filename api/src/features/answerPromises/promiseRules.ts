import type { ApplicationStage } from '../applicationStages/stages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * After an interview, the answer is promised within 45 days: the longest Ontario's Employment Standards Act allows
 * since 1 January 2026 for telling an interviewed candidate the outcome (decision 077).
 */
export const ANSWER_DAYS_AFTER_INTERVIEW = 45;

/** The stages that are an answer: the candidate knows where they stand, and no promise is owed after them. */
const ANSWERS: ReadonlySet<string> = new Set<ApplicationStage>(['offer', 'hired', 'not-selected', 'position-closed']);

export interface PromiseSettings {
  /** Days from an application (or a stage that is not an answer) to the date the candidate is promised news. */
  answerWithinDays: number;
  /** How many days before a promise falls due the recruiters are reminded of it. */
  reminderDays: number;
}

/** `days` after `now`, to the millisecond. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The hour (UTC) of the promised day by which the site acts: 10:00 UTC is still that day from UTC-10 to UTC+14. */
const PROMISE_HOUR_UTC = 10;

/**
 * The promise `days` after `from`: the day it falls on (UTC), as the mails write it, at 10:00 UTC. The site writes
 * before that moment, so the candidate hears on or before the day they read, wherever they live between UTC-10
 * (Hawaii) and UTC+14; India's 15:30 and the US Pacific's 02:00 are both still that day.
 */
export function promiseDay(from: Date, days: number): Date {
  const day = daysAfter(from, days);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), PROMISE_HOUR_UTC));
}

/**
 * The promise owed after an application reaches `stage` at `now` ('applied': it was just received): the candidate
 * hears within answerWithinDays, within 45 days after an interview, and nothing is owed once they had an answer
 * (null).
 */
export function promiseAfter(stage: string, now: Date, settings: Pick<PromiseSettings, 'answerWithinDays'>) {
  if (ANSWERS.has(stage)) return null;
  return promiseDay(now, stage === 'interview' ? ANSWER_DAYS_AFTER_INTERVIEW : settings.answerWithinDays);
}
