// `npm run bench:openings`: the openings search (decision 056) at 1,000, 10,000 and 100,000 openings, on the embedded
// engine (SQLite) and the production one (PostgreSQL), read from the real database as the site reads it. Prints the
// figures and writes them to bench/results/openings-scale-<day>.md and .json. Flags:
//   --sizes=1000,10000,100000   the counts of seeded openings (the demo's 64 come on top)
//   --engines=sqlite,postgres   the engines
//   --no-browser                the API figures only
//   --clients=N                 searches at once (default: 10 on SQLite, 50 on PostgreSQL, issue 56's figures)
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../api/src/db/database';
import { generateOpenings } from '../api/src/db/seed/openings';
import { SCALE_FIRST_REQ_ID, seedScaleOpenings } from '../api/src/db/seed/scaleOpenings';
import { recordRepositories } from '../api/src/repositories';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../api/src/testing/services/postgres';
import { startApiProcess } from '../tools/apiProcess';
import { serveApps } from '../site-server/src/site/site';
import { launchBrowser, newBenchContext } from './browser';
import { OPENINGS_PATH, origin } from './config';
import { machineInfo } from './machine';
import { measureServerRender, type ServerRenderFigures } from './serverRenderAtScale';
import { measureSiteServer, type SiteServerFigures } from './siteServerAtScale';
import { median, percentile, round } from './stats';

/** Ports of this bench's site and API (6140-6144): apart from `npm run bench`'s 6100-6130. */
const PORTS = { shell: 6140, content: 6141, careers: 6142, internship: 6143, api: 6144 };
/**
 * Searches at once: issue 56's figures, SQLite p95 ≤ 30 ms with 10 clients and PostgreSQL p95 ≤ 50 ms with 50;
 * `--clients=N` sets one number for both.
 */
const CLIENTS: Record<Engine, number> = process.argv.some((arg) => arg.startsWith('--clients='))
  ? { sqlite: Number(argList('clients', [])[0]), postgres: Number(argList('clients', [])[0]) }
  : { sqlite: 10, postgres: 50 };
const UNCACHED_REQUESTS = 2_000;
/** How often an opening changes during the load that measures searches across changes. */
const CHANGE_EVERY_MS = 1_000;
/** The site writes the search to the URL (and asks the API) after this pause in typing (useSearchText.ts). */
const TYPING_PAUSE_MS = 300;
/** Between two keys of one word: faster than the pause, as a person types. */
const KEY_GAP_MS = 120;
const WORDS = ['engineer', 'java', 'pune', 'analyst', 'remote'];

type Engine = 'sqlite' | 'postgres';

interface ApiFigures {
  /** Searches at once in the load. */
  clients: number;
  /** A results page of 20 (the default page, and one for "engineer"): bytes as JSON, and as brotli as served. */
  pageRawBytes: number;
  pageBrotliBytes: number;
  searchRawBytes: number;
  searchBrotliBytes: number;
  /** Distinct searches (nothing cached), CLIENTS at a time. */
  uncached: LoadFigures;
  /** The same searches again: answered from the instance's cache of answers. */
  cached: LoadFigures;
  /** As many other distinct searches while an opening changes every CHANGE_EVERY_MS (a live import). */
  changing: LoadFigures & { changes: number };
  /** The slowest single search of a set of awkward inputs, alone. */
  awkwardMaxMs: number;
  /** Distinct searches within a distance of a place (decision 084), uncached, the same clients at once. */
  distance: LoadFigures;
  /** How many each of a fixed set of distance searches finds: the same on both engines. */
  distanceTotals: Record<string, number>;
}

interface LoadFigures {
  requests: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  perSecond: number;
}

interface BrowserFigures {
  /** Navigation start to the first row of the table, phone viewport, fresh context. */
  firstRowMs: number;
  /** Each key's own work: input event to the next frame. */
  keystrokeMedianMs: number | null;
  keystrokeP95Ms: number | null;
  /** From the end of the typing pause to the table showing the word's results. */
  newResultsMedianMs: number | null;
  newResultsMaxMs: number | null;
}

