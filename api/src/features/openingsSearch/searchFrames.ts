import { setTimeout as delay } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { OpeningSummary } from '@tekvana/contracts';
import type { OpeningsSearch, OpeningsSearchFilter, SearchPage } from './openingsSearchStore';
import { SummaryCache, type SummaryAt } from './summaryCache';

export interface FrameRow {
  REQ_ID: number;
  LOCATION_KEY: string;
  SEQ: number;
}

/** Summaries read at once when the frame's are read ahead. */
const SUMMARIES_READ_AHEAD = 2_000;

/** What a frame is read from: the search table through the engine's own SQL, so both agree on every match. */
export interface FrameSource {
  /** The data version (openings_version): a frame holds for one. */
  version(): Promise<string>;
  /**
   * Every opening in the location order (LOCATION_KEY, then REQ_ID, as the engine orders them), with its key and its
   * last change (SEQ of opening_changes), by which a kept summary is known to be current.
   */
  rows(): Promise<FrameRow[]>;
  /** The REQ_IDs the filter matches, in any order. */
  matching(filter: OpeningsSearchFilter): Promise<number[]>;
  /** The summaries of these openings, each with the change it was read at (an opening gone is left out). */
  summaries(reqIds: readonly number[]): Promise<SummaryAt[]>;
  /** The filters nearly every search is made of (today's open openings, each type, mode, country): read ahead. */
  commonFilters(): Promise<OpeningsSearchFilter[]>;
}

/**
 * A frame is made no sooner after the last than this many times what making it took: reading one costs tens of
 * milliseconds at 100,000 openings (on SQLite, of the event loop), so during a run of changes (an import) frames
 * take about a tenth of the time, and searches are answered meanwhile as answerVersion says.
 */
const FRAME_SPACING = 10;
/** Nor later than this: the SQL answers the searches the previous frame cannot for at most this long. */
const FRAME_SPACING_MAX_MS = 1_000;

/** Predicates kept per frame: each a bit per opening (12.5 kB at 100,000 openings). */
const PREDICATES_KEPT = 256;

const NO_FILTER: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };

/** A filter's parts, each a filter of its own: what a frame keeps a set of matches for. */
function partsOf(filter: OpeningsSearchFilter): Array<{ key: string; filter: OpeningsSearchFilter }> {
  const parts: Array<{ key: string; filter: OpeningsSearchFilter }> = [];
  const search = filter.search.trim().toLocaleLowerCase();
  if (search) parts.push({ key: `q ${search}`, filter: { ...NO_FILTER, search } });
  if (filter.countryCode)
    parts.push({ key: `country ${filter.countryCode}`, filter: { ...NO_FILTER, countryCode: filter.countryCode } });
  if (filter.positionType)
    parts.push({ key: `type ${filter.positionType}`, filter: { ...NO_FILTER, positionType: filter.positionType } });
  if (filter.workMode)
    parts.push({ key: `mode ${filter.workMode}`, filter: { ...NO_FILTER, workMode: filter.workMode } });
  if (filter.sponsorship) parts.push({ key: 'sponsorship', filter: { ...NO_FILTER, sponsorship: true } });
  if (filter.openOn) parts.push({ key: `open ${filter.openOn}`, filter: { ...NO_FILTER, openOn: filter.openOn } });
  if (filter.near) {
    const { latitude, longitude, km } = filter.near;
    parts.push({ key: `near ${latitude} ${longitude} ${km}`, filter: { ...NO_FILTER, near: filter.near } });
  }
  return parts;
}

/** A part's matches in the two orders' spaces. */
interface PartBits {
  byRow: Uint32Array;
  byLocation: Uint32Array;
}

/** The low `count` bits set (0 to 32). */
const lowBits = (count: number) => (count >= 32 ? 0xffffffff : ((1 << count) >>> 0) - 1);

/** The set bits of `bits`. */
const countBits = (bits: Uint32Array) => bits.reduce((count, word) => count + popcount(word), 0);

