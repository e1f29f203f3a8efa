import mammoth from 'mammoth/mammoth.browser.min.js';
import { serveResumeReads, type ResumeText } from './serveResumeReads';

/** A DOCX file's text: each paragraph (table cells included) on its own line. */
async function docxText(bytes: ArrayBuffer): Promise<ResumeText> {
  const { value } = await mammoth.extractRawText({ arrayBuffer: bytes });
  return { text: value };
}

serveResumeReads(docxText);
