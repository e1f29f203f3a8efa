import type { Browser, Page } from '@playwright/test';
import type { Opening } from '@tekvana/contracts';
import { filterOpenings } from '@tekvana/contracts/careers';
import { newBenchContext } from './browser';
import { median, percentile, round } from './stats';

const SECTION = '[data-section-type="OPENINGS-SECTION"]';
const FIRST_ROW = `${SECTION} table tbody tr`;
const SEARCH = `${SECTION} input[type="search"]`;
const FIRST_RENDER_RUNS = 3;
export const KEYSTROKES = 50;
/** A keystroke whose table does not change within this time is left out of the statistics (and counted). */
const KEYSTROKE_LIMIT_MS = 3000;

export interface OpeningsScaleResult {
  url: string;
  openings: number;
  /** navigationStart -> first table row visible, per fresh page load, and their median. */
  firstRowMs: number[];
  firstRowMedianMs: number | null;
  keystrokes: number;
  /** Keystrokes that changed the table and were measured. */
  measuredKeystrokes: number;
  /** Input event -> the table changed and laid out: the keystroke's own work on the main thread. */
  keystrokeMedianMs: number | null;
  keystrokeP95Ms: number | null;
  keystrokeMaxMs: number | null;
  /**
   * Input event -> the next animation frame after the change. It can also hold a wait for the display's next frame
   * of up to one frame interval, whatever the work: its 95th percentile was 16.9 ms in one run and 8.7 ms in the next.
   */
  nextFrameMedianMs: number | null;
  nextFrameP95Ms: number | null;
}

/** Runs in the page before any script: notes when the first row of the openings table is on screen. */
function watchFirstRow(selector: string) {
  const started = performance.now();
  const check = () => {
    const row = document.querySelector(selector);
    if (row && row.getBoundingClientRect().height > 0) {
      (window as unknown as { __firstRowAt: number }).__firstRowAt = performance.now();
      return;
    }
    if (performance.now() - started < 60_000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function firstRowTime(
  browser: Browser,
  url: string,
): Promise<{ ms: number; page: Page; close: () => Promise<void> }> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow, FIRST_ROW);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const handle = await page.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt, null, {
    timeout: 60_000,
  });
  return { ms: Number(await handle.jsonValue()), page, close: () => context.close() };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LONGEST_TERM = 12;

/**
 * One search value per keystroke, each differing from the one before by one typed or deleted character and
 * each changing how many openings match (checked with the careers remote's own filter), so every keystroke
 * has a table to re-render: a term is typed letter by letter, always taking the letter that keeps the most
 * matches while still narrowing them, then deleted letter by letter; then the next term.
 */
export function keystrokeValues(openings: readonly Opening[], count = KEYSTROKES): string[] {
  const cache = new Map<string, number>();
  const matches = (search: string) => {
    let n = cache.get(search);
    if (n === undefined) {
      n = filterOpenings(openings, [], { search, countryCode: '', positionType: undefined }).length;
      cache.set(search, n);
    }
    return n;
  };
  const nextLetter = (term: string, exclude: ReadonlySet<string>) => {
    let best: { letter: string; n: number } | undefined;
    for (const letter of LETTERS) {
      if (exclude.has(letter)) continue;
      const n = matches(term + letter);
      if (n > 0 && n < matches(term) && n > (best?.n ?? 0)) best = { letter, n };
    }
    return best?.letter;
  };
  const values: string[] = [];
  const usedFirstLetters = new Set<string>();
  while (values.length < count) {
    const first = nextLetter('', usedFirstLetters);
    if (!first) break;
    usedFirstLetters.add(first);
    let term = first;
    for (let letter: string | undefined = first; letter && term.length < LONGEST_TERM;) {
      letter = nextLetter(term, new Set());
      if (letter) term += letter;
    }
    for (let n = 1; n <= term.length; n++) values.push(term.slice(0, n));
    for (let n = term.length - 1; n >= 0; n--) values.push(term.slice(0, n));
  }
  return values.slice(0, count);
}

/**
 * Runs in the page: sets each value the way typing does (native setter + input event, which React's onChange
 * listens to) and times until the section's DOM changed and was laid out, and until the next animation frame.
 */
async function timeKeystrokes(args: { section: string; search: string; values: string[]; limitMs: number }) {
  const section = document.querySelector(args.section)!;
  const input = document.querySelector<HTMLInputElement>(args.search)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const times: Array<{ laidOut: number; nextFrame: number } | null> = [];
  input.focus();
  for (const value of args.values) {
    const time = await new Promise<{ laidOut: number; nextFrame: number } | null>((resolve) => {
      const start = performance.now();
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, args.limitMs);
      const observer = new MutationObserver(() => {
        observer.disconnect();
        // Reading a size makes the browser restyle and lay out the change now, as the next frame would.
        section.getBoundingClientRect();
        const laidOut = performance.now() - start;
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve({ laidOut, nextFrame: performance.now() - start });
        });
      });
      observer.observe(section, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class', 'aria-sort', 'hidden'],
      });
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    times.push(time);
    // Let the page settle between keystrokes, as between a person's key presses.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

export async function measureOpeningsScale(
  browser: Browser,
  url: string,
  openings: readonly Opening[],
): Promise<OpeningsScaleResult> {
  const firstRowMs: number[] = [];
  let last: Awaited<ReturnType<typeof firstRowTime>> | undefined;
  for (let run = 0; run < FIRST_RENDER_RUNS; run++) {
    await last?.close();
    last = await firstRowTime(browser, url);
    firstRowMs.push(round(last.ms)!);
  }
  try {
    const values = keystrokeValues(openings);
    const times = await last!.page.evaluate(timeKeystrokes, {
      section: SECTION,
      search: SEARCH,
      values,
      limitMs: KEYSTROKE_LIMIT_MS,
    });
    const measured = times.filter((time) => time !== null);
    const laidOut = measured.map((time) => time.laidOut);
    const nextFrame = measured.map((time) => time.nextFrame);
    return {
      url,
      openings: openings.length,
      firstRowMs,
      firstRowMedianMs: round(median(firstRowMs)),
      keystrokes: values.length,
      measuredKeystrokes: measured.length,
      keystrokeMedianMs: round(median(laidOut), 1),
      keystrokeP95Ms: round(percentile(laidOut, 95), 1),
      keystrokeMaxMs: round(laidOut.length ? Math.max(...laidOut) : null, 1),
      nextFrameMedianMs: round(median(nextFrame), 1),
      nextFrameP95Ms: round(percentile(nextFrame, 95), 1),
    };
  } finally {
    await last?.close();
  }
}