/** The set bits of `bits` at `from` and beyond in the direction (up when ascending). */
function countFrom(bits: Uint32Array, from: number, ascending: boolean): number {
  if (from < 0 || from >= bits.length * 32) return 0;
  const first = from >>> 5;
  const offset = from & 31;
  let count = popcount(bits[first]! & (ascending ? ~lowBits(offset) : lowBits(offset + 1)));
  if (ascending) for (let word = first + 1; word < bits.length; word += 1) count += popcount(bits[word]!);
  else for (let word = first - 1; word >= 0; word -= 1) count += popcount(bits[word]!);
  return count;
}

/**
 * The positions of set bits from `from` on in the direction, after skipping `skip` of them, at most `take`: whole
 * words are skipped by their count, so a deep page costs a pass over the words, not over the openings.
 */
function collect(bits: Uint32Array, from: number, ascending: boolean, skip: number, take: number): number[] {
  const positions: number[] = [];
  if (from < 0 || from >= bits.length * 32) return positions;
  const step = ascending ? 1 : -1;
  for (let word = from >>> 5; word >= 0 && word < bits.length && positions.length < take; word += step) {
    let value = bits[word]!;
    if (word === from >>> 5) value &= ascending ? ~lowBits(from & 31) : lowBits((from & 31) + 1);
    const count = popcount(value);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    while (value !== 0 && positions.length < take) {
      const bit = ascending ? 31 - Math.clz32(value & -value) : 31 - Math.clz32(value);
      value = (value ^ (1 << bit)) >>> 0;
      if (skip > 0) skip -= 1;
      else positions.push(word * 32 + bit);
    }
  }
  return positions;
}

