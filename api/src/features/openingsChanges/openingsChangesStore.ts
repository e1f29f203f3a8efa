import { sql } from 'kysely';
import type { OpeningChange } from '@tekvana/contracts/careers';
import type { Database } from '../../db/tables';

/** Where a reading of the feed starts: after this change in (SEQ, REQ_ID) order. */
export interface ChangesSince {
  /** Changes with a greater SEQ follow; with `afterId`, also those of this SEQ with a greater REQ_ID. */
  updatedSince: number;
  afterId?: number;
}

export interface ChangesPage {
  epoch: string;
  changes: OpeningChange[];
  /** Where the next page starts, when more changes follow. */
  next?: { updatedSince: number; afterId: number };
}

/**
 * The openings change feed (decision 057): the `opening_changes` rows the openings' triggers keep (migration 014),
 * read in (SEQ, REQ_ID) order from a point a reader reached, one page at a time, on both engines.
 */
export class OpeningsChangesStore {
  constructor(private readonly db: Database) {}

  /** The database's epoch: another epoch is another history, which a reader reads again from 0. */
  async epoch(): Promise<string> {
    const row = await sql<{ EPOCH: string }>`SELECT "EPOCH" FROM openings_version WHERE "ID" = 1`.execute(this.db);
    const found = row.rows[0];
    if (!found) throw new Error('The openings version row is missing: migration 013 did not run.');
    return found.EPOCH;
  }

  /** Up to `size` changes after `since`, and whether more follow (one row more is read to know). */
  async changes(since: ChangesSince, size: number): Promise<ChangesPage> {
    // Both bounds are cast to bigint: PostgreSQL would take a parameter compared with REQ_ID as an integer, and
    // refuse an afterId beyond 2^31 instead of finding nothing after it.
    const seq = sql`CAST(${since.updatedSince} AS bigint)`;
    const after =
      since.afterId === undefined
        ? sql<boolean>`"SEQ" > ${seq}`
        : sql<boolean>`("SEQ", "REQ_ID") > (${seq}, CAST(${since.afterId} AS bigint))`;
    const [epoch, rows] = await Promise.all([
      this.epoch(),
      this.db
        .selectFrom('opening_changes')
        .select(['REQ_ID', 'SEQ', 'OPEN', 'POSTED_DATE', 'CLOSING_DATE'])
        .where(after)
        .orderBy('SEQ')
        .orderBy('REQ_ID')
        .limit(size + 1)
        .execute(),
    ]);
    const changes = rows.slice(0, size).map((row): OpeningChange => {
      const open = Boolean(row.OPEN);
      return {
        REQ_ID: Number(row.REQ_ID),
        SEQ: Number(row.SEQ),
        OPEN: open,
        ...(open && row.POSTED_DATE !== null ? { POSTED_DATE: row.POSTED_DATE } : {}),
        ...(open && row.CLOSING_DATE !== null ? { CLOSING_DATE: row.CLOSING_DATE } : {}),
      };
    });
    const last = changes.at(-1);
    const next = rows.length > size && last ? { updatedSince: last.SEQ, afterId: last.REQ_ID } : undefined;
    return { epoch, changes, ...(next ? { next } : {}) };
  }
}
