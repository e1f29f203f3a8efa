// Order matters: pdf.js's own worker module starts serving the thread it is loaded in unless it finds no postMessage
// there; with it hidden while the module loads, it only registers itself, and pdf.js then parses in this thread.
import './hidePostMessage';
import 'pdfjs-dist/build/pdf.worker.mjs';
import './restorePostMessage';
import { getDocument } from 'pdfjs-dist';
import { serveResumeReads, type ResumeText } from './serveResumeReads';

/** A resume says who it is about on its first pages; a long document is not read further. */
const PAGES_MAX = 5;

/** The text of a PDF's first pages, a line for each line pdf.js marks as ended. */
async function pdfText(bytes: ArrayBuffer): Promise<ResumeText> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    // Text only: no font files, character maps or image decoders are fetched, nothing leaves the device.
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    // The standard fonts' data is not fetched either: their text reads without it, so pdf.js's warning is noise.
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages = Math.min(document.numPages, PAGES_MAX);
    let text = '';
    for (let number = 1; number <= pages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return { text, pages };
  } catch (error) {
    return { problem: error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  } finally {
    void task.destroy();
  }
}

serveResumeReads(pdfText);
