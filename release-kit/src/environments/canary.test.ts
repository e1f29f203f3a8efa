import {
  canaryVerdict,
  checkCanaryApp,
  parseCanaryMargin,
  parseCanaryMinutes,
  parseCanaryMinViews,
  parseCanaryPercent,
  rateLowerBound,
  type CanaryFigures,
} from './canary';
import { testCanary } from '../testing/canaryFixture';

const canary = testCanary;
const during = new Date('2026-11-30T10:30:00.000Z');

const figures = (
  ours: { views: number; loadFailures?: number; clientErrors?: number },
  theirs: { views: number; loadFailures?: number; clientErrors?: number },
): CanaryFigures => ({
  canary: { release: 'c', loadFailures: 0, clientErrors: 0, ...ours },
  live: { release: 'l', loadFailures: 0, clientErrors: 0, ...theirs },
});

/** A random number generator with a seed, so a simulated run is the same every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Page views one at a time, the canary's failing with `canaryRate` and the live release's (nine for each of the
 * canary's) with `liveRate`, judged after each; the canary's views at the abort, or undefined when none came.
 */
function abortedAfter(canaryRate: number, liveRate: number, views: number, random: () => number): number | undefined {
  const now = figures({ views: 0 }, { views: 0 });
  for (let view = 1; view <= views; view += 1) {
    now.canary.views += 1;
    if (random() < canaryRate) now.canary.clientErrors += 1;
    for (let live = 0; live < 9; live += 1) {
      now.live.views += 1;
      if (random() < liveRate) now.live.clientErrors += 1;
    }
    if (canaryVerdict(canary(), now, during).abort) return view;
  }
  return undefined;
}

describe('the options of a canary', () => {
  it('takes a whole percentage from 1 to 99 and refuses 0, 100, 150 and what is no number', () => {
    expect(parseCanaryPercent('10')).toBe(10);
    expect(parseCanaryPercent('1')).toBe(1);
    expect(parseCanaryPercent('99')).toBe(99);
    expect(() => parseCanaryPercent('0')).toThrow('--canary takes a whole number from 1 to 99');
    expect(() => parseCanaryPercent('100')).toThrow('--canary 100 is every visitor: deploy without --canary');
    expect(() => parseCanaryPercent('150')).toThrow('got "150"');
    for (const bad of ['ten', '', '10%', '-5', '2.5', '1e1', ' '])
      expect(() => parseCanaryPercent(bad)).toThrow(`got "${bad}"`);
  });

  it('bounds how long it runs, how many views it waits for and its margin', () => {
    expect(parseCanaryMinutes('30')).toBe(30);
    expect(() => parseCanaryMinutes('0')).toThrow('--canary-minutes takes a whole number from 1 to 10080');
    expect(() => parseCanaryMinutes('20000')).toThrow('got "20000"');
    expect(parseCanaryMinViews('200')).toBe(200);
    expect(() => parseCanaryMinViews('5')).toThrow('--canary-min-views takes a whole number from 10');
    expect(parseCanaryMargin('0')).toBe(0);
    expect(parseCanaryMargin('2.5')).toBe(2.5);
    for (const bad of ['-1', '51', 'x', '']) expect(() => parseCanaryMargin(bad)).toThrow(`got "${bad}"`);
  });

  it('is for a remote only: the shell makes every page', () => {
    expect(checkCanaryApp('careers')).toBe('careers');
    expect(() => checkCanaryApp('shell')).toThrow('The shell has no canary');
  });
});

describe('the verdict on a canary', () => {
  it('waits for its minimum of views, however it fails before', () => {
    expect(canaryVerdict(canary(), figures({ views: 49, clientErrors: 49 }, { views: 500 }), during)).toEqual({
      abort: false,
    });
    expect(canaryVerdict(canary(), undefined, during)).toEqual({ abort: false });
  });

  it('aborts on load failures or client errors well over the live release, saying which and by how much', () => {
    expect(
      canaryVerdict(canary(), figures({ views: 60, loadFailures: 18 }, { views: 540, loadFailures: 5 }), during),
    ).toEqual({
      abort: true,
      reason:
        "load failures in 30.0% of its page views (18 of 60) against 0.9% of the live release's (5 of 540), more than 2 points over",
    });
    expect(canaryVerdict(canary(), figures({ views: 60, clientErrors: 12 }, { views: 540 }), during)).toMatchObject({
      abort: true,
      reason: expect.stringMatching(/^client errors in 20\.0%/),
    });
  });

  it('keeps a canary that fails as often as the live release, or a little more by chance', () => {
    expect(
      canaryVerdict(canary(), figures({ views: 60, clientErrors: 3 }, { views: 540, clientErrors: 27 }), during),
    ).toEqual({ abort: false });
    // 2 in 60 is 3.3%, over 0% + 2 points, but as likely a run of bad luck of a release that fails 1% of the time.
    expect(canaryVerdict(canary(), figures({ views: 60, clientErrors: 2 }, { views: 540 }), during)).toEqual({
      abort: false,
    });
  });

  it('aborts a canary past its end, whatever its figures', () => {
    expect(canaryVerdict(canary(), figures({ views: 0 }, { views: 0 }), new Date(canary().endsBy))).toEqual({
      abort: true,
      reason: 'it ran past its end (2026-11-30T11:00:00.000Z) undecided',
    });
  });

  it('bounds a rate from below, tighter as views grow', () => {
    expect(rateLowerBound(0, 0)).toBe(0);
    expect(rateLowerBound(0, 100)).toBe(0);
    expect(rateLowerBound(15, 50)).toBeGreaterThan(0.19);
    expect(rateLowerBound(15, 50)).toBeLessThan(0.3);
    expect(rateLowerBound(150, 500)).toBeGreaterThan(rateLowerBound(15, 50));
    // More failures than views (two errors in one view) counts as every view failing.
    expect(rateLowerBound(80, 50)).toBe(rateLowerBound(50, 50));
  });

  it('aborts a release failing 30% of views within 60 canary views (the target: 200), and keeps good ones over 2,000', () => {
    const random = seeded(57);
    for (let run = 0; run < 60; run += 1) {
      const at = abortedAfter(0.3, 0, 2000, random);
      expect(at).toBeLessThanOrEqual(60);
      // A good release as a live one that fails 1% of the time too.
      expect(abortedAfter(0.01, 0.01, 2000, random)).toBeUndefined();
      expect(abortedAfter(0, 0, 2000, random)).toBeUndefined();
    }
  });
});
