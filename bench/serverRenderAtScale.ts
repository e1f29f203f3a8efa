// Server rendering at scale (issue 54, docs/decisions/071-server-rendering-from-releases.md): the site's server in a
// process of its own, following an environment of a throwaway release store with SERVER_RENDER on, against an API
// that already holds the openings. It answers mixed routes to 50 clients at once across 20 deploy switches (10,000
// renders), while its memory (the process and its render workers, which are threads of it) is read after each.
// Used by bench/openingsAtScale.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { CAREERS_ROUTES, jobPageHref } from '@tekvana/contracts/careersRoutes';
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore, RELEASE_APPS } from '@tekvana/release-kit/store';
import type { SitePorts } from '../site-server/src/site/deployConfig';
import { siteProcessEnv } from '../site-server/src/site/processEnv';
import { distOf } from '../site-server/src/site/site';
import { origin } from './config';
import { memoryOf } from './siteServerAtScale';
import { median, percentile, round } from './stats';
import { copyBuild } from '../e2e/support/buildCopy';

export interface ServerRenderFigures {
  clients: number;
  switches: number;
  renders: number;
  /** Responses that were not rendered on the server (served as the plain app): should be none. */
  notRendered: number;
  /** Response time on loopback across the switches (each switch drops the pages kept), all routes together. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** The same load with no switch: the steady state of an instance (pages kept a minute). */
  steady: { requests: number; p50Ms: number | null; p95Ms: number | null };
  /**
   * The same requests (across the switches and steady) as the server timed them (its Server-Timing header: from the
   * request read to the page ready to send, waits for a render worker included): pages rendered for the request,
   * pages served from those kept, and both together.
   */
  server: {
    rendered: { requests: number; p50Ms: number | null; p95Ms: number | null };
    kept: { requests: number; p50Ms: number | null; p95Ms: number | null };
    all: { p50Ms: number | null; p95Ms: number | null };
  };
  /** Job pages never asked for before, one at a time: a render with its data fetches, nothing kept. */
  uncachedJob: { pages: number; p50Ms: number | null; p95Ms: number | null };
  /** The first request after the site saw each switch: it waits for the new set's pool. */
  firstAfterSwitchP50Ms: number | null;
  firstAfterSwitchMaxMs: number | null;
  /** Resident memory of the process and its workers after the renders of switch 1, 10 and 20. */
  rssMb: { afterSwitch1: number; afterSwitch10: number; afterSwitch20: number; peak: number };
}

const ENV = 'bench';
const SWITCHES = 20;
const RENDERS_PER_SWITCH = 500;
const CLIENTS = 50;
const JOB_PAGES = 200;
const STEADY_REQUESTS = 2_000;
const UNCACHED_JOBS = 50;
const CONTENT_ROUTES = ['/', '/overview/leadership', '/contact-us', '/apply', '/locations'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of the content build with one heading changed in every script (its server build too): a next release. */
function editedContent(work: string): string {
  const copy = path.join(work, 'content-edited');
  copyBuild(distOf('content'), copy);
  const manifestFile = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: object } };
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: '9.9.9' };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const file of fs.readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(copy, file), 'utf8');
    fs.writeFileSync(path.join(copy, file), text.split('Our Leadership').join('Our Leadership, renewed'));
  }
  return copy;
}

/** `count` job pages spread over the id range, then the openings page with a few queries. */
async function careersRoutes(api: string, count: number): Promise<string[]> {
  const { total } = (await (await fetch(`${api}/get/requirement/search?size=1`)).json()) as OpeningsSearchAnswer;
  const jobs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const page = Math.max(1, Math.floor((total / count) * index));
    const answer = (await (
      await fetch(`${api}/get/requirement/search?size=1&page=${page}`)
    ).json()) as OpeningsSearchAnswer;
    if (answer.items[0]) jobs.push(jobPageHref(answer.items[0].REQ_ID));
  }
  const openings = ['', '?q=engineer', '?type=contractual', '?q=java&page=2'].map(
    (query) => `${CAREERS_ROUTES.openings}${query}`,
  );
  return [...jobs, ...openings];
}

