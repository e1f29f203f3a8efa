// `npm run bench:resume`: how long the careers remote's built resume reader takes (issue 55's target: a 2-page PDF
// parsed in at most 300 ms on the phone preset, off the main thread), what it costs to load, and what the three
// forms' pages load before a file is chosen (target: no byte of it). Needs the production build (npm run build).
// Prints figures; asserts nothing.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium';
import { createStaticServer } from '../site-server/src/http/staticServer';
import { distOf } from '../site-server/src/site/site';
import { resumeCorpus } from '../e2e/support/resumeCorpus';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { newBenchContext, waitForQuietNetwork } from './browser';
import { origin as originOf, sitePorts } from './config';
import { ServerPool, startSite } from './servers';

const RUNS = 7;
/** Lighthouse's mobile preset slows the CPU four times. */
const PHONE_CPU_SLOWDOWN = 4;

/** A two-page resume printed by Chromium, with the fonts embedded as a word processor's export has them. */
async function printedResume(browser: import('@playwright/test').Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const section = (heading: string, lines: number) =>
    `<h2>${heading}</h2>` +
    Array.from(
      { length: lines },
      (_unused, n) =>
        `<p>Delivered project ${n + 1} for a client in 2021: cut costs by ${n + 10}% and led a team of ${n + 3}.</p>`,
    ).join('');
  await page.setContent(
    `<html><body style="font-family: 'Liberation Serif', serif"><h1>Asha Patel</h1><p>Senior Data Engineer</p>` +
      '<p>asha.patel@example.com | +91 98765 43210 | linkedin.com/in/asha-patel</p>' +
      `<p>Data engineer with 7 years of experience.</p>${section('Experience', 30)}${section('Projects', 20)}</body></html>`,
  );
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

/** The pages with a form that takes a resume: general application, job application, internship application. */
const FORM_PAGES = [
  '/current-openings/job-openings',
  '/current-openings/job-description?jobId=24064',
  '/internships/data-science',
];
/** Words only the offer and its reader hold: a first-load script containing one carries autofill code. */
const AUTOFILL_MARKERS = ['Fill in from your resume', 'pdfjs', 'mammoth'];

/**
 * What each form page loads before a file is chosen: its scripts, and which of them carry the offer or a reader
 * (none should); and the gzip size of the one piece every form carries, the slot that waits for a file.
 */
async function firstLoads(browser: import('@playwright/test').Browser): Promise<void> {
  const pool = new ServerPool();
  try {
    await startSite(pool);
    for (const pagePath of FORM_PAGES) {
      const context = await newBenchContext(browser);
      const page = await context.newPage();
      const scripts: string[] = [];
      let inFlight = 0;
      let lastActivity = Date.now();
      page.on('request', (request) => {
        inFlight += 1;
        lastActivity = Date.now();
        if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
      });
      const settled = () => {
        inFlight -= 1;
        lastActivity = Date.now();
      };
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await page.goto(originOf(sitePorts.shell) + pagePath, { waitUntil: 'load' });
      await waitForQuietNetwork(
        () => inFlight,
        () => lastActivity,
      );
      const carrying: string[] = [];
      for (const url of scripts) {
        const text = await (await fetch(url)).text();
        if (AUTOFILL_MARKERS.some((marker) => text.includes(marker))) carrying.push(new URL(url).pathname);
      }
      console.log(
        `first load of ${pagePath}: ${scripts.length} scripts, ${carrying.length} with autofill code` +
          (carrying.length > 0 ? ` (${carrying.join(', ')})` : ''),
      );
      await context.close();
    }
  } finally {
    await pool.stopAll();
  }
  const slot = await transform(fs.readFileSync('shared/src/forms/ResumeAutofillSlot.tsx', 'utf8'), {
    loader: 'tsx',
    jsx: 'automatic',
    minify: true,
  });
  console.log(
    `The slot each form carries (shared/src/forms/ResumeAutofillSlot.tsx, minified): ${slot.code.length} B, ` +
      `${gzipSync(slot.code).length} B gzip on its own; the offer, the readers and the workers load only once a file is chosen.`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const dist = distOf('careers');
  const workerFile = (kind: string) =>
    fs.readdirSync(dist).find((name) => new RegExp(`^resume-${kind}-worker\\.[0-9a-f]{8}\\.js$`).test(name));
  const files = { pdf: workerFile('pdf'), docx: workerFile('docx') };
  if (!files.pdf || !files.docx)
    throw new Error('No resume worker chunks in remote-careers/dist: run npm run build first.');
  const corpus = await resumeCorpus();
  const server = await createStaticServer({ root: dist, port: 0 });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const samples = {
      pdf: { name: 'printed two-page resume', buffer: await printedResume(browser) },
      docx: corpus.find((resume) => resume.name.endsWith('.docx'))!,
    };
    for (const kind of ['pdf', 'docx'] as const) {
      const size = fs.statSync(`${dist}/${files[kind]}`).size;
      const brotli = fs.existsSync(`${dist}/${files[kind]}.br`) ? fs.statSync(`${dist}/${files[kind]}.br`).size : NaN;
      {
        const page = await browser.newPage();
        await page.goto(`${origin}/mf-manifest.json`);
        const runs = await page.evaluate(
          async ({ url, base64, runs }) => {
            const results: Array<{ total: number; parse: number; pages: number | undefined }> = [];
            for (let run = 0; run < runs; run += 1) {
              const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer;
              const started = performance.now();
              const answer = await new Promise<{ ms: number; pages?: number }>((resolve) => {
                const worker = new Worker(url);
                worker.onmessage = (event) => {
                  worker.terminate();
                  resolve(event.data as { ms: number; pages?: number });
                };
                worker.onerror = (event) => {
                  worker.terminate();
                  resolve({ ms: Number.NaN, pages: undefined, error: event.message } as { ms: number; pages?: number });
                };
                worker.postMessage({ bytes }, [bytes]);
              });
              results.push({ total: performance.now() - started, parse: answer.ms, pages: answer.pages });
            }
            return results;
          },
          { url: `${origin}/${files[kind]}`, base64: samples[kind].buffer.toString('base64'), runs: RUNS },
        );
        // The first run fetches and compiles the script; the others find it in the cache.
        const warm = runs.slice(1);
        const parse = median(warm.map((run) => run.parse));
        const total = median(warm.map((run) => run.total));
        console.log(
          `${kind} (${samples[kind].name}, ${(samples[kind].buffer.length / 1024).toFixed(0)} kB${runs[0]?.pages ? `, ${runs[0].pages} pages` : ''}): ` +
            `parse in the worker p50 ${parse.toFixed(0)} ms (phone preset, ${PHONE_CPU_SLOWDOWN}x: ~${(parse * PHONE_CPU_SLOWDOWN).toFixed(0)} ms); ` +
            `from choice to answer first ${runs[0]!.total.toFixed(0)} ms, then p50 ${total.toFixed(0)} ms (phone ~${(total * PHONE_CPU_SLOWDOWN).toFixed(0)} ms); ` +
            `worker script ${(size / 1024).toFixed(0)} kB, ${(brotli / 1024).toFixed(0)} kB brotli, loaded only when a file is chosen`,
        );
        await page.close();
      }
    }
    await firstLoads(browser);
    console.log(
      `Phone figures are this machine's times ${PHONE_CPU_SLOWDOWN} times over: Chromium's CPU throttling (what Lighthouse's ` +
        'mobile preset uses) does not reach dedicated workers. Target: a 2-page PDF parsed in at most 300 ms on the phone preset.',
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
