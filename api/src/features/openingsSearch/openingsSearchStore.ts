import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { OpeningSummary } from '@tekvana/contracts';
import {
  openingSummaryFields,
  positionTypes,
  todayUtc,
  workModes,
  type JobAlertFilter,
  type OpeningsFilter,
  type OpeningsSortKey,
  type SortDirection,
} from '@tekvana/contracts/careers';
import type { Engine } from '../../db/engine';
import { withoutNullTerms } from '../../db/openingRow';
import type { Database, Tables } from '../../db/tables';
import { freshRead } from '../../platform/freshRead';
import { SearchFrames, type FrameRow } from './searchFrames';
import type { SummaryAt } from './summaryCache';
import { EARTH_RADIUS_KM } from '../places/gazetteer';
import type { NearPlace } from '../places/nearPlace';

/**
 * The openings page's filters: a job alert's (decision 032), sponsorship and the day whose open openings are
 * searched (decision 059), as the contracts' matchOpenings reads them.
 */
export type OpeningsSearchFilter = Omit<JobAlertFilter, 'near' | 'km'> &
  Pick<OpeningsFilter, 'sponsorship' | 'openOn'> & {
    /** The place found for the alert's or the call's `near`, and the radius (decision 084). */
    near?: NearPlace;
  };

/** Kilometres a degree of latitude spans (and of longitude at the equator). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Where a page starts: after this opening in the query's order (keyset paging, decision 056). */
export interface SearchCursor {
  reqId: number;
  /** The opening's location key (lower-cased), when the order is by location. */
  location?: string;
}

/** One search: the openings page's filters, its order, and which page. */
export interface OpeningsSearch {
  filter: OpeningsSearchFilter;
  sort: OpeningsSortKey;
  direction: SortDirection;
  /** 1-based; a page past the last answers the last. Ignored when `after` is given. */
  page: number;
  size: number;
  after?: SearchCursor;
}

export interface SearchPage {
  items: OpeningSummary[];
  total: number;
  page: number;
  /** Where the next page starts, when one follows. */
  next?: SearchCursor;
}

/** Openings read by one statement of `summaries`. */
const SUMMARIES_PER_READ = 1_000;

/** Trigram search needs three characters; a shorter text is looked for row by row in the narrow search table. */
const TRIGRAM = 3;

type Where = ExpressionBuilder<Tables, 'opening_search'>;

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A phrase of FTS5's query language that holds the text as it is: quotes doubled, nothing else special inside. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The openings search on both engines (decision 056): the openings page's matching (a case-insensitive substring
 * of title, location, position type or work mode, per field) with its filters, in the page's orders, one page at a
 * time. It reads the narrow `opening_search` table (migration 013) and finds text through SQLite's FTS5 trigram
 * table or PostgreSQL's pg_trgm index; only the page's own openings are read from the wide openings table.
 */
export class OpeningsSearchStore {
  private readonly frames: SearchFrames | undefined;

  /**
   * `frames: false`: every page read by SQL (the frames' own tests compare with it); `frameSpacing`: a frame is
   * made no sooner after the last than this many times what making it took (searchFrames.ts; 0 in tests).
   */
  constructor(
    private readonly db: Database,
    private readonly engine: Engine,
    { frames = true, frameSpacing }: { frames?: boolean; frameSpacing?: number } = {},
  ) {
    this.frames = frames
      ? new SearchFrames(
          {
            version: () => this.version(),
            rows: () => this.frameRows(),
            matching: (filter) => this.matchingSet(filter),
            summaries: (reqIds) => this.summariesAt(reqIds),
            commonFilters: () => this.commonFilters(),
          },
          { spacing: frameSpacing },
        )
      : undefined;
  }

  /**
   * Changes with every change of an opening, on every instance (a counter the openings' triggers move). Every search
   * asks for it; those that ask at once share one read that started after each asked (platform/freshRead.ts).
   */
  readonly version = freshRead(() => this.readVersion());

  /**
   * The data version a search of the openings page is answered at: the version now, or for a few seconds after a
   * change the previous frame's, while the new frame is made (searchFrames.ts, decision 083).
   */
  async answerVersion(filter: OpeningsSearchFilter): Promise<string> {
    return this.frames ? this.frames.answerVersion(filter) : this.version();
  }

