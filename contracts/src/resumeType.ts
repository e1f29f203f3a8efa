import { storedContent, zipEntries } from './zipDirectory';

/**
 * Which resume formats the site accepts, told from the file's bytes, never from its name or declared type
 * (both are the sender's word). The application form and the API use this one check, so the form can say
 * before sending what the API would refuse (docs/decisions/004-resumes-are-checked-by-their-bytes.md).
 */
export type ResumeType = 'pdf' | 'doc' | 'docx' | 'rtf' | 'odt' | 'txt';

/** The media type each format is stored and sent with. */
export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
};

/** For messages: the accepted formats as a candidate knows them. */
export const ACCEPTED_RESUME_TYPES = 'PDF, DOC, DOCX, RTF, ODT or plain text';

/** For the file input's accept attribute: the usual extensions (the bytes are still checked). */
export const RESUME_FILE_ACCEPT = '.pdf,.doc,.docx,.rtf,.odt,.txt';

/**
 * How much of the start of a file the browser reads for the check: every signature is in it. A ZIP (DOCX, ODT)
 * lists its entries at its end, so the browser reads a file that starts like one whole (see
 * resumeNeedsWholeFile). The API checks the whole file, so text that turns binary further on is still refused.
 */
export const RESUME_SNIFF_BYTES = 64 * 1024;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, n) => bytes[at + n] === byte);

const PDF = ascii('%PDF-');
const RTF = ascii('{\\rtf');
/** OLE2 compound file: Word 97-2003 documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
/** A Word document's main part; other OOXML files (sheets, slides) have [Content_Types].xml too. */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];
/** Macros: a resume has none, and a macro-enabled document renamed .docx would still carry them. */
const DOCX_MACROS = 'word/vbaProject.bin';
const ODT_PARTS = ['mimetype', 'content.xml'];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Control characters other than tab, line feed, form feed and carriage return. */
// Control characters are exactly what this finds, so the pattern has to name them.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * DOCX or ODT by the ZIP's directory, exact entry names only. An OpenDocument file starts with its "mimetype"
 * entry, stored uncompressed, whose content names the document's type (ODF 1.2, part 3, section 3.3).
 */
function zipDocumentType(bytes: Uint8Array): ResumeType | undefined {
  const entries = zipEntries(bytes, [...DOCX_PARTS, DOCX_MACROS, ...ODT_PARTS]);
  if (!entries) return undefined;
  if (DOCX_PARTS.every((name) => entries.has(name))) return entries.has(DOCX_MACROS) ? undefined : 'docx';
  const mimetype = entries.get('mimetype');
  const content = mimetype?.localHeader === 0 ? storedContent(bytes, mimetype) : undefined;
  const isOdt =
    content?.length === ODT_MIMETYPE.length && content.every((byte, n) => byte === ODT_MIMETYPE.charCodeAt(n));
  return isOdt && entries.has('content.xml') ? 'odt' : undefined;
}

/**
 * UTF-8 text without control characters other than tab, line breaks and form feed, and not markup: a file
 * whose first visible character is "<" is HTML, SVG or XML, which a browser would run or render.
 */
function isPlainText(bytes: Uint8Array): boolean {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (body.length === 0) return false;
  try {
    // stream: a prefix may end inside a multi-byte character; that is not an error.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: true });
    return !FORBIDDEN_CONTROLS.test(text) && !text.trimStart().startsWith('<');
  } catch {
    return false;
  }
}

/**
 * True when the check needs the whole file, not only its first RESUME_SNIFF_BYTES: a ZIP's directory is at its
 * end. Resumes are at most 10 MB, so the browser can read one whole.
 */
export const resumeNeedsWholeFile = (head: Uint8Array): boolean => startsWith(head, ZIP);

/**
 * The resume format of a file, or undefined. Its first RESUME_SNIFF_BYTES are enough unless
 * resumeNeedsWholeFile says otherwise; a ZIP cut short has no directory and is refused.
 */
export function resumeTypeOf(bytes: Uint8Array): ResumeType | undefined {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, RTF)) return 'rtf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP)) return zipDocumentType(bytes);
  return isPlainText(bytes) ? 'txt' : undefined;
}
