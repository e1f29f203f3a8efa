import http from 'node:http';
import type { Browser, Request } from '@playwright/test';
import { countReactRenderers, reactRendererCount } from '../e2e/support/reactInstances';
import { newBenchContext, waitForQuietNetwork } from './browser';

export interface AppBytes {
  requests: number;
  /** Response bodies as transferred (brotli or gzip, as the server chose for Chromium). */
  jsBytes: number;
  cssBytes: number;
  /** The same files fetched again with only gzip accepted: the unit the targets are written in. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  otherBytes: number;
}

export interface PageBytes {
  url: string;
  requests: number;
  failedRequests: string[];
  /** Keyed by app (shell, content, careers, internship, api, ...), grouped by the origin each file came from. */
  byApp: Record<string, AppBytes>;
  total: AppBytes;
  /** React DOM renderers that registered on the page: more than 1 means React was loaded twice. */
  reactInstances: number | null;
}

type Kind = 'js' | 'css' | 'other';

const emptyBytes = (): AppBytes => ({
  requests: 0,
  jsBytes: 0,
  cssBytes: 0,
  jsGzipBytes: 0,
  cssGzipBytes: 0,
  otherBytes: 0,
});

function kindOf(request: Request): Kind {
  const pathname = new URL(request.url()).pathname;
  if (request.resourceType() === 'script' || pathname.endsWith('.js')) return 'js';
  if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

const gzipSizes = new Map<string, Promise<number>>();

/** Body size of the file when the server may only gzip it (bounded; 0 if it does not answer). */
function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = new Promise<number>((resolve) => {
      const request = http.get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: 15_000 }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', () => resolve(0));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(0));
    });
    gzipSizes.set(url, size);
  }
  return size;
}

/**
 * Loads a page once in a fresh browser context (empty cache) and adds up what came over the network until
 * it went quiet, per app. `appOf` names the app that serves an origin.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  appOf: (origin: string) => string,
): Promise<PageBytes> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    await countReactRenderers(page);
    const byApp: Record<string, AppBytes> = {};
    const failedRequests: string[] = [];
    const pending: Array<Promise<void>> = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    page.on('requestfailed', (request) => {
      inFlight--;
      lastActivity = Date.now();
      failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('requestfinished', (request) => {
      inFlight--;
      lastActivity = Date.now();
      pending.push(
        (async () => {
          const app = (byApp[appOf(new URL(request.url()).origin)] ??= emptyBytes());
          const { responseBodySize } = await request.sizes();
          const kind = kindOf(request);
          app.requests++;
          if (kind === 'other') {
            app.otherBytes += responseBodySize;
            return;
          }
          const gzip = await gzipSize(request.url());
          if (kind === 'js') {
            app.jsBytes += responseBodySize;
            app.jsGzipBytes += gzip;
          } else {
            app.cssBytes += responseBodySize;
            app.cssGzipBytes += gzip;
          }
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await waitForQuietNetwork(
      () => inFlight,
      () => lastActivity,
    );
    await Promise.all(pending);
    const total = emptyBytes();
    for (const app of Object.values(byApp)) {
      for (const key of Object.keys(total) as Array<keyof AppBytes>) total[key] += app[key];
    }
    const reactInstances = (await reactRendererCount(page).catch(() => null)) ?? null;
    return { url, requests: total.requests + failedRequests.length, failedRequests, byApp, total, reactInstances };
  } finally {
    await context.close();
  }
}
