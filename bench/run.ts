// `npm run bench`: measures the production build served as `npm start` serves it, and the API under a burst
// of applications in its embedded and production set-ups. Flags:
//   --skip-build     measure the existing dist/ folders (builds are reported as skipped)
//   --runs=N         Lighthouse runs per page (default 5; the report states the number used)
//   --backend-only   only the API bursts (no build, no browser)
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { Opening } from '@tekvana/contracts';
import { distOf, type AppName } from '../site-server/src/site/site';
import { launchBrowser } from './browser';
import { BURST, measureEmbedded, measureProduction, type BackendResult } from './backend';
import { measureBuilds } from './build';
import { measureFirstLoad, type PageBytes } from './bytes';
import {
  backendPort,
  benchRoutes,
  federatedPorts,
  LIGHTHOUSE_RUNS,
  floorPort,
  OPENINGS_PATH,
  origin,
  plainPorts,
  sitePorts,
  type BenchRoute,
} from './config';
import { LighthouseRunner, type LighthouseResult } from './lighthouse';
import { machineInfo } from './machine';
import { buildPlainBundle, compareBytes, compareLcp, plainDist, type FederationOverhead } from './plainBundle';
import { printBackend, printReport, targetChecks, writeReport, type BenchReport, type RouteLighthouse } from './report';
import { ServerPool, startComparisonShells, startFloorPage, startSite, withTimeout } from './servers';

const resultsDir = path.join(__dirname, 'results');
const BURST_LABEL = `${BURST} applications at once, embedded and production set-ups`;

function parseArgs(argv: string[]) {
  const runs = argv.find((arg) => arg.startsWith('--runs='));
  return {
    skipBuild: argv.includes('--skip-build') || argv.includes('--backend-only'),
    backendOnly: argv.includes('--backend-only'),
    lighthouseRuns: runs ? Math.max(1, Number(runs.slice('--runs='.length)) || LIGHTHOUSE_RUNS) : LIGHTHOUSE_RUNS,
  };
}

/** Names the app behind an origin, so bytes group per app. */
function appOfOrigin(url: string): string {
  const port = Number(new URL(url).port);
  const names: Record<number, string> = {
    [sitePorts.shell]: 'shell',
    [sitePorts.content]: 'content',
    [sitePorts.careers]: 'careers',
    [sitePorts.internship]: 'internship',
    [sitePorts.api]: 'api',
    [federatedPorts.shell]: 'shell',
    [plainPorts.shell]: 'plain bundle',
  };
  return names[port] ?? new URL(url).origin;
}

