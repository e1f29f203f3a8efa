import { RESUME_CONTENT_TYPES, resumeTypeOf, type ResumeType } from '@tekvana/contracts';

/**
 * File names the server makes (docs/decisions/048-attachment-names-and-zip-types.md). A recruiter's mail program
 * or computer picks what opens a file by its extension, so the sender's ("CV.js", "CV.pdf.hta") is never kept:
 * the name is a harmless stem and the extension of the type the bytes show.
 */

const MAX_STEM_LENGTH = 100;
const FALLBACK_STEM = 'resume';
/** Windows will not open or save a file of these names, whatever the extension. */
const RESERVED_STEM = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
/** What a sent name may end in that is an extension rather than part of the name ("Asha K. Patel" has none). */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

const EXTENSIONS: Record<ResumeType, string> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  rtf: '.rtf',
  odt: '.odt',
  txt: '.txt',
};

/**
 * The stem of a sent file name: its last path part without its extension, accents folded to ASCII, then only
 * letters, digits, spaces, "-" and "_" (runs of anything else, dots included, become one "_"), so the extension
 * added after it is the only one, bounded, and "resume" when nothing is left.
 */
export function fileStem(sent: string): string {
  const last = sent.split(/[\\/]/).pop() ?? '';
  const stem = last
    .replace(EXTENSION, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s_-]+|[\s_-]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .trim();
  if (!stem) return FALLBACK_STEM;
  return RESERVED_STEM.test(stem) ? `${FALLBACK_STEM}_${stem}` : stem;
}

/** The name a resume is stored and sent under: the sent stem and the extension of the type its bytes show. */
export const resumeFileName = (sent: string, type: ResumeType): string => fileStem(sent) + EXTENSIONS[type];

/**
 * The name of an upload's object, made before its bytes arrive: the stem, and the sent extension only when it is
 * one of a resume's (any other is dropped). The object is stored with the type its bytes show.
 */
export function uploadFileName(sent: string): string {
  const extension = EXTENSION.exec(sent.split(/[\\/]/).pop() ?? '')?.[0].toLowerCase();
  const known = Object.values(EXTENSIONS).find((candidate) => candidate === extension);
  return fileStem(sent) + (known ?? '');
}

/**
 * Name and media type for an attachment leaving the server, from its bytes: a file stored before these names
 * (or not a resume at all) goes out as an opaque download, never under the name it came with.
 */
export function outgoingFile(sent: string, bytes: Uint8Array): { filename: string; contentType: string } {
  const type = resumeTypeOf(bytes);
  return type
    ? { filename: resumeFileName(sent, type), contentType: RESUME_CONTENT_TYPES[type] }
    : { filename: `${fileStem(sent)}.bin`, contentType: 'application/octet-stream' };
}