interface ScaleRow {
  engine: Engine;
  openings: number;
  seedSeconds: number;
  api: ApiFigures;
  browser: BrowserFigures | null;
  /** The site's server, an instance that renders and one that does not: start, memory, job pages' first
   * responses, sitemap (decision 057). */
  siteServers: SiteServerFigures[];
  /** The site's server rendering pages from the live releases across deploy switches (issue 54). */
  serverRender: ServerRenderFigures;
}

function argList(name: string, fallback: string[]): string[] {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .filter(Boolean)
    : fallback;
}

/** Mixed searches as visitors make them: words (long, short, none), filters, both orders, a few pages deep. */
function mixedQueries(count: number): string[] {
  const terms = ['', '', 'engineer', 'java', 'data', 'pune', 'austin', 'analyst', 'lead', 'a', 'ja', 'sre', 'devops'];
  const countries = ['', '', 'US', 'IN'];
  const types = ['', 'permanent', 'contractual'];
  const modes = ['', '', 'Remote', 'Hybrid', 'Onsite'];
  const sorts = ['', '', 'sort=PSTN_LCTN&dir=asc', 'dir=asc'];
  const queries = new Set<string>();
  // A fixed linear congruential sequence: the same searches every run, in the same order.
  let state = 20_261_127;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  while (queries.size < count) {
    const params = new URLSearchParams();
    for (const [name, value] of [
      ['q', pick(terms)],
      ['country', pick(countries)],
      ['type', pick(types)],
      ['mode', pick(modes)],
    ] as const)
      if (value) params.set(name, value);
    // Most visitors stay on the first pages; some go deep.
    params.set('page', String(random() < 0.8 ? 1 + Math.floor(random() * 5) : 1 + Math.floor(random() * 200)));
    const sort = pick(sorts);
    queries.add(`${params.toString()}${sort ? `&${sort}` : ''}`);
  }
  return [...queries];
}

/** Searches around the seed's cities (written as people write them) within each radius, with other filters. */
function distanceQueries(count: number): string[] {
  const places = [
    'Austin, TX',
    'dallas tx',
    'New York, NY',
    'Jersey City',
    'Charlotte, NC',
    'Pune',
    'Bangalore',
    'Mumbai, MH',
    'Noida',
    'Gurgaon',
  ];
  const queries: string[] = [];
  for (let n = 0; queries.length < count; n += 1) {
    const params = new URLSearchParams({ near: places[n % places.length]!, km: String([25, 50, 100][n % 3]) });
    if (n % 4 === 1) params.set('q', ['engineer', 'data', 'java'][n % 3]!);
    if (n % 5 === 2) params.set('mode', ['Remote', 'Hybrid', 'Onsite'][n % 3]!);
    params.set('page', String(1 + (n % 7)));
    queries.push(params.toString());
  }
  return queries;
}

async function timedLoad(api: string, queries: readonly string[], clients: number): Promise<LoadFigures> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queries.length) {
        const query = queries[next++]!;
        const sent = performance.now();
        const response = await fetch(`${api}/get/requirement/search?${query}`);
        if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
        await response.arrayBuffer();
        times.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: times.length,
    p50Ms: round(median(times), 1),
    p95Ms: round(percentile(times, 95), 1),
    maxMs: round(Math.max(...times), 1),
    perSecond: Math.round(times.length / seconds),
  };
}