async function fetchOpenings(apiPort: number): Promise<Opening[]> {
  const response = await fetch(`${origin(apiPort)}/get/requirement`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET /get/requirement answered ${response.status}`);
  return (await response.json()) as Opening[];
}

/** Runs one part; a part that fails is reported as not measured instead of ending the run. */
async function part<T>(name: string, errors: string[], run: () => Promise<T>): Promise<T | null> {
  console.log(`\n${name}`);
  try {
    return await run();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    console.warn(`  failed: ${message}`);
    errors.push(message);
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const machine = machineInfo();
  const errors: string[] = [];
  console.log(
    `Tekvana bench on ${machine.cpuModel} (${machine.cores} cores, ${machine.memoryGb} GB), Node ${machine.node}, ${machine.chromium}`,
  );

  const backend: BackendResult[] = [];
  const measureBackend = () =>
    part(`Back end: ${BURST_LABEL}`, errors, async () => {
      for (const measure of [() => measureEmbedded(backendPort), measureProduction]) {
        const result = await measure();
        console.log(
          `  ${result.setup}: ${result.succeeded}/${result.submissions} in ${result.seconds} s (${result.perSecond}/s), ${result.retries} retries`,
        );
        backend.push(result);
      }
    });
  if (options.backendOnly) {
    await measureBackend();
    printBackend(backend);
    for (const error of errors) console.log(`\nNot measured: ${error}`);
    return;
  }

  const build = await measureBuilds(options.skipBuild);
  if (build.full.status === 'failed')
    throw new Error(`The production build failed, nothing to measure: ${build.full.error}`);
  const missing = (['shell', 'content', 'careers', 'internship'] as AppName[]).filter(
    (app) => !fs.existsSync(path.join(distOf(app), 'index.html')),
  );
  if (missing.length)
    throw new Error(`No dist/ for ${missing.join(', ')}: run without --skip-build (or npm run build) first.`);
  const plainBuildSeconds = await part('Plain bundle build', errors, async () => {
    const seconds = await buildPlainBundle();
    console.log(`  built in ${seconds} s`);
    return seconds;
  });

  const pool = new ServerPool();
  const lighthouseRunner = new LighthouseRunner(path.join(__dirname, '.out', 'lighthouse'));
  let browser: Browser | undefined;
  const stopAll = async () => {
    await lighthouseRunner.close();
    await browser?.close().catch(() => undefined);
    await pool.stopAll();
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const lighthouse: RouteLighthouse[] = [];
  let floor: LighthouseResult | null = null;
  const bytes: Record<string, PageBytes> = {};
  let federation: FederationOverhead | null;
  try {
    console.log('\nStarting the site (ports 6100-6120) ...');
    await startSite(pool);
    await startComparisonShells(pool, plainDist);
    await startFloorPage(pool);
    const openings = await fetchOpenings(sitePorts.api);
    if (!openings[0]) throw new Error('The API serves no openings: the job description route cannot be measured.');
    const routes = benchRoutes(
      openings[0].REQ_ID,
      openings.slice(1, 1 + options.lighthouseRuns).map((opening) => opening.REQ_ID),
    );
    const site = origin(sitePorts.shell);

    await part('Lighthouse', errors, async () => {
      for (const route of routes) {
        lighthouse.push({
          ...route,
          result: await lighthouseRunner.measure(
            route.key,
            route.pathOfRun ? (run) => site + route.pathOfRun!(run) : site + route.path,
            options.lighthouseRuns,
          ),
        });
      }
      // After the pages, on a warm browser: a first run also pays for the browser's start-up.
      floor = await lighthouseRunner.measure('floor', `${origin(floorPort)}/`, options.lighthouseRuns);
    });
    const comparisonLcp = await part('Lighthouse, federation overhead (home, no pre-rendering)', errors, async () => {
      const federated = await lighthouseRunner.measure(
        'federated-home',
        `${origin(federatedPorts.shell)}/`,
        options.lighthouseRuns,
      );
      const plain = await lighthouseRunner.measure(
        'plain-home',
        `${origin(plainPorts.shell)}/`,
        options.lighthouseRuns,
      );
      return compareLcp(federated.median.lcpMs, plain.median.lcpMs);
    });
    await lighthouseRunner.close();

    browser = await launchBrowser();
    const pages: BenchRoute[] = routes.filter((route) => route.path === '/' || route.path === OPENINGS_PATH);
    await part('Bytes on first load', errors, async () => {
      for (const page of pages) {
        bytes[page.key] = await withTimeout(
          measureFirstLoad(browser!, site + page.path, appOfOrigin),
          120_000,
          `first load of ${page.path}`,
        );
        console.log(
          `  ${page.key}: ${bytes[page.key]!.requests} requests, JS ${bytes[page.key]!.total.jsGzipBytes} B gzip`,
        );
      }
    });
    federation = await part('Bytes, federated vs plain bundle', errors, async () => {
      const comparisons = [];
      for (const page of pages) {
        const federated = await measureFirstLoad(browser!, origin(federatedPorts.shell) + page.path, appOfOrigin);
        const plain = await measureFirstLoad(browser!, origin(plainPorts.shell) + page.path, appOfOrigin);
        comparisons.push(compareBytes(page.key, federated, plain));
      }
      return { plainBuildSeconds, bytes: comparisons, lcp: comparisonLcp ?? compareLcp(null, null) };
    });
  } finally {
    await stopAll();
  }
  await measureBackend();

  const draft = {
    machine,
    options,
    durationSeconds: (Date.now() - started) / 1000,
    build,
    lighthouse,
    floor,
    bytes,
    federation,
    backend,
    errors,
  };
  const report: BenchReport = { ...draft, checks: targetChecks(draft) };
  printReport(report);
  const written = writeReport(report, resultsDir);
  console.log(`\nReport: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
