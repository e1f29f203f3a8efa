import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { SectionLeftToBrowser } from './leftToBrowser';

/**
 * React's HTML of `app` once every part of it is ready, in one piece: nothing is sent before, so no part needs
 * React's inline scripts to be put in place later, which the site's CSP would block (decision 071). Rejects on any
 * error, and when the app is not ready within `deadlineMs`: the page is then served the way it was before.
 */
export function renderHtml(app: ReactNode, deadlineMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(app, {
      // Without this React moves a large finished part of the page out into a script (`$RC`) even when all is ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: fail,
      // A part that failed would be drawn again in the browser: not a page to serve as rendered (yet). A section
      // left to the browser on purpose is: React writes its fallback, and the browser renders it.
      onError: (error) => {
        if (!(error instanceof SectionLeftToBrowser)) fail(error);
      },
      onAllReady() {
        clearTimeout(timer);
        if (!failed) stream.pipe(sink);
      },
    });
    const timer = setTimeout(() => {
      fail(new Error(`not ready within ${deadlineMs} ms`));
      stream.abort();
    }, deadlineMs);
  });
}