/** Serves the site from a throwaway store's releases and measures its renders; the server is stopped after. */
export async function measureServerRender(ports: SitePorts): Promise<ServerRenderFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-render-'));
  const store = new FolderReleaseStore(path.join(work, 'store'));
  const environments = new FolderEnvironments(store);
  const site = origin(ports.shell);
  const contents: string[] = [];
  for (const app of RELEASE_APPS) {
    const { id } = (await store.put(app, '1.0.0', distOf(app))).record;
    await environments.deploy(ENV, app, id);
    if (app === 'content') contents.push(id);
  }
  contents.push((await store.put('content', '9.9.9', editedContent(work))).record.id);

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'siteServerProcess.ts')], {
    env: {
      ...siteProcessEnv(),
      BENCH_SITE_PORTS: JSON.stringify(ports),
      BENCH_RELEASE_STORE: store.root,
      BENCH_SITE_ENV: ENV,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('started')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`the site server stopped (${code})`)));
    });
    const careers = await careersRoutes(origin(ports.api), JOB_PAGES + UNCACHED_JOBS);
    const routes = [...careers.slice(UNCACHED_JOBS), ...CONTENT_ROUTES];
    const times: number[] = [];
    const firsts: number[] = [];
    const rss: number[] = [];
    let notRendered = 0;
    let next = 0;
    const serverTimes = { render: [] as number[], kept: [] as number[] };
    const get = async (route: string, timed = false) => {
      const sent = performance.now();
      const response = await fetch(`${site}${route}`);
      const body = await response.text();
      const ms = performance.now() - sent;
      if (!body.includes('<div id="root" data-prerendered>')) notRendered += 1;
      const timing = /^(render|kept);dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (timed && timing) serverTimes[timing[1] as 'render' | 'kept'].push(Number(timing[2]));
      return ms;
    };
    /** `requests` of the mixed routes by CLIENTS at once: each one's time. */
    const load = async (requests: number) => {
      const taken: number[] = [];
      let left = requests;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (left > 0) {
            left -= 1;
            taken.push(await get(routes[(next += 1) % routes.length] as string, true));
          }
        }),
      );
      return taken;
    };
    for (let turn = 1; turn <= SWITCHES; turn += 1) {
      const content = contents[turn % 2] as string;
      await environments.deploy(ENV, 'content', content);
      for (let tries = 0; tries < 200; tries += 1) {
        const config = (await (await fetch(`${site}/deploy-config.json`)).json()) as {
          releases?: { live: Record<string, string> };
        };
        if (config.releases?.live.content === content) break;
        await sleep(25);
      }
      firsts.push(await get('/overview/leadership'));
      times.push(...(await load(RENDERS_PER_SWITCH)));
      rss.push(memoryOf(server.pid ?? 0).rssMb);
    }
    const steady = await load(STEADY_REQUESTS);
    const uncached: number[] = [];
    for (const job of careers.slice(0, UNCACHED_JOBS)) uncached.push(await get(job));
    return {
      clients: CLIENTS,
      switches: SWITCHES,
      renders: times.length + firsts.length + steady.length + uncached.length,
      notRendered,
      p50Ms: round(median(times), 1),
      p95Ms: round(percentile(times, 95), 1),
      maxMs: round(Math.max(...times), 1),
      steady: { requests: steady.length, p50Ms: round(median(steady), 1), p95Ms: round(percentile(steady, 95), 1) },
      server: {
        rendered: {
          requests: serverTimes.render.length,
          p50Ms: round(median(serverTimes.render), 1),
          p95Ms: round(percentile(serverTimes.render, 95), 1),
        },
        kept: {
          requests: serverTimes.kept.length,
          p50Ms: round(median(serverTimes.kept), 1),
          p95Ms: round(percentile(serverTimes.kept, 95), 1),
        },
        all: {
          p50Ms: round(median([...serverTimes.render, ...serverTimes.kept]), 1),
          p95Ms: round(percentile([...serverTimes.render, ...serverTimes.kept], 95), 1),
        },
      },
      uncachedJob: {
        pages: uncached.length,
        p50Ms: round(median(uncached), 1),
        p95Ms: round(percentile(uncached, 95), 1),
      },
      firstAfterSwitchP50Ms: round(median(firsts), 1),
      firstAfterSwitchMaxMs: round(Math.max(...firsts), 1),
      rssMb: {
        afterSwitch1: rss[0] ?? NaN,
        afterSwitch10: rss[9] ?? NaN,
        afterSwitch20: rss[19] ?? NaN,
        peak: memoryOf(server.pid ?? 0).peakRssMb,
      },
    };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(work, { recursive: true, force: true });
  }
}
