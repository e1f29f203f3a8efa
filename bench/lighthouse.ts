import fs from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../tools/chromium';
import { median, round } from './stats';
import { withTimeout } from './servers';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 150_000;

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /**
   * Lighthouse's measure of this machine's speed (higher is faster). Blocking time compares only between runs on
   * hosts of a similar index.
   */
  benchmarkIndex: number | null;
  /**
   * The page's HTML as it crossed the network (compressed body and headers), as Lighthouse recorded it. Past TCP's
   * first flight, the document takes another round trip before anything can paint (decision 045).
   */
  documentBytes: number | null;
}

const SCORE_KEYS: Array<keyof LighthouseScores> = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'speedIndexMs',
  'benchmarkIndex',
  'documentBytes',
];

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
}

export interface LighthouseResult {
  url: string;
  /** Per metric, the median of the runs (each metric on its own). */
  median: LighthouseScores;
  runs: LighthouseScores[];
  /** Audits that failed in at least one run, for the categories held to a score (explains a gap). */
  failedAudits: FailedAudit[];
  /** From the last successful run: where the time goes, to explain a performance gap. */
  opportunities: Array<{ id: string; title: string; savingsMs: number }>;
  lcpElement: string | null;
  errors: string[];
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

function scoresOf(lhr: Result): LighthouseScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    speedIndexMs: round(numeric(lhr, 'speed-index')),
    benchmarkIndex: round(lhr.environment?.benchmarkIndex ?? null),
    documentBytes: documentBytesOf(lhr),
  };
}

/** The transfer size of the request that brought the page itself (the first document in the network log). */
function documentBytesOf(lhr: Result): number | null {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const document = details?.items?.find((item) => item.resourceType === 'Document');
  return typeof document?.transferSize === 'number' ? document.transferSize : null;
}

function failedAuditsOf(lhr: Result): FailedAudit[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id]!.score! < 1,
      )
      .map((ref) => ({ category, id: ref.id, title: lhr.audits[ref.id]!.title })),
  );
}

/** The parts of an audit's details these reports read; the full union type is far wider. */
interface DetailsView {
  type?: string;
  overallSavingsMs?: number;
  items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }> }>;
}

function opportunitiesOf(lhr: Result): LighthouseResult['opportunities'] {
  return Object.values(lhr.audits)
    .map((audit) => ({ audit, details: audit.details as DetailsView | undefined }))
    .filter(({ details }) => details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 50)
    .map(({ audit, details }) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.round(details!.overallSavingsMs!),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 4);
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as DetailsView | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : null;
}

function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const result = {} as LighthouseScores;
  for (const key of SCORE_KEYS) {
    const value = median(runs.map((run) => run[key]).filter((v): v is number => v !== null));
    result[key] = key === 'cls' ? round(value, 3) : round(value);
  }
  return result;
}

/**
 * Lighthouse's default config (mobile, simulated throttling) against one Chromium, one run at a time: the
 * machine has two cores, and parallel runs would measure each other.
 */
export class LighthouseRunner {
  private chrome: chromeLauncher.LaunchedChrome | undefined;

  constructor(private readonly reportDir: string) {}

  private async browser(): Promise<chromeLauncher.LaunchedChrome> {
    this.chrome ??= await withTimeout(
      chromeLauncher.launch({
        chromePath: chromiumLaunchOptions.executablePath,
        chromeFlags: chromiumLaunchOptions.args,
        logLevel: 'silent',
      }),
      60_000,
      'launching Chromium for Lighthouse',
    );
    return this.chrome;
  }

  async close(): Promise<void> {
    const chrome = this.chrome;
    this.chrome = undefined;
    if (chrome) await withTimeout(Promise.resolve(chrome.kill()), 10_000, 'stopping Chromium').catch(() => undefined);
  }

  private async once(url: string): Promise<Result> {
    const chrome = await this.browser();
    // Imported at run time on purpose: a static import is compiled by tsx, whose added __name() helpers end
    // up in the functions Lighthouse sends into the page, where they do not exist.
    const { default: lighthouse } = await import('lighthouse');
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: 60_000,
    });
    const result = await withTimeout(run, RUN_TIMEOUT_MS, `Lighthouse on ${url}`).catch(async (error: unknown) => {
      // A hung run leaves the browser in an unknown state: start the next one on a fresh Chromium.
      await this.close();
      throw error;
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  }

  /** `runs` runs of `url`, or one run of each URL `url` gives for the run (a page no run asked for before). */
  async measure(key: string, url: string | ((run: number) => string), runs: number): Promise<LighthouseResult> {
    const scores: LighthouseScores[] = [];
    const failed = new Map<string, FailedAudit>();
    const errors: string[] = [];
    let latest: Result | undefined;
    const urlOf = typeof url === 'string' ? () => url : url;
    for (let n = 1; n <= runs; n++) {
      const started = Date.now();
      const url = urlOf(n);
      try {
        const lhr = await this.once(url);
        latest = lhr;
        scores.push(scoresOf(lhr));
        for (const audit of failedAuditsOf(lhr)) failed.set(`${audit.category}/${audit.id}`, audit);
        fs.mkdirSync(this.reportDir, { recursive: true });
        fs.writeFileSync(path.join(this.reportDir, `${key}-${n}.json`), JSON.stringify(lhr));
        const last = scores[scores.length - 1]!;
        console.log(
          `  lighthouse ${key} run ${n}/${runs}: perf ${last.performance}, LCP ${last.lcpMs} ms, TBT ${last.tbtMs} ms (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors.push(message);
        console.warn(`  lighthouse ${key} run ${n}/${runs} failed: ${message}`);
      }
    }
    return {
      url: urlOf(1),
      median: medianScores(scores),
      runs: scores,
      failedAudits: [...failed.values()],
      opportunities: latest ? opportunitiesOf(latest) : [],
      lcpElement: latest ? lcpElementOf(latest) : null,
      errors,
    };
  }
}
