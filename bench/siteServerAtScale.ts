// The site's server at scale (decision 057): its start, its memory, a job page's first response and the sitemap,
// measured in a process of its own (bench/siteServerProcess.ts) against an API that already holds the openings.
// Used by bench/openingsAtScale.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { SITEMAP_URLS_MAX } from '../site-server/src/jobs/sitemap';
import type { SitePorts } from '../site-server/src/site/deployConfig';
import { origin } from './config';
import { median, percentile, round } from './stats';
import { siteProcessEnv } from '../site-server/src/site/processEnv';

export interface SiteServerFigures {
  /** Whether this instance rendered its pages on the server (SERVER_RENDER), or served the app with a job's head. */
  renders: boolean;
  /** From the call to serve until the pages answer and the sitemap lists every open job. */
  readyMs: number;
  /** Until the start's work is done: the servers listening, the render workers loading. */
  startedMs: number;
  /** The server process's resident memory once started (its render workers are threads of it), and its peak. */
  rssMb: number;
  peakRssMb: number;
  /** Server time of the first response of job pages never asked for, each with its title and JobPosting. */
  jobFirstResponse: { pages: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null };
  /** The index and every jobs file, made (first read after start) and made again on no change (kept). */
  sitemapFiles: number;
  sitemapMadeMs: number;
  sitemapKeptMs: number;
  /** Each job board's feed (decision 080), in the order made: made from the API's pages, then read from its file. */
  feeds: FeedFigures[];
}

export interface FeedFigures {
  name: string;
  jobs: number;
  mb: number;
  /** Until the first bytes of the body, while it is made. */
  firstByteMs: number;
  madeMs: number;
  keptMs: number;
  /** The server's resident memory at its highest while the feed was made, above what it was before. */
  rssGrowthMb: number;
}

const JOB_PAGES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident memory now and at its peak, in MB, from Linux's /proc. */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: round(kb('VmRSS') / 1024, 0)!, peakRssMb: round(kb('VmHWM') / 1024, 0)! };
}

async function timed(url: string): Promise<{ ms: number; body: string; status: number }> {
  const sent = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - sent, body, status: response.status };
}

/** Reads a feed whole, counting its jobs, and samples the server's memory while it is made. */
async function readFeed(url: string, pid: number) {
  const before = memoryOf(pid).rssMb;
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rssMb)), 50);
  try {
    const sent = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
    let firstByteMs = -1;
    let bytes = 0;
    let jobs = 0;
    let tail = '';
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (firstByteMs < 0) firstByteMs = performance.now() - sent;
      bytes += read.value.length;
      // The few characters kept from the last chunk complete a tag cut between two, and cannot hold a whole one.
      const text = tail + decoder.decode(read.value, { stream: true });
      jobs += text.split('<job>').length - 1;
      tail = text.slice(-4);
    }
    return { firstByteMs, wholeMs: performance.now() - sent, bytes, jobs, rssGrowthMb: highest - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Serves the site and measures it; the server is stopped before it returns. */
export async function measureSiteServer(
  ports: SitePorts,
  openings: number,
  renders: boolean,
): Promise<SiteServerFigures> {
  const api = origin(ports.api);
  const site = origin(ports.shell);
  const jobFiles = Math.ceil(openings / SITEMAP_URLS_MAX);
  const started = performance.now();
  // Node itself, with tsx's loader: the process measured is the server's, not a launcher's.
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'siteServerProcess.ts')], {
    env: { ...siteProcessEnv(), BENCH_SITE_PORTS: JSON.stringify(ports), BENCH_SERVER_RENDER: renders ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const startDone = new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('started')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the site server stopped (${code})`)));
  });
  let readyMs = -1;
  for (let tries = 0; readyMs < 0 && tries < 1200; tries += 1) {
    const index = await fetch(`${site}/sitemap.xml`).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    if (index.includes(`jobs-${jobFiles}.xml`)) readyMs = performance.now() - started;
    else await sleep(50);
  }
  try {
    await startDone;
    const startedMs = performance.now() - started;
    const memory = memoryOf(server.pid ?? 0);

    const sitemapUrls = [
      `${site}/sitemap.xml`,
      ...Array.from({ length: jobFiles }, (_, i) => `${site}/sitemaps/jobs-${i + 1}.xml`),
    ];
    const sitemapRound = async () => {
      const sent = performance.now();
      for (const url of sitemapUrls) await (await fetch(url)).text();
      return performance.now() - sent;
    };
    const sitemapMadeMs = await sitemapRound();
    const sitemapKeptMs = await sitemapRound();

    const feeds: FeedFigures[] = [];
    for (const name of ['indeed', 'linkedin']) {
      const made = await readFeed(`${site}/feeds/${name}.xml`, server.pid ?? 0);
      const kept = await readFeed(`${site}/feeds/${name}.xml`, server.pid ?? 0);
      feeds.push({
        name,
        jobs: made.jobs,
        mb: round(made.bytes / 1024 / 1024, 1)!,
        firstByteMs: round(made.firstByteMs, 0)!,
        madeMs: round(made.wholeMs, 0)!,
        keptMs: round(kept.wholeMs, 0)!,
        rssGrowthMb: round(made.rssGrowthMb, 0)!,
      });
    }

    // Jobs spread over the id range, none asked for before: each answer is made on request.
    const search = (await (await fetch(`${api}/get/requirement/search?size=1`)).json()) as OpeningsSearchAnswer;
    const times: number[] = [];
    for (let index = 0; index < JOB_PAGES; index += 1) {
      const page = Math.max(1, Math.floor((search.total / JOB_PAGES) * index));
      const [job] = (
        (await (await fetch(`${api}/get/requirement/search?size=1&page=${page}`)).json()) as OpeningsSearchAnswer
      ).items;
      const answer = await timed(`${site}/current-openings/job-description?jobId=${job?.REQ_ID}`);
      const ownHead = answer.body.includes('"@type":"JobPosting"') && answer.body.includes(`<title>${job?.PSTN_TITLE}`);
      // Rendered (the whole job in the markup) or, without the server render, the app with the job's own head.
      if (answer.status !== 200 || !ownHead || answer.body.includes('data-prerendered') !== renders)
        throw new Error(
          `job ${job?.REQ_ID}: not a ${renders ? 'rendered page' : 'first response'} with its own title and JobPosting`,
        );
      times.push(answer.ms);
    }
    return {
      renders,
      readyMs: round(readyMs, 0)!,
      startedMs: round(startedMs, 0)!,
      ...memory,
      jobFirstResponse: {
        pages: times.length,
        p50Ms: round(median(times), 1),
        p95Ms: round(percentile(times, 95), 1),
        maxMs: round(Math.max(...times), 1),
      },
      sitemapFiles: sitemapUrls.length,
      sitemapMadeMs: round(sitemapMadeMs, 0)!,
      sitemapKeptMs: round(sitemapKeptMs, 0)!,
      feeds,
    };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}