  private async readVersion(): Promise<string> {
    const row = await sql<{ VERSION: number | string; EPOCH: string }>`
      SELECT "VERSION", "EPOCH" FROM openings_version WHERE "ID" = 1`.execute(this.db);
    const found = row.rows[0];
    if (!found) throw new Error('The openings version row is missing: migration 013 did not run.');
    return `${found.EPOCH}-${String(found.VERSION)}`;
  }

  /**
   * Makes the search's frame of the data now and reads its common parts (searchFrames.ts); at the API's start. One
   * that fails is only reported: the searches make what they need as they come.
   */
  async warm(): Promise<void> {
    await this.frames?.warm().catch((error: unknown) => {
      console.warn(`Openings search: the frame was not made ahead (${String(error)}); the first searches make it.`);
    });
  }

  /** The page's filters one at a time, over today's open openings: what most searches are made of. */
  private async commonFilters(): Promise<OpeningsSearchFilter[]> {
    const open: OpeningsSearchFilter = {
      search: '',
      countryCode: '',
      positionType: '',
      workMode: '',
      openOn: todayUtc(),
    };
    const countries = await this.db.selectFrom('countries').select('COUNTRY_CODE').execute();
    return [
      open,
      ...positionTypes.map((positionType) => ({ ...open, positionType })),
      ...workModes.map((workMode) => ({ ...open, workMode })),
      ...countries.map(({ COUNTRY_CODE }) => ({ ...open, countryCode: COUNTRY_CODE })),
    ];
  }

  /** The COUNTRY_UUID of a country code, or undefined when no country has it. */
  async countryUuid(code: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('countries')
      .select('COUNTRY_UUID')
      .where('COUNTRY_CODE', '=', code)
      .executeTakeFirst();
    return row?.COUNTRY_UUID;
  }

  /** How many openings match the filter: from the frame of `version` (decision 083), else by SQL. */
  async count(asked: OpeningsSearchFilter, version?: string): Promise<number> {
    return (await this.frames?.count(asked, version)) ?? this.countBySql(asked);
  }

