import { performance } from 'node:perf_hooks';
import { RESUME_SNIFF_BYTES, resumeNeedsWholeFile, resumeTypeOf } from './resumeType';
import {
  docxFile,
  jarLikeZip,
  odtFile,
  zipFile,
  zipSignatureThenBrackets,
} from '@tekvana/test-support/resumeTestFiles';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part, 'latin1')) : part)));

/** A zip local file header (30 bytes) for an entry of this name, then its stored content: no directory. */
const zipEntry = (name: string, content: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04], new Array<number>(22).fill(0), [name.length, 0, 0, 0], name, content);

/** A copy of the file with a little-endian 32-bit value written at `at` (negative: from the end). */
function patched(file: Uint8Array, at: number, value: number): Uint8Array {
  const copy = file.slice();
  new DataView(copy.buffer).setUint32(at < 0 ? copy.length + at : at, value, true);
  return copy;
}

/** 10 MB that start like a ZIP, then one pattern over and over. */
function zipThenRepeated(pattern: string): Uint8Array {
  const file = new Uint8Array(Buffer.from(pattern.repeat((10 * 1024 * 1024) / pattern.length), 'latin1'));
  file.set([0x50, 0x4b, 0x03, 0x04]);
  return file;
}

describe('resumeTypeOf', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'pdf'],
    ['an RTF document', bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl}'), 'rtf'],
    [
      'a Word 97-2003 document',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array<number>(100).fill(0)),
      'doc',
    ],
    ['a Word document (its directory lists [Content_Types].xml and word/document.xml)', docxFile(), 'docx'],
    [
      'a Word document whose directory is past the first 64 KiB',
      docxFile(['word/media/photo.png', new Uint8Array(RESUME_SNIFF_BYTES + 1000)]),
      'docx',
    ],
    ['an OpenDocument text', odtFile(), 'odt'],
    ['plain ASCII text', bytes('Asha Patel\r\nDevOps engineer\t10 years\n'), 'txt'],
    [
      'UTF-8 text with a BOM and accents',
      new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Zoë Müller — résumé\n', 'utf8')]),
      'txt',
    ],
    [
      'a text prefix cut inside a multi-byte character',
      new Uint8Array([...Buffer.from('Priyā', 'utf8')].slice(0, -1)),
      'txt',
    ],
  ])('recognises %s', (_label, file, type) => {
    expect(resumeTypeOf(file)).toBe(type);
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    [
      'an SVG image with a script, after blank lines',
      bytes('\n  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an XML file with a BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('<?xml version="1.0"?><x/>')])],
    ['a PNG image', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], new Array<number>(20).fill(0))],
    ['an ELF executable', bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])],
    ['a Windows executable', bytes('MZ\x90\x00\x03\x00\x00\x00')],
    ['a zip that is not a document', zipFile([['payload.exe', 'MZ']])],
    ['a Java archive with entries x/[Content_Types].xml.class and x/word/document.xml.class (issue 45)', jarLikeZip()],
    [
      'a zip with the Word part names only in its local headers (no directory)',
      new Uint8Array([
        ...zipEntry('[Content_Types].xml', '<Types/>'),
        ...zipEntry('word/document.xml', '<w:document/>'),
      ]),
    ],
    [
      'a Word document cut at 64 KiB (its directory is gone)',
      docxFile(['pad', 'x'.repeat(70_000)]).subarray(0, 65_536),
    ],
    ['a Word document with macros', docxFile(['word/vbaProject.bin', 'VBA'])],
    ['a Word document whose directory claims to start past the file', patched(docxFile(), -6, 0x7fffffff)],
    ['a Word document whose directory counts more entries than it has', patched(docxFile(), -14, 0x00090009)],
    ['an OpenDocument spreadsheet', odtFile('application/vnd.oasis.opendocument.spreadsheet')],
    ['an OpenDocument text template', odtFile('application/vnd.oasis.opendocument.text-template')],
    [
      'an OpenDocument text whose mimetype is not its first entry',
      zipFile([
        ['content.xml', '<office:document-content/>'],
        ['mimetype', 'application/vnd.oasis.opendocument.text'],
      ]),
    ],
    ['bytes that are not UTF-8', new Uint8Array([0x41, 0xff, 0xfe, 0x42])],
    ['text with NUL bytes', bytes('abc', [0], 'def')],
    [
      'an Excel workbook (zip with [Content_Types].xml but no Word part)',
      zipFile([
        ['[Content_Types].xml', '<Types/>'],
        ['xl/workbook.xml', '<workbook/>'],
      ]),
    ],
    [
      'a zip whose Word folder has no document',
      zipFile([
        ['[Content_Types].xml', '<Types/>'],
        ['word/notes.txt', 'x'],
      ]),
    ],
    [
      'text that turns binary after the first 64 KiB (the whole file is checked)',
      bytes('a'.repeat(70_000), [0x00, 0x01, 0x02]),
    ],
  ])('refuses %s', (_label, file) => {
    expect(resumeTypeOf(file)).toBeUndefined();
  });

  it.each([
    ['10 MB of a zip signature then "[" (issue 45: 0.72 s before)', zipSignatureThenBrackets()],
    ['10 MB of end-record signatures (every candidate in the tail is checked)', zipThenRepeated('PK\x05\x06')],
    ['10 MB of zip signatures and "[" over and over', zipThenRepeated('PK\x03\x04[')],
  ])('refuses %s within 50 ms: the directory is found from the end, never by a scan', (_label, file) => {
    const started = performance.now();
    expect(resumeTypeOf(file)).toBeUndefined();
    expect(performance.now() - started).toBeLessThanOrEqual(50);
  });

  it('reads a 10 MB Word document within 50 ms', () => {
    const file = docxFile(['word/media/photo.png', new Uint8Array(10 * 1024 * 1024 - 2000)]);
    const started = performance.now();
    expect(resumeTypeOf(file)).toBe('docx');
    expect(performance.now() - started).toBeLessThanOrEqual(50);
  });
});

describe('resumeNeedsWholeFile', () => {
  it('asks for the whole file of a zip only: its directory is at its end', () => {
    expect(resumeNeedsWholeFile(docxFile().subarray(0, 100))).toBe(true);
    expect(resumeNeedsWholeFile(bytes('%PDF-1.7'))).toBe(false);
    expect(resumeNeedsWholeFile(bytes('Asha Patel'))).toBe(false);
  });
});
