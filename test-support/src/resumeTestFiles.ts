/**
 * Files for the resume check's tests (shared, API and form): real ZIPs written by a tiny writer (stored entries,
 * CRC-32, central directory, end record), so the tests need no archive library and no binary fixtures.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

function le(size: 2 | 4, value: number): number[] {
  return Array.from({ length: size }, (_, n) => (value >>> (8 * n)) & 0xff);
}

function concat(parts: ReadonlyArray<Uint8Array | number[]>): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** A ZIP of stored (uncompressed) entries, in order, as every unzip tool reads it. */
export function zipFile(
  entries: ReadonlyArray<readonly [name: string, content: string | Uint8Array]>,
): Uint8Array<ArrayBuffer> {
  const locals: Array<Uint8Array | number[]> = [];
  const directory: Array<Uint8Array | number[]> = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = typeof content === 'string' ? latin1(content) : content;
    const nameBytes = latin1(name);
    // version, flags, method 0, time, date, CRC, compressed and real size, name length, extra length
    const common = [
      ...le(2, 20),
      ...le(2, 0),
      ...le(2, 0),
      ...le(2, 0),
      ...le(2, 0x21),
      ...le(4, crc32(data)),
      ...le(4, data.length),
      ...le(4, data.length),
      ...le(2, nameBytes.length),
      ...le(2, 0),
    ];
    // made by, then the common part, comment length, disk, internal and external attributes, local offset
    directory.push([...le(4, 0x02014b50), ...le(2, 20), ...common, ...le(2, 0), ...le(2, 0), ...le(2, 0)]);
    directory.push([...le(4, 0), ...le(4, offset)], nameBytes);
    locals.push([...le(4, 0x04034b50), ...common], nameBytes, data);
    offset += 4 + common.length + nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = [
    ...le(4, 0x06054b50),
    ...le(2, 0),
    ...le(2, 0),
    ...le(2, entries.length),
    ...le(2, entries.length),
    ...le(4, directorySize),
    ...le(4, offset),
    ...le(2, 0),
  ];
  return concat([...locals, ...directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A minimal Word document: the parts Word's package needs, and optional extra entries (padding, say). */
export const docxFile = (...extra: Array<readonly [string, string | Uint8Array]>) =>
  zipFile([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document><w:body><w:p><w:r><w:t>Asha Patel</w:t></w:r></w:p></w:body></w:document>'],
    ...extra,
  ]);

/** A minimal OpenDocument text: "mimetype" first and stored, then its content. */
export const odtFile = (mimetype = 'application/vnd.oasis.opendocument.text') =>
  zipFile([
    ['mimetype', mimetype],
    ['content.xml', '<office:document-content/>'],
    ['META-INF/manifest.xml', '<manifest:manifest/>'],
  ]);

/** A Java archive whose entry names merely contain a Word document's part names (issue 45). */
export const jarLikeZip = () =>
  zipFile([
    ['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\nMain-Class: x.Main\r\n'],
    ['x/[Content_Types].xml.class', '\xca\xfe\xba\xbe'],
    ['x/word/document.xml.class', '\xca\xfe\xba\xbe'],
  ]);

/** The body that stalled the server (issue 45): a ZIP signature, then megabytes of "[". */
export function zipSignatureThenBrackets(size = 10 * 1024 * 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x5b);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
}