  private async countBySql(asked: OpeningsSearchFilter): Promise<number> {
    const filter = await this.needed(asked);
    const phrase = this.textAlone(filter);
    if (phrase !== undefined) {
      const counted = await sql<{ total: number }>`
        SELECT count(*) AS total FROM opening_search_text WHERE opening_search_text MATCH ${phrase}`.execute(this.db);
      return Number(counted.rows[0]?.total ?? 0);
    }
    const row = await this.db
      .selectFrom('opening_search')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where((eb) => this.matching(eb, filter))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * One page of a search: from the data version's frame (decision 083), else by SQL. `version` is the data version
   * when the caller has read it; `total` the count when it has it already (the same filter and data).
   */
  async search(
    asked: OpeningsSearch,
    { version, total }: { version?: string; total?: number } = {},
  ): Promise<SearchPage> {
    return (await this.frames?.search(asked, version)) ?? this.searchBySql(asked, total);
  }

  /** The openings in the location order, with their keys: a frame's rows (decision 083). */
  private async frameRows(): Promise<FrameRow[]> {
    const rows = await this.db
      .selectFrom('opening_search as s')
      .leftJoin('opening_changes as c', 'c.REQ_ID', 's.REQ_ID')
      .select(['s.REQ_ID', 's.LOCATION_KEY', 'c.SEQ'])
      .orderBy('s.LOCATION_KEY')
      .orderBy('s.REQ_ID')
      .execute();
    return rows.map((row) => ({ REQ_ID: row.REQ_ID, LOCATION_KEY: row.LOCATION_KEY, SEQ: Number(row.SEQ ?? 0) }));
  }

  /** The summaries with the change each was read at (SEQ of opening_changes, 0 without one), for the frames. */
  private async summariesAt(reqIds: readonly number[]): Promise<SummaryAt[]> {
    const read: SummaryAt[] = [];
    for (let start = 0; start < reqIds.length; start += SUMMARIES_PER_READ) {
      const rows = await this.db
        .selectFrom('openings as o')
        .leftJoin('opening_changes as c', 'c.REQ_ID', 'o.REQ_ID')
        .select([...openingSummaryFields.map((field) => `o.${field}` as const), 'c.SEQ'])
        .where('o.REQ_ID', 'in', reqIds.slice(start, start + SUMMARIES_PER_READ))
        .execute();
      for (const { SEQ, ...row } of rows)
        read.push({ seq: Number(SEQ ?? 0), summary: withoutNullTerms(row) as OpeningSummary });
    }
    return read;
  }

  private async searchBySql(asked: OpeningsSearch, total?: number): Promise<SearchPage> {
    const query = { ...asked, filter: await this.needed(asked.filter) };
    const matches = total ?? (await this.countBySql(query.filter));
    const pageCount = Math.max(1, Math.ceil(matches / query.size));
    let page: number;
    let offset = 0;
    if (query.after) {
      // A cursor at the last row (or past it, the rows after it deleted) still names a page that exists.
      const before = await this.countBefore(query, query.after);
      page = Math.min(Math.floor(before / query.size) + 1, pageCount);
    } else {
      page = Math.min(query.page, pageCount);
      offset = (page - 1) * query.size;
    }
    const rows = await this.pageRows(query, offset);
    const shown = rows.slice(0, query.size);
    const last = shown.at(-1);
    const next =
      rows.length > query.size && last
        ? { reqId: last.REQ_ID, ...(query.sort === 'PSTN_LCTN' ? { location: last.LOCATION_KEY } : {}) }
        : undefined;
    const items = await this.summaries(shown.map((row) => row.REQ_ID));
    return { items, total: matches, page, ...(next ? { next } : {}) };
  }

  /**
   * The REQ_IDs of every opening the filter matches, newest first: a job alert's openings (decision 032), found as
   * the openings page finds them.
   */
  async matchingReqIds(asked: OpeningsSearchFilter): Promise<number[]> {
    const filter = await this.needed(asked);
    const phrase = this.textAlone(filter);
    const rows = phrase
      ? (
          await sql<{ REQ_ID: number }>`
            SELECT rowid AS "REQ_ID" FROM opening_search_text WHERE opening_search_text MATCH ${phrase}
            ORDER BY rowid DESC`.execute(this.db)
        ).rows
      : await this.db
          .selectFrom('opening_search')
          .select('REQ_ID')
          .where((eb) => this.matching(eb, filter))
          .orderBy('REQ_ID', 'desc')
          .execute();
    return rows.map((row) => Number(row.REQ_ID));
  }

  /**
   * The REQ_IDs the filter matches, in no order, read as one text: a frame's part (decision 083), where a row per
   * match would cost the driver an object each (100,000 for a filter that keeps every opening).
   */
  private async matchingSet(asked: OpeningsSearchFilter): Promise<number[]> {
    const filter = await this.needed(asked);
    const phrase = this.textAlone(filter);
    const row = phrase
      ? (
          await sql<{ IDS: string | null }>`
            SELECT group_concat(rowid) AS "IDS" FROM opening_search_text WHERE opening_search_text MATCH ${phrase}`.execute(
            this.db,
          )
        ).rows[0]
      : await this.db
          .selectFrom('opening_search')
          .select(
            (this.engine === 'postgres'
              ? sql<string | null>`string_agg("REQ_ID"::text, ',')`
              : sql<string | null>`group_concat("REQ_ID")`
            ).as('IDS'),
          )
          .where((eb) => this.matching(eb, filter))
          .executeTakeFirst();
    return row?.IDS ? row.IDS.split(',').map(Number) : [];
  }

  /**
   * The words of every title and location, lower-cased, for "did you mean" (didYouMean.ts): read from the distinct
   * titles and locations, a few thousand even among 100,000 openings.
   */
  async vocabulary(): Promise<Set<string>> {
    const words = new Set<string>();
    for (const column of ['PSTN_TITLE', 'PSTN_LCTN'] as const) {
      const rows = await this.db.selectFrom('openings').select(column).distinct().execute();
      for (const row of rows)
        for (const word of String(row[column] ?? '')
          .toLocaleLowerCase()
          .split(/[^\p{L}\p{N}+#]+/u))
          if (word.length >= TRIGRAM) words.add(word);
    }
    return words;
  }

  /** The summaries of these openings, in this order; one deleted meanwhile is left out. */
  async summaries(reqIds: readonly number[]): Promise<OpeningSummary[]> {
    const byId = new Map<number, OpeningSummary>();
    // In slices: one IN list of a digest's tens of thousands would pass SQLite's limit of bound values.
    for (let start = 0; start < reqIds.length; start += SUMMARIES_PER_READ) {
      const rows = await this.db
        .selectFrom('openings')
        .select([...openingSummaryFields])
        .where('REQ_ID', 'in', reqIds.slice(start, start + SUMMARIES_PER_READ))
        .execute();
      for (const row of rows) byId.set(row.REQ_ID, withoutNullTerms(row) as OpeningSummary);
    }
    return reqIds.flatMap((reqId) => byId.get(reqId) ?? []);
  }

  /**
   * The filter without its closing day when no opening has passed it (one look at the closing dates' index): the
   * condition would change nothing then, and SQLite's text index can answer a text search alone.
   */
  private async needed(filter: OpeningsSearchFilter): Promise<OpeningsSearchFilter> {
    if (filter.openOn === undefined) return filter;
    const closed = await this.db
      .selectFrom('opening_search')
      .select('REQ_ID')
      .where('CLOSING_DATE', '<', filter.openOn)
      .limit(1)
      .executeTakeFirst();
    return closed ? filter : { ...filter, openOn: undefined };
  }

  /** The page's openings and one more (is there a next page?), from `offset` or after the query's cursor. */
  private async pageRows(
    query: OpeningsSearch,
    offset: number,
  ): Promise<Array<{ REQ_ID: number; LOCATION_KEY: string }>> {
    const phrase = this.textAlone(query.filter);
    if (phrase !== undefined && query.sort === 'REQ_ID') {
      // The text index alone, read in REQ_ID order (its rowid): a page of a common word stops after its rows.
      const direction = sql.raw(query.direction === 'asc' ? 'ASC' : 'DESC');
      const after = query.after
        ? sql`AND rowid ${sql.raw(query.direction === 'asc' ? '>' : '<')} ${query.after.reqId}`
        : sql``;
      const found = await sql<{ REQ_ID: number }>`
        SELECT rowid AS "REQ_ID" FROM opening_search_text WHERE opening_search_text MATCH ${phrase} ${after}
        ORDER BY rowid ${direction} LIMIT ${query.size + 1} OFFSET ${offset}`.execute(this.db);
      return found.rows.map((row) => ({ REQ_ID: Number(row.REQ_ID), LOCATION_KEY: '' }));
    }
    return this.ordered(query)
      .select(['REQ_ID', 'LOCATION_KEY'])
      .limit(query.size + 1)
      .offset(offset)
      .execute();
  }

  /**
   * SQLite: the FTS5 phrase of a search that has text of three characters or more and no other filter, which the
   * text index answers alone; else undefined.
   */
  private textAlone(filter: OpeningsSearchFilter): string | undefined {
    if (this.engine !== 'sqlite') return undefined;
    if (
      filter.countryCode ||
      filter.positionType ||
      filter.workMode ||
      filter.sponsorship ||
      filter.openOn ||
      filter.near
    )
      return undefined;
    const needle = filter.search.trim().toLocaleLowerCase();
    return [...needle].length >= TRIGRAM && !/[\r\n]/.test(needle) ? ftsPhrase(needle) : undefined;
  }

  /** The openings matching the query's filter in its order, and after its cursor when it has one. */
  private ordered(query: OpeningsSearch) {
    const direction = query.direction === 'desc' ? 'desc' : 'asc';
    let builder = this.db.selectFrom('opening_search').where((eb) => this.matching(eb, query.filter));
    if (query.after) {
      const after = query.after;
      builder = builder.where((eb) => this.beyond(eb, query, after, 'after'));
    }
    if (query.sort === 'PSTN_LCTN') {
      // SQLite would walk the location index and test the text of every row to avoid a sort, reading all 100,000
      // for a deep page; `+` keeps the index out of the order, so it finds the matches first and sorts those.
      const sortAfterMatching = this.engine === 'sqlite' && query.filter.search.trim() !== '';
      builder = builder.orderBy(sortAfterMatching ? sql`+"LOCATION_KEY"` : 'LOCATION_KEY', direction);
    }
    return builder.orderBy('REQ_ID', direction);
  }

  /** Openings at or before the cursor in the query's order: how far into the results it is. */
  private async countBefore(query: OpeningsSearch, cursor: SearchCursor): Promise<number> {
    const row = await this.db
      .selectFrom('opening_search')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where((eb) => eb.and([this.matching(eb, query.filter), this.beyond(eb, query, cursor, 'before')]))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * Rows after the cursor in the query's order, or at and before it. Compared as a row value (key, REQ_ID), which
   * both engines order as the ORDER BY does and which the location index serves.
   */
  private beyond(
    eb: Where,
    query: OpeningsSearch,
    cursor: SearchCursor,
    side: 'after' | 'before',
  ): Expression<SqlBool> {
    const ascending = query.direction === 'asc';
    const operator = side === 'after' ? (ascending ? '>' : '<') : ascending ? '<=' : '>=';
    if (query.sort === 'REQ_ID') return eb('REQ_ID', operator, cursor.reqId);
    return sql<SqlBool>`("LOCATION_KEY", "REQ_ID") ${sql.raw(operator)} (${cursor.location ?? ''}, ${cursor.reqId})`;
  }

  /** The filter as a condition: every part that is set must hold. */
  private matching(eb: Where, filter: OpeningsSearchFilter): Expression<SqlBool> {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.positionType) conditions.push(eb('PSTN_TYP', '=', filter.positionType));
    if (filter.workMode) conditions.push(eb('WORK_LOCATION_PREFERENCE', '=', filter.workMode));
    if (filter.sponsorship) conditions.push(eb('VISA_SPONSORSHIP', '=', 'Yes'));
    if (filter.openOn)
      conditions.push(eb.or([eb('CLOSING_DATE', 'is', null), eb('CLOSING_DATE', '>=', filter.openOn)]));
    if (filter.countryCode)
      conditions.push(
        eb(
          'COUNTRY',
          '=',
          eb.selectFrom('countries').select('COUNTRY_UUID').where('COUNTRY_CODE', '=', filter.countryCode).limit(1),
        ),
      );
    if (filter.near) conditions.push(this.within(filter.near));
    const needle = filter.search.trim().toLocaleLowerCase();
    // A line break would match across two fields; the page matches nothing then (contracts' openingsFilter.ts).
    if (/[\r\n]/.test(needle)) conditions.push(sql<SqlBool>`1 = 0`);
    else if (needle) conditions.push(this.containing(eb, needle));
    return eb.and(conditions);
  }

  /**
   * Openings at a place within `km` of the point (decision 084): the places in a box around it (the b-tree on
   * latitude, longitude), then the great-circle distance, both engines' own math functions; then the openings at
   * those places.
   */
  private within({ latitude, longitude, km }: NearPlace): Expression<SqlBool> {
    const dLat = km / KM_PER_DEGREE;
    // A degree of longitude narrows toward the poles; near one, every longitude is in the box.
    const cosine = Math.cos((latitude * Math.PI) / 180);
    const dLon = cosine > 0.01 ? km / (KM_PER_DEGREE * cosine) : 180;
    // Numbers the API worked out itself, written as literals: PostgreSQL would read a parameter beside an integer as
    // an integer.
    const [lat, lon] = [sql.lit(latitude), sql.lit(longitude)];
    const distance = sql`${sql.lit(EARTH_RADIUS_KM)} * 2 * asin(sqrt(
      power(sin(radians("LATITUDE" - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians("LATITUDE")) * power(sin(radians("LONGITUDE" - ${lon}) / 2), 2)))`;
    return sql<SqlBool>`(coalesce("COUNTRY", ''), "LOCATION_KEY") IN (
      SELECT "COUNTRY", "LOCATION_KEY" FROM location_places
      WHERE "LATITUDE" BETWEEN ${sql.lit(latitude - dLat)} AND ${sql.lit(latitude + dLat)}
        AND "LONGITUDE" BETWEEN ${sql.lit(longitude - dLon)} AND ${sql.lit(longitude + dLon)}
        AND ${distance} <= ${sql.lit(km)})`;
  }

  /** Openings whose searched text holds the needle (lower-cased already). */
  private containing(eb: Where, needle: string): Expression<SqlBool> {
    // FTS5's trigram tokenizer folds every letter; PostgreSQL's SEARCH_TEXT was folded with ICU where it has it.
    if (this.engine === 'sqlite' && [...needle].length >= TRIGRAM)
      return eb(
        'REQ_ID',
        'in',
        sql<number>`(SELECT rowid FROM opening_search_text WHERE opening_search_text MATCH ${ftsPhrase(needle)})`,
      );
    return sql<SqlBool>`"SEARCH_TEXT" LIKE ${`%${likeLiteral(needle)}%`} ESCAPE '\\'`;
  }
}
