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

/** The date promised at `now`: `days` from it. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * The promise owed after an application reaches `stage` at `now` ('applied': it was just received): the candidate
 * hears within answerWithinDays, within 45 days after an interview, and nothing is owed once they had an answer
 * (null).
 */
export function promiseAfter(stage: string, now: Date, settings: Pick<PromiseSettings, 'answerWithinDays'>) {
  if (ANSWERS.has(stage)) return null;
  return daysAfter(now, stage === 'interview' ? ANSWER_DAYS_AFTER_INTERVIEW : settings.answerWithinDays);
}
