import { resumeTypeOf } from './resumeType';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part, 'latin1')) : part)));

/** A zip local file header (30 bytes) for an entry of this name, then its stored content. */
const zipEntry = (name: string, content: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04], new Array<number>(22).fill(0), [name.length, 0, 0, 0], name, content);

describe('resumeTypeOf', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'pdf'],
    ['an RTF document', bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl}'), 'rtf'],
    [
      'a Word 97-2003 document',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array<number>(100).fill(0)),
      'doc',
    ],
    [
      'a Word document (zip with word/ parts)',
      new Uint8Array([
        ...zipEntry('[Content_Types].xml', '<Types/>'),
        ...zipEntry('word/document.xml', '<w:document/>'),
      ]),
      'docx',
    ],
    ['an OpenDocument text', zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'), 'odt'],
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
    ['a zip that is not a document', zipEntry('payload.exe', 'MZ')],
    ['an OpenDocument spreadsheet', zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet')],
    ['bytes that are not UTF-8', new Uint8Array([0x41, 0xff, 0xfe, 0x42])],
    ['text with NUL bytes', bytes('abc', [0], 'def')],
    [
      'an Excel workbook (zip with [Content_Types].xml but no Word part)',
      new Uint8Array([...zipEntry('[Content_Types].xml', '<Types/>'), ...zipEntry('xl/workbook.xml', '<workbook/>')]),
    ],
    [
      'a zip whose Word folder has no document',
      new Uint8Array([...zipEntry('[Content_Types].xml', '<Types/>'), ...zipEntry('word/notes.txt', 'x')]),
    ],
    [
      'text that turns binary after the first 64 KiB (the whole file is checked)',
      bytes('a'.repeat(70_000), [0x00, 0x01, 0x02]),
    ],
  ])('refuses %s', (_label, file) => {
    expect(resumeTypeOf(file)).toBeUndefined();
  });
});