const popcount = (word: number) => {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** A part read after the data moved on from the frame's version: it is not the frame's. */
class PartOutdated extends Error {}

const outdatedAsUndefined = (error: unknown) => {
  if (error instanceof PartOutdated) return undefined;
  throw error;
};

/**
 * The openings of one data version as the search orders them (decision 083): their REQ_IDs, the location order and
 * each filter part's matches as a bit per opening. A search is then a few ANDs and a walk in order, with no SQL
 * but the page's summaries; each part is read with the engine's SQL once per version.
 */
class SearchFrame {
  private readonly reqIds: Int32Array;
  /** Row (index in reqIds) at each rank of the location order, and each row's rank in it. */
  private readonly locationRows: Int32Array;
  private readonly locationRank: Int32Array;
  private readonly locationKeys: string[];
  /** Each row's last change (SEQ), by which a kept summary is known to be current. */
  private readonly seqs: Float64Array;
  private readonly words: number;
  /** The parts read (not only asked for): what a search of this frame can use after the data moved on. */
  private readonly partsRead = new Set<string>();
  private readonly parts = new LRUCache<string, Promise<PartBits>>({
    max: PREDICATES_KEPT,
    dispose: (_bits, key) => this.partsRead.delete(key),
  });

  constructor(
    readonly version: string,
    byLocation: readonly FrameRow[],
    private readonly source: FrameSource,
    private readonly summaries: SummaryCache,
  ) {
    this.reqIds = Int32Array.from(byLocation, (row) => row.REQ_ID).sort();
    this.words = Math.ceil(this.reqIds.length / 32);
    this.locationRows = new Int32Array(byLocation.length);
    this.locationRank = new Int32Array(this.reqIds.length);
    this.locationKeys = byLocation.map((row) => row.LOCATION_KEY);
    this.seqs = new Float64Array(this.reqIds.length);
    byLocation.forEach((row, rank) => {
      const at = this.rowOf(row.REQ_ID);
      this.locationRows[rank] = at;
      this.locationRank[at] = rank;
      this.seqs[at] = row.SEQ;
    });
  }

  get size(): number {
    return this.reqIds.length;
  }

  /** The row of a REQ_ID, or -1. */
  rowOf(reqId: number): number {
    let low = 0;
    let high = this.reqIds.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.reqIds[middle]!;
      if (at === reqId) return middle;
      if (at < reqId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /**
   * A part's matches, a bit per opening in each order's space (by row, and by rank in the location order); read once
   * per version, and checked to be of this version: one read after the data moved on fails (PartOutdated) and is
   * not kept, and the search that asked for it is answered by the SQL.
   */
  private part(key: string, filter: OpeningsSearchFilter): Promise<PartBits> {
    let bits = this.parts.get(key);
    if (!bits) {
      bits = (async () => {
        const reqIds = await this.source.matching(filter);
        if ((await this.source.version()) !== this.version) throw new PartOutdated();
        const byRow = new Uint32Array(this.words);
        const byLocation = new Uint32Array(this.words);
        for (const reqId of reqIds) {
          const row = this.rowOf(reqId);
          // An opening the frame does not have was added since: the part is another version's.
          if (row < 0) throw new PartOutdated();
          byRow[row >>> 5]! |= 1 << (row & 31);
          const rank = this.locationRank[row]!;
          byLocation[rank >>> 5]! |= 1 << (rank & 31);
        }
        return { byRow, byLocation };
      })();
      bits.then(
        () => this.partsRead.add(key),
        () => this.parts.delete(key),
      );
      this.parts.set(key, bits);
    }
    return bits;
  }

  /** The openings the filter matches, a bit per position of the order's space: every part's matches at once. */
  private async matches(filter: OpeningsSearchFilter, space: keyof PartBits): Promise<Uint32Array> {
    const sets = await Promise.all(partsOf(filter).map(({ key, filter: part }) => this.part(key, part)));
    const all = new Uint32Array(this.words).fill(0xffffffff);
    const tail = this.reqIds.length & 31;
    if (tail) all[this.words - 1] = lowBits(tail);
    for (const set of sets) {
      const bits = set[space];
      for (let word = 0; word < this.words; word += 1) all[word]! &= bits[word]!;
    }
    return all;
  }

  /** Whether every part of the filter is read and kept: a search of it then reads nothing of the data. */
  holds(filter: OpeningsSearchFilter): boolean {
    return partsOf(filter).every(({ key }) => this.partsRead.has(key) && this.parts.has(key));
  }

  /** Reads the parts of these filters now, so that the searches made of them find them read. */
  async readAhead(filters: readonly OpeningsSearchFilter[]): Promise<void> {
    // A part that fails is read again when a search asks for it.
    await Promise.allSettled(filters.map((filter) => this.matches(filter, 'byRow')));
  }

  /** How many openings the filter matches; undefined when the frame cannot say exactly. */
  async count(filter: OpeningsSearchFilter): Promise<number | undefined> {
    const matched = await this.matches(filter, 'byRow').catch(outdatedAsUndefined);
    return matched && countBits(matched);
  }

  /** One page of the search; undefined when the frame cannot answer it exactly (the SQL answers instead). */
  async search(query: OpeningsSearch): Promise<SearchPage | undefined> {
    const byLocation = query.sort === 'PSTN_LCTN';
    const matched = await this.matches(query.filter, byLocation ? 'byLocation' : 'byRow').catch(outdatedAsUndefined);
    if (!matched) return undefined;
    const ascending = query.direction === 'asc';
    const total = countBits(matched);
    const pageCount = Math.max(1, Math.ceil(total / query.size));
    // Positions in the space count up in the ascending order: a descending page walks them down.
    let from = ascending ? 0 : this.reqIds.length - 1;
    let skip = 0;
    let page: number;
    if (query.after) {
      const row = this.rowOf(query.after.reqId);
      // A cursor's opening gone or moved since: where it stood is the SQL's to say.
      if (row < 0 || (byLocation && this.locationKeys[this.locationRank[row]!] !== query.after.location))
        return undefined;
      const at = byLocation ? this.locationRank[row]! : row;
      from = ascending ? at + 1 : at - 1;
      // Matches at or before the cursor in the order: how far into the results it is.
      const before = total - countFrom(matched, from, ascending);
      page = Math.min(Math.floor(before / query.size) + 1, pageCount);
    } else {
      page = Math.min(query.page, pageCount);
      skip = (page - 1) * query.size;
    }
    const positions = collect(matched, from, ascending, skip, query.size + 1);
    const rows = positions.map((position) => (byLocation ? this.locationRows[position]! : position));
    const shown = rows.slice(0, query.size);
    const lastRow = shown.at(-1);
    const next =
      rows.length > query.size && lastRow !== undefined
        ? {
            reqId: this.reqIds[lastRow]!,
            ...(byLocation ? { location: this.locationKeys[this.locationRank[lastRow]!] } : {}),
          }
        : undefined;
    return {
      items: await this.summariesOf(shown.map((row) => this.reqIds[row]!)),
      total,
      page,
      ...(next ? { next } : {}),
    };
  }

  /** The page's summaries: those kept as of the frame's change or later, and the others read (one gone is left out). */
  private async summariesOf(reqIds: number[]): Promise<OpeningSummary[]> {
    const found = new Map<number, OpeningSummary>();
    const missing: number[] = [];
    for (const reqId of reqIds) {
      const kept = this.summaries.get(reqId, this.seqs[this.rowOf(reqId)] ?? 0);
      if (kept) found.set(reqId, kept);
      else missing.push(reqId);
    }
    if (missing.length > 0)
      for (const read of await this.source.summaries(missing)) {
        this.summaries.set(read.summary.REQ_ID, read);
        found.set(read.summary.REQ_ID, read.summary);
      }
    return reqIds.flatMap((reqId) => found.get(reqId) ?? []);
  }

  /** Reads the summaries not kept, newest openings first, while the cache has room. */
  async readSummariesAhead(): Promise<void> {
    for (let end = this.reqIds.length; end > 0 && this.summaries.hasRoom; end -= SUMMARIES_READ_AHEAD) {
      const reqIds = Array.from(this.reqIds.subarray(Math.max(0, end - SUMMARIES_READ_AHEAD), end));
      await this.summariesOf(reqIds);
    }
  }
}

/**
 * How long a search waits for the frame of a new data version: a frame that takes longer to make is not waited
 * for by the searches the previous frame can answer, for at most PREVIOUS_FRAME_MAX_MS after the data moved on.
 */
const NEW_FRAME_WAIT_MS = 50;
const PREVIOUS_FRAME_MAX_MS = 5_000;
/**
 * Nor below this many openings, however long a frame took (a busy machine): a small site's searches always see its
 * last change, as the tests that write an opening and then search expect.
 */
const PREVIOUS_FRAME_FROM_OPENINGS = 10_000;

/**
 * The search's frames (decision 083): the frame of the data version now, made on the first search of a version and
 * shared by every search of it; a search it cannot answer exactly (a part read after the data moved on, a cursor's
 * opening moved) is answered by the SQL. Where frames take long to make (100,000 openings on PostgreSQL), the
 * openings page's searches (`answerVersion`) are answered from the previous frame, at its version, while the new
 * one is made, as a search index refreshes: at most a few seconds behind the data, never a mix of two versions.
 */
export class SearchFrames {
  /** The newest frame made, and since when the data is known to have moved on from it. */
  private ready: SearchFrame | undefined;
  private outdatedSince: number | undefined;
  /** The frame being made; one at a time. */
  private making: { version: string; frame: Promise<SearchFrame | undefined> } | undefined;
  /** When the next frame may be made, and what making the last took. */
  private nextAt = -Infinity;
  private lastMakingMs = 0;
  private readonly summaries = new SummaryCache();

  private readonly spacing: number;
  private readonly previousFrameFrom: number;

  /**
   * `spacing`: FRAME_SPACING, or 0 to make a frame whenever one is asked for; `previousFrameFrom`: the openings from
   * which the previous frame may answer (PREVIOUS_FRAME_FROM_OPENINGS). The tests set both.
   */
  constructor(
    private readonly source: FrameSource,
    { spacing = FRAME_SPACING, previousFrameFrom = PREVIOUS_FRAME_FROM_OPENINGS } = {},
  ) {
    this.spacing = spacing;
    this.previousFrameFrom = previousFrameFrom;
  }

  /**
   * The data version a search of `filter` is answered at: the version now, unless frames take longer than
   * NEW_FRAME_WAIT_MS to make, the frame of the version now is not made within that wait, and the previous frame
   * holds every part of the filter and has been behind the data for less than PREVIOUS_FRAME_MAX_MS: then the
   * previous frame's.
   */
  async answerVersion(filter: OpeningsSearchFilter): Promise<string> {
    const now = await this.source.version();
    const ready = this.ready;
    if (!ready || ready.version === now) return now;
    this.outdatedSince ??= performance.now();
    const previousMayAnswer =
      ready.size >= this.previousFrameFrom &&
      this.lastMakingMs > NEW_FRAME_WAIT_MS &&
      ready.holds(filter) &&
      performance.now() - this.outdatedSince < PREVIOUS_FRAME_MAX_MS;
    // Its parts must be read from the data as it is: by the new frame, or by the SQL until one may be made.
    if (!previousMayAnswer) return now;
    const making = this.make(now, NEW_FRAME_WAIT_MS);
    const made = making ? await Promise.race([making, delay(NEW_FRAME_WAIT_MS, undefined)]) : undefined;
    return made?.version === now ? now : ready.version;
  }

  /** A page of the search from the frame of `version` (read when not given); undefined: the SQL answers it. */
  async search(query: OpeningsSearch, version?: string): Promise<SearchPage | undefined> {
    return (await this.frame(version))?.search(query);
  }

  /**
   * Makes the frame of the data version now and reads the common filters' parts and the summaries: at the API's
   * start, so that its first searches wait for no frame (at 100,000 openings, about a second on PostgreSQL).
   */
  async warm(): Promise<void> {
    const frame = await this.frame(undefined);
    await frame?.readAhead(await this.source.commonFilters());
    await frame?.readSummariesAhead();
  }

  /** How many openings match, from the frame of `version`; undefined: the SQL counts. */
  async count(filter: OpeningsSearchFilter, version?: string): Promise<number | undefined> {
    return (await this.frame(version))?.count(filter);
  }

  private async frame(version: string | undefined): Promise<SearchFrame | undefined> {
    const wanted = version ?? (await this.source.version());
    if (this.ready?.version === wanted) return this.ready;
    const frame = await this.make(wanted);
    return frame?.version === wanted ? frame : undefined;
  }

  /**
   * The frame of `version`: the one being made, or one made now, or once the frame being made and the spacing
   * between frames allow, when that is within `waitMs`; undefined when it may not be made within it (the SQL answers
   * meanwhile).
   */
  private make(version: string, waitMs = 0): Promise<SearchFrame | undefined> | undefined {
    const asked = performance.now();
    const left = () => waitMs - (performance.now() - asked);
    if (this.making) {
      if (this.making.version === version) return this.making.frame;
      return waitMs > 0 ? this.making.frame.then(() => this.make(version, left())) : undefined;
    }
    const wait = this.nextAt - performance.now();
    if (wait > waitMs) return undefined;
    if (wait > 0) return delay(wait, undefined).then(() => this.make(version, left()));
    const started = performance.now();
    const making = {
      version,
      frame: this.frameOf(version).then(
        (frame) => {
          if (frame) {
            this.ready = frame;
            this.outdatedSince = undefined;
          }
          return frame;
        },
        // A frame that could not be read is read again by a later search.
        () => undefined,
      ),
    };
    this.making = making;
    void making.frame.finally(() => {
      this.lastMakingMs = performance.now() - started;
      const spacing = Math.min(this.lastMakingMs * Math.max(0, this.spacing - 1), FRAME_SPACING_MAX_MS);
      this.nextAt = performance.now() + spacing;
      if (this.making === making) this.making = undefined;
    });
    return making.frame;
  }

  private async frameOf(version: string): Promise<SearchFrame | undefined> {
    const rows = await this.source.rows();
    // Read across a change: this frame would be neither version's.
    if ((await this.source.version()) !== version) return undefined;
    const frame = new SearchFrame(version, rows, this.source, this.summaries);
    // The common parts at once, while the first searches read their own: a part that fails is read again on demand.
    void this.source
      .commonFilters()
      .then((filters) => frame.readAhead(filters))
      .catch(() => undefined);
    return frame;
  }
}
