import { ReleaseError, type ReleaseApp } from '../store/store';

/**
 * Canary releases (docs/decisions/089-canary-releases.md): a remote's stored release served to a sticky share of
 * visitors beside the live one, compared on what their browsers report, then promoted or aborted. The shell makes
 * every page, so only the remotes have canaries.
 */
export const CANARY_APPS = ['content', 'careers', 'internship'] as const;
export type CanaryApp = (typeof CANARY_APPS)[number];

/** How a canary is judged: past `endsBy` it is aborted; before `minViews` page views it is never judged. */
export interface CanaryRule {
  minViews: number;
  /** Percentage points a canary's failure rate may exceed the live release's by (as a lower bound, see verdict). */
  margin: number;
}

/** A canary running in an environment. */
export interface Canary extends CanaryRule {
  id: string;
  /** Of every hundred visitors, how many get it (1 to 99). */
  percent: number;
  startedAt: string;
  /** When the sites abort it if nobody promoted or aborted it before. */
  endsBy: string;
  /** The gate did not open it in a browser: its promotion is recorded so too. */
  notOpenedInBrowser?: true;
}

/** What browsers of one group reported: page views, remotes that failed to load, errors thrown in a section. */
export interface GroupFigures {
  release: string;
  views: number;
  loadFailures: number;
  clientErrors: number;
}

/** A canary's figures beside the live release's, over the same time, summed over every instance of the site. */
export interface CanaryFigures {
  canary: GroupFigures;
  live: GroupFigures;
}

/** A canary started, promoted or aborted: the environment's record keeps every one, oldest first. */
export interface CanaryEvent {
  app: CanaryApp;
  id: string;
  percent: number;
  at: string;
  event: 'started' | 'promoted' | 'aborted';
  /** Who or what aborted it, and why. */
  reason?: string;
  /** The figures it had when it was promoted or aborted, when a site had counted any. */
  figures?: CanaryFigures;
}

export const DEFAULT_CANARY_MINUTES = 60;
export const DEFAULT_CANARY_RULE: CanaryRule = { minViews: 50, margin: 2 };
/** A week: a canary is a test of days at most, and one forgotten must end. */
const MAX_CANARY_MINUTES = 7 * 24 * 60;

export function checkCanaryApp(app: ReleaseApp): CanaryApp {
  if (!(CANARY_APPS as readonly string[]).includes(app))
    throw new ReleaseError(
      `The ${app} has no canary: it makes every page, so a share of visitors cannot get another one. Deploy it to everyone, or try it first with npm run preview-link.`,
    );
  return app as CanaryApp;
}

/** A whole number in [min, max] read from an option's text, or a ReleaseError naming the option. */
function wholeNumber(option: string, text: string, min: number, max: number, what: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max)
    throw new ReleaseError(`${option} takes a whole number from ${min} to ${max} (${what}), got "${text}".`);
  return Number(text);
}

/** The share of visitors a canary gets: 1 to 99 in a hundred. */
export function parseCanaryPercent(text: string): number {
  if (/^\s*100(\.0*)?\s*$/.test(text))
    throw new ReleaseError('--canary 100 is every visitor: deploy without --canary to make the release live.');
  return wholeNumber('--canary', text, 1, 99, 'the percentage of visitors who get the release');
}

export const parseCanaryMinutes = (text: string): number =>
  wholeNumber('--canary-minutes', text, 1, MAX_CANARY_MINUTES, 'minutes before an undecided canary is aborted');

export const parseCanaryMinViews = (text: string): number =>
  wholeNumber('--canary-min-views', text, 10, 1_000_000, 'canary page views before it is judged');

export function parseCanaryMargin(text: string): number {
  const value = Number(text);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text) || value > 50)
    throw new ReleaseError(
      `--canary-margin takes percentage points from 0 to 50 (how much more often the canary may fail than the live release), got "${text}".`,
    );
  return value;
}

/** One-sided 95%: a canary is aborted only when even the low end of its likely failure rate is too high. */
const Z = 1.645;

/**
 * The lowest failure rate `failures` in `views` is likely to come from (Wilson's score interval): a few unlucky
 * views early on do not abort a good release, and a release that fails often is aborted within tens of views.
 */
export function rateLowerBound(failures: number, views: number): number {
  if (views <= 0) return 0;
  const p = Math.min(failures, views) / views;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * views);
  const spread = Z * Math.sqrt((p * (1 - p)) / views + z2 / (4 * views * views));
  return Math.max(0, (centre - spread) / (1 + z2 / views));
}

const rate = (failures: number, views: number) => (views > 0 ? Math.min(failures, views) / views : 0);
const percentOf = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Whether a canary has run past its end: it is aborted at a site's next check. */
export const isPastEnd = (canary: Canary, now = new Date()): boolean => now.getTime() >= Date.parse(canary.endsBy);

export type CanaryVerdict = { abort: false } | { abort: true; reason: string };

/**
 * Whether a canary must be aborted now: past its end, or, once it has `minViews` page views, when its load failures
 * or its client errors per page view exceed the live release's by more than its margin, even at the low end of what
 * its figures likely mean (rateLowerBound).
 */
export function canaryVerdict(canary: Canary, figures: CanaryFigures | undefined, now: Date): CanaryVerdict {
  if (isPastEnd(canary, now)) return { abort: true, reason: `it ran past its end (${canary.endsBy}) undecided` };
  if (!figures || figures.canary.views < canary.minViews) return { abort: false };
  const measures = [
    ['load failures', 'loadFailures'],
    ['client errors', 'clientErrors'],
  ] as const;
  for (const [name, field] of measures) {
    const ours = figures.canary[field];
    const theirs = figures.live[field];
    const liveRate = rate(theirs, figures.live.views);
    if (rateLowerBound(ours, figures.canary.views) > liveRate + canary.margin / 100)
      return {
        abort: true,
        reason:
          `${name} in ${percentOf(rate(ours, figures.canary.views))} of its page views (${ours} of ${figures.canary.views}) ` +
          `against ${percentOf(liveRate)} of the live release's (${theirs} of ${figures.live.views}), more than ${canary.margin} points over`,
      };
  }
  return { abort: false };
}
