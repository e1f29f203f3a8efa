// The site's server at scale (decision 057): its start, its memory, a job page's first response and the sitemap,
// measured in this process against an API that already holds the openings. Used by bench/openingsAtScale.ts.
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { SITEMAP_URLS_MAX } from '../site-server/src/seo/sitemap';
import type { SitePorts } from '../site-server/src/serve/deployConfig';
import { serveApps } from '../site-server/src/serve/site';
import { origin } from './config';
import { median, percentile, round } from './stats';

export interface SiteServerFigures {
  /** From the call to serve until the pages answer and the sitemap lists every open job. */
  readyMs: number;
  /** Until the start's work is done: the content pages captured (Chromium), the jobs read. */
  startedMs: number;
  /** The JS heap the server holds once started (after a collection), and the process's resident memory. */
  heapMb: number;
  rssMb: number;
  /** Server time of the first response of job pages it has no copy of, each with its title and JobPosting. */
  jobFirstResponse: { pages: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null };
  /** The index and every jobs file, made (first read after start) and made again on no change (kept). */
  sitemapFiles: number;
  sitemapMadeMs: number;
  sitemapKeptMs: number;
}

const JOB_PAGES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A full collection, so the heap figure is what the server keeps, not what it left behind. */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

async function timed(url: string): Promise<{ ms: number; body: string; status: number }> {
  const sent = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - sent, body, status: response.status };
}

/** Serves the site (pre-rendering on, as deployed) and measures it; the servers are closed before it returns. */
export async function measureSiteServer(ports: SitePorts, openings: number): Promise<SiteServerFigures> {
  const api = origin(ports.api);
  const site = origin(ports.shell);
  const jobFiles = Math.ceil(openings / SITEMAP_URLS_MAX);
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  let servers: FastifyInstance[] = [];
  const serving = serveApps(ports, { prerender: true });
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
    servers = await serving;
    const startedMs = performance.now() - started;
    collect();
    const memory = process.memoryUsage();

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
      // The start captured no job: each of these is made on request, with the job's own head.
      if (answer.status !== 200 || !ownHead || answer.body.includes('data-prerendered'))
        throw new Error(`job ${job?.REQ_ID}: not a first response with its own title and JobPosting`);
      times.push(answer.ms);
    }
    return {
      readyMs: round(readyMs, 0)!,
      startedMs: round(startedMs, 0)!,
      heapMb: round((memory.heapUsed - heapBefore) / 1024 / 1024, 1)!,
      rssMb: round(memory.rss / 1024 / 1024, 0)!,
      jobFirstResponse: {
        pages: times.length,
        p50Ms: round(median(times), 1),
        p95Ms: round(percentile(times, 95), 1),
        maxMs: round(Math.max(...times), 1),
      },
      sitemapFiles: sitemapUrls.length,
      sitemapMadeMs: round(sitemapMadeMs, 0)!,
      sitemapKeptMs: round(sitemapKeptMs, 0)!,
    };
  } finally {
    servers = servers.length > 0 ? servers : await serving.catch(() => []);
    await Promise.all(servers.map((server) => server.close()));
  }
}