async function servedBytes(api: string, query: string): Promise<{ raw: number; brotli: number }> {
  const raw = await (await fetch(`${api}/get/requirement/search?${query}`)).arrayBuffer();
  // Node's fetch decodes what it receives; the body the API sends is the brotli of the same bytes at the
  // compress plugin's quality, measured here the same way.
  const brotli = zlib.brotliCompressSync(Buffer.from(raw), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  return { raw: raw.byteLength, brotli: brotli.byteLength };
}

/** The load of `queries` while `change` changes an opening every CHANGE_EVERY_MS, from the start to the end. */
async function loadWhileChanging(
  api: string,
  queries: readonly string[],
  clients: number,
  change: (n: number) => Promise<void>,
): Promise<ApiFigures['changing']> {
  let changes = 0;
  let loading = true;
  const changing = (async () => {
    while (loading) {
      await change(changes);
      changes += 1;
      await new Promise((resolve) => setTimeout(resolve, CHANGE_EVERY_MS));
    }
  })();
  const figures = await timedLoad(api, queries, clients);
  loading = false;
  await changing;
  return { ...figures, changes };
}

async function measureApi(api: string, clients: number, change: (n: number) => Promise<void>): Promise<ApiFigures> {
  const page = await servedBytes(api, '');
  const search = await servedBytes(api, 'q=engineer');
  // The first of a longer list are the same searches: the rest are others, for the load across changes.
  const allQueries = mixedQueries(2 * UNCACHED_REQUESTS);
  const queries = allQueries.slice(0, UNCACHED_REQUESTS);
  const uncached = await timedLoad(api, queries, clients);
  const cached = await timedLoad(api, queries, clients);
  const awkward = [
    `q=${'a'.repeat(100)}`,
    'q=%25',
    'q=_',
    'q=e',
    'q=%22%3B%20DROP%20TABLE%20openings%3B--',
    'page=999999999&size=50',
    'sort=PSTN_LCTN&dir=asc&page=2000',
    'q=enginer',
  ];
  let awkwardMaxMs = 0;
  for (const query of awkward) {
    const sent = performance.now();
    const response = await fetch(`${api}/get/requirement/search?${query}`);
    await response.arrayBuffer();
    awkwardMaxMs = Math.max(awkwardMaxMs, performance.now() - sent);
  }
  const distance = await timedLoad(api, distanceQueries(1000), clients);
  const distanceTotals: Record<string, number> = {};
  for (const query of distanceQueries(30)) {
    const answer = (await (await fetch(`${api}/get/requirement/search?${query}`)).json()) as { total: number };
    distanceTotals[query] = answer.total;
  }
  // Last: the changes make the data differ from the other engine's, and each new version's parts are read anew.
  const changing = await loadWhileChanging(api, allQueries.slice(UNCACHED_REQUESTS), clients, change);
  return {
    clients,
    changing,
    distance,
    distanceTotals,
    pageRawBytes: page.raw,
    pageBrotliBytes: page.brotli,
    searchRawBytes: search.raw,
    searchBrotliBytes: search.brotli,
    uncached,
    cached,
    awkwardMaxMs: round(awkwardMaxMs, 1)!,
  };
}

/**
 * Runs in the page before its scripts: notes when the first row of the openings table is on screen. Plain script
 * text, so nothing of the bench's own transpiling goes into the page.
 */
const WATCH_FIRST_ROW = `(() => {
  const check = () => {
    const row = document.querySelector('[data-section-type="OPENINGS-SECTION"] tbody tr');
    if (row && row.getBoundingClientRect().height > 0) window.__firstRowAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Runs in the page: types a word key by key, timing each key's own work (input event to the next frame), then
 * waits for the table to change after the typing pause and times that from the pause's end.
 */
async function typeWord(args: { word: string; gapMs: number; pauseMs: number; limitMs: number }) {
  const input = document.querySelector<HTMLInputElement>(
    '[data-section-type="OPENINGS-SECTION"] input[type="search"]',
  )!;
  const table = () => document.querySelector('[data-section-type="OPENINGS-SECTION"] tbody');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const rowsBefore = table()?.textContent ?? '';
  const keys: number[] = [];
  input.focus();
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, args.pauseMs * 2));
  const before = table()?.textContent ?? rowsBefore;
  let lastKeyAt = 0;
  for (let length = 1; length <= args.word.length; length += 1) {
    const start = performance.now();
    setValue.call(input, args.word.slice(0, length));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    lastKeyAt = start;
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    keys.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, args.gapMs));
  }
  const pauseEnds = lastKeyAt + args.pauseMs;
  const changed = await new Promise<number | null>((resolve) => {
    const give = setTimeout(() => resolve(null), args.limitMs);
    const check = () => {
      const now = table()?.textContent ?? '';
      if (now !== before && document.querySelector('[aria-busy="false"]')) {
        clearTimeout(give);
        resolve(performance.now() - pauseEnds);
        return;
      }
      requestAnimationFrame(check);
    };
    check();
  });
  return { keys, changed };
}

async function measureBrowser(browser: Browser, site: string): Promise<BrowserFigures> {
  const context = await newBenchContext(browser);
  try {
    const page: Page = await context.newPage();
    // A phone's processor: Lighthouse's mobile preset slows the CPU four times.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({ content: WATCH_FIRST_ROW });
    await page.goto(`${site}${OPENINGS_PATH}`, { waitUntil: 'load', timeout: 60_000 });
    const firstRow = await page.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt);
    const keys: number[] = [];
    const results: number[] = [];
    for (const word of WORDS) {
      const typed = await page.evaluate(typeWord, { word, gapMs: KEY_GAP_MS, pauseMs: TYPING_PAUSE_MS, limitMs: 5000 });
      keys.push(...typed.keys);
      if (typed.changed !== null) results.push(typed.changed);
    }
    return {
      firstRowMs: round(Number(await firstRow.jsonValue()))!,
      keystrokeMedianMs: round(median(keys), 1),
      keystrokeP95Ms: round(percentile(keys, 95), 1),
      newResultsMedianMs: round(median(results)),
      newResultsMaxMs: results.length ? round(Math.max(...results)) : null,
    };
  } finally {
    await context.close();
  }
}

async function measure(engine: Engine, openings: number, browser: Browser | undefined): Promise<ScaleRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-scale-'));
  let postgres: ThrowawayPostgres | undefined;
  let api: ChildProcess | undefined;
  let servers: FastifyInstance[] = [];
  try {
    if (engine === 'postgres') postgres = await startThrowawayPostgres();
    const seeded = performance.now();
    const { db } = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      await seedScaleOpenings(db, openings);
    } finally {
      await db.destroy();
    }
    const seedSeconds = round((performance.now() - seeded) / 1000, 1)!;
    api = await startApiProcess(PORTS.api, {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      API_DATA_DIR: dataDir,
      API_RATE_LIMIT_MAX: '0',
      API_LOG: '0',
      API_CORS_ORIGINS: Object.values(PORTS).map(origin).join(','),
    });
    const apiOrigin = origin(PORTS.api);
    console.log(`  seeded in ${seedSeconds} s; the API under load ...`);
    // The changes go in as the staffing data's writes do (the repository, which also places new locations).
    const writer = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    const apiFigures = await measureApi(apiOrigin, CLIENTS[engine], async (n) => {
      const [changed] = generateOpenings(1, SCALE_FIRST_REQ_ID + ((n * 7919) % openings), 500 + n, 'changed', 'drawn');
      if (changed) await recordRepositories(writer.db).openingRecords.upsertOpenings([changed]);
    }).finally(() => writer.db.destroy());
    console.log('  the site server: start, memory, job pages, sitemap ...');
    const siteServers = [
      await measureSiteServer(PORTS, openings, true),
      await measureSiteServer(PORTS, openings, false),
    ];
    console.log('  the site server rendering pages from releases, across deploy switches ...');
    const serverRender = await measureServerRender(PORTS);
    servers = await serveApps(PORTS);
    const site = origin(PORTS.shell);
    console.log('  the openings page on a phone ...');
    const browserFigures = browser ? await measureBrowser(browser, site) : null;
    return { engine, openings, seedSeconds, api: apiFigures, browser: browserFigures, siteServers, serverRender };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    api?.kill();
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? 'n/a' : `${value}${unit}`;

function markdown(rows: readonly ScaleRow[], machine: ReturnType<typeof machineInfo>): string {
  const lines = [
    `# Openings at scale, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Machine: ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, commit ${machine.gitCommit}.`,
    `Load: ${UNCACHED_REQUESTS} distinct mixed searches by the row's clients at once on loopback, then the same again`,
    '(answered from the instance cache), then as many other distinct searches while an opening changes every',
    `${CHANGE_EVERY_MS / 1000} s ("changing"). Browser: phone viewport, CPU slowed 4×, words typed 120 ms a key;`,
    `"new results" counts from the end of the ${TYPING_PAUSE_MS} ms typing pause to the table showing them.`,
    '',
    '| engine | openings | page of 20 raw / br | "engineer" raw / br | clients | uncached p50 / p95 / max | uncached per s | cached p50 / p95 | per s | changing p50 / p95 / max (changes) | awkward max | first row | key work p50 / p95 | new results p50 / max | seed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const { api, browser } = row;
    lines.push(
      `| ${row.engine} | ${row.openings.toLocaleString('en-US')} | ${api.pageRawBytes} / ${api.pageBrotliBytes} B | ${api.searchRawBytes} / ${api.searchBrotliBytes} B | ${api.clients} | ${cell(api.uncached.p50Ms)} / ${cell(api.uncached.p95Ms)} / ${cell(api.uncached.maxMs)} ms | ${api.uncached.perSecond} | ${cell(api.cached.p50Ms)} / ${cell(api.cached.p95Ms)} ms | ${api.cached.perSecond} | ${cell(api.changing.p50Ms)} / ${cell(api.changing.p95Ms)} / ${cell(api.changing.maxMs)} ms (${api.changing.changes}) | ${api.awkwardMaxMs} ms | ${cell(browser?.firstRowMs, ' ms')} | ${cell(browser?.keystrokeMedianMs)} / ${cell(browser?.keystrokeP95Ms)} ms | ${cell(browser?.newResultsMedianMs)} / ${cell(browser?.newResultsMaxMs)} ms | ${row.seedSeconds} s |`,
    );
  }
  lines.push(
    '',
    "Distance searches (decision 084): 1,000 distinct searches within 25, 50 or 100 km of the seed's cities (as people",
    'write them), some with words or a work mode, pages 1 to 7, uncached, by the same clients at once; then whether a',
    'fixed set of 30 finds the same counts on every engine measured at that size.',
    '',
    '| engine | openings | clients | p50 / p95 / max | per s | same counts on both engines |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  );
  for (const row of rows) {
    const others = rows.filter((other) => other.openings === row.openings && other.engine !== row.engine);
    const same =
      others.length === 0
        ? 'n/a (one engine)'
        : others.every((other) => JSON.stringify(other.api.distanceTotals) === JSON.stringify(row.api.distanceTotals))
          ? 'yes'
          : 'NO';
    const { distance } = row.api;
    lines.push(
      `| ${row.engine} | ${row.openings.toLocaleString('en-US')} | ${row.api.clients} | ${cell(distance.p50Ms)} / ${cell(distance.p95Ms)} / ${cell(distance.maxMs)} ms | ${distance.perSecond} | ${same} |`,
    );
  }
  lines.push(
    '',
    'The site server in a process of its own: an instance that renders its pages on the server (its render workers',
    "counted), and one with SERVER_RENDER=0 (the app with a job's own head). Job pages are ones never asked for.",
    '',
    '| engine | openings | instance | ready (pages + every job in the sitemap) | start done | memory once started / peak | job page first response p50 / p95 / max | sitemap files | sitemap made / kept |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const { engine, openings, siteServers } of rows)
    for (const server of siteServers) {
      const job = server.jobFirstResponse;
      lines.push(
        `| ${engine} | ${openings.toLocaleString('en-US')} | ${server.renders ? 'renders' : 'does not render'} | ${server.readyMs} ms | ${server.startedMs} ms | ${server.rssMb} / ${server.peakRssMb} MB | ${cell(job.p50Ms)} / ${cell(job.p95Ms)} / ${cell(job.maxMs)} ms (${job.pages} jobs) | ${server.sitemapFiles} | ${server.sitemapMadeMs} / ${server.sitemapKeptMs} ms |`,
      );
    }
  lines.push(
    '',
    "The job boards' feeds (decision 080) from the instance that does not render: made from the API's pages of open",
    'openings while streamed (first byte, whole, the memory the server grew by meanwhile), then served from its file.',
    "The first feed a fresh server makes grows its heap to its working size (the collector's, not memory kept: the",
    'second feed made grows it by nothing), so the second row of each size is the steady figure.',
    '',
    '| engine | openings | feed | jobs | size | first byte | made | from its file | memory growth |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const { engine, openings, siteServers } of rows)
    for (const feed of siteServers.find((server) => !server.renders)?.feeds ?? [])
      lines.push(
        `| ${engine} | ${openings.toLocaleString('en-US')} | ${feed.name} | ${feed.jobs.toLocaleString('en-US')} | ${feed.mb} MB | ${feed.firstByteMs} ms | ${feed.madeMs} ms | ${feed.keptMs} ms | ${feed.rssGrowthMb} MB |`,
      );
  lines.push(
    '',
    `Server rendering (issue 54): an instance following a release store with SERVER_RENDER on, mixed routes (200 job`,
    'pages spread over the ids, the openings page with queries, content pages) by 50 clients at once: 500 requests',
    'after each of 20 content deploys (each drops the pages kept), then 2,000 with no deploy (steady), then 50 job',
    'pages never asked for, one at a time (uncached). Memory is the process with its render workers (threads).',
    'Times on loopback are as the clients saw them, on the same 2 cores as the server; server times are what the',
    "server's Server-Timing header says of the switches' and steady requests (from the request read to the page",
    'ready, the wait for a render worker included), for pages rendered for the request and pages kept.',
    '',
    '| engine | openings | requests | not rendered | across switches p50 / p95 / max | steady p50 / p95 | server: rendered p50 / p95 (requests) | server: kept p50 / p95 (requests) | server: all p50 / p95 | uncached job p50 / p95 | first after a switch p50 / max | memory after switch 1 / 10 / 20 / peak |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const { engine, openings, serverRender: render } of rows) {
    const { rendered, kept, all } = render.server;
    lines.push(
      `| ${engine} | ${openings.toLocaleString('en-US')} | ${render.renders} | ${render.notRendered} | ${cell(render.p50Ms)} / ${cell(render.p95Ms)} / ${cell(render.maxMs)} ms | ${cell(render.steady.p50Ms)} / ${cell(render.steady.p95Ms)} ms | ${cell(rendered.p50Ms)} / ${cell(rendered.p95Ms)} ms (${rendered.requests}) | ${cell(kept.p50Ms)} / ${cell(kept.p95Ms)} ms (${kept.requests}) | ${cell(all.p50Ms)} / ${cell(all.p95Ms)} ms | ${cell(render.uncachedJob.p50Ms)} / ${cell(render.uncachedJob.p95Ms)} ms | ${cell(render.firstAfterSwitchP50Ms)} / ${cell(render.firstAfterSwitchMaxMs)} ms | ${render.rssMb.afterSwitch1} / ${render.rssMb.afterSwitch10} / ${render.rssMb.afterSwitch20} / ${render.rssMb.peak} MB |`,
    );
  }
  lines.push(
    '',
    'Targets (issue 54): renders p50 ≤ 15 ms and p95 ≤ 50 ms at 100,000 openings; ≤ 300 MB after 10,000 renders',
    'across 20 switches, not growing from switch 10 to 20.',
    '',
    'Targets (issue 43): a page of 20 ≤ 8 kB raw and ≤ 2.5 kB brotli; at 100,000, SQLite p95 ≤ 30 ms, PostgreSQL',
    'p50 ≤ 10 ms and p95 ≤ 50 ms, ≥ 200 uncached searches/s; any input ≤ 100 ms; key work ≤ 16 ms; new results',
    "≤ 300 ms after the pause; a job page's first response with its title and JobPosting ≤ 200 ms; the site server",
    'started in ≤ 10 s with ≤ 300 MB.',
    '',
    "Targets (issue 56): a feed's first byte ≤ 200 ms at 100,000, memory growth ≤ 50 MB while it streams; searches at",
    '100,000 uncached p95 ≤ 30 ms with 10 clients on SQLite, ≤ 50 ms with 50 on PostgreSQL; distance searches at',
    '100,000 p95 ≤ 30 ms, the same results on both engines.',
    '',
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const sizes = argList('sizes', ['1000', '10000', '100000']).map(Number);
  const engines = argList('engines', ['sqlite', 'postgres']) as Engine[];
  const browser = process.argv.includes('--no-browser') ? undefined : await launchBrowser();
  const rows: ScaleRow[] = [];
  try {
    for (const engine of engines)
      for (const openings of sizes) {
        console.log(`${engine}, ${openings.toLocaleString('en-US')} openings ...`);
        const row = await measure(engine, openings, browser);
        console.log(JSON.stringify(row));
        rows.push(row);
      }
  } finally {
    await browser?.close();
  }
  const machine = machineInfo();
  const report = markdown(rows, machine);
  console.log(`\n${report}`);
  const day = new Date().toISOString().slice(0, 10);
  const results = path.join(__dirname, 'results');
  fs.writeFileSync(path.join(results, `openings-scale-${day}.md`), report);
  fs.writeFileSync(path.join(results, `openings-scale-${day}.json`), `${JSON.stringify({ machine, rows }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
