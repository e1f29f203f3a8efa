/**
 * Reads a ZIP file's central directory, the list of entries at its end, to learn which entries it has by their
 * exact names. Looking for a name anywhere in the bytes is fooled by entries such as
 * "x/[Content_Types].xml.class" and costs a scan of the whole file; the directory is small, at a known place,
 * and read in time linear in its own size (docs/decisions/048-attachment-names-and-zip-types.md).
 */

/** What the resume check needs of one entry. */
export interface ZipEntry {
  /** Compression method: 0 is stored (the bytes as they are). */
  method: number;
  compressedSize: number;
  size: number;
  /** Where the entry's own (local) header starts. */
  localHeader: number;
}

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_SIZE = 46;
const END_RECORD = 0x06054b50;
const END_RECORD_SIZE = 22;
/** The end record's comment is at most this long, so the record is within the last 65,557 bytes. */
const MAX_COMMENT = 0xffff;

function endRecordAt(bytes: Uint8Array, view: DataView): number | undefined {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  // Only the tail, at most 65,557 bytes, is searched: the body before it is never looked at.
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    // The comment must end the file exactly: a signature inside a comment is not the record.
    if (
      bytes[at] === 0x50 &&
      view.getUint32(at, true) === END_RECORD &&
      at + END_RECORD_SIZE + view.getUint16(at + 20, true) === bytes.length
    )
      return at;
  }
  return undefined;
}

function sameName(bytes: Uint8Array, at: number, name: string): boolean {
  for (let n = 0; n < name.length; n += 1) if (bytes[at + n] !== name.charCodeAt(n)) return false;
  return true;
}

/**
 * The entries of `wanted` (ASCII names) that the ZIP's directory lists, or undefined when the file has no
 * well-formed directory: no end record, split across disks, ZIP64, or an entry or header outside its bounds.
 * Every offset is checked against the file's length; the work is bounded by the directory's entry count.
 */
export function zipEntries(bytes: Uint8Array, wanted: readonly string[]): Map<string, ZipEntry> | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecordAt(bytes, view);
  if (end === undefined) return undefined;
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const count = u16(end + 10);
  const start = u32(end + 16);
  const stop = start + u32(end + 12);
  // One disk only; ZIP64 marks its fields 0xffff / 0xffffffff, which fail these bounds or the walk below.
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count || stop > end) return undefined;

  const found = new Map<string, ZipEntry>();
  let at = start;
  for (let n = 0; n < count; n += 1) {
    if (at + DIRECTORY_ENTRY_SIZE > stop || u32(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = u16(at + 28);
    const next = at + DIRECTORY_ENTRY_SIZE + nameLength + u16(at + 30) + u16(at + 32);
    const localHeader = u32(at + 42);
    if (next > stop || localHeader + LOCAL_HEADER_SIZE > start || u32(localHeader) !== LOCAL_HEADER) return undefined;
    const name = wanted.find(
      (candidate) => candidate.length === nameLength && sameName(bytes, at + DIRECTORY_ENTRY_SIZE, candidate),
    );
    if (name !== undefined)
      found.set(name, { method: u16(at + 10), compressedSize: u32(at + 20), size: u32(at + 24), localHeader });
    at = next;
  }
  return at === stop ? found : undefined;
}

/** The stored bytes of an uncompressed entry, or undefined when they are not within the file. */
export function storedContent(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  if (entry.method !== 0 || entry.compressedSize !== entry.size) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeader;
  const from = at + LOCAL_HEADER_SIZE + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return from + entry.size <= bytes.length ? bytes.subarray(from, from + entry.size) : undefined;
}
