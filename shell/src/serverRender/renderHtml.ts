import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { SectionLeftToBrowser } from './leftToBrowser';

/**
 * How long the sections of a page may take to render once their data is in (issue 54). A section still waiting
 * then is written as its fallback, and the browser renders it.
 */
export const SECTION_BUDGET_MS = 100;

/** React's HTML of a page, and the sections that failed on the server (the browser renders those). */
export interface PageHtml {
  html: string;
  /** Why each part left to the browser against its will failed: a throw, or past the section budget. */
  failures: string[];
}

class PastSectionBudget extends Error {
  constructor() {
    super(`a section was not ready within ${SECTION_BUDGET_MS} ms`);
  }
}

/**
 * React's HTML of `app` once every part of it is ready, in one piece: nothing is sent before, so no part needs
 * React's inline scripts to be put in place later, which the site's CSP would block (decision 071). A part that
 * throws, or is not ready within SECTION_BUDGET_MS, is written as its Suspense fallback for the browser to render
 * (its failure is told); only a page whose frame itself fails rejects (it is then served the way it was before).
 */
export function renderHtml(app: ReactNode): Promise<PageHtml> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const failures: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), failures }));
    let failed = false;
    const stream = renderToPipeableStream(app, {
      // Without this React moves a large finished part of the page out into a script (`$RC`) even when all is ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError(error) {
        failed = true;
        clearTimeout(budget);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // A section left to the browser on purpose is no failure; any other part that failed is told.
      onError(error) {
        if (!(error instanceof SectionLeftToBrowser))
          failures.push(error instanceof Error ? error.message : String(error));
      },
      onAllReady() {
        clearTimeout(budget);
        if (!failed) stream.pipe(sink);
      },
    });
    // The parts still pending are written as their fallbacks: React then completes the page at once.
    const budget = setTimeout(() => stream.abort(new PastSectionBudget()), SECTION_BUDGET_MS);
  });
}
