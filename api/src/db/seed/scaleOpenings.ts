import { sql } from 'kysely';
import type { Database } from '../tables';
import { openingRow } from '../openingRow';
import { upsert } from '../upsert';
import { generateOpenings } from './openings';

/** First REQ_ID of the openings written for scale: above the demo's (24001…), so the two never collide. */
export const SCALE_FIRST_REQ_ID = 100_001;
/** The most a run writes: REQ_IDs stay below 900,000, where the tests plant openings of their own. */
export const SCALE_MAX_COUNT = 799_999;
/**
 * Openings per statement: each has 19 columns, and SQLite takes at most 32,766 values in one statement; a
 * thousand also keeps PostgreSQL's statements short.
 */
const ROWS_PER_STATEMENT = 1_000;
/** Openings generated at a time, so 100,000 with their descriptions never sit in memory at once. */
const ROWS_PER_CHUNK = 10_000;

/**
 * Writes `count` realistic openings (the demo seed's generator: titles, places, types, modes, pay and HTML
 * descriptions) with REQ_IDs from SCALE_FIRST_REQ_ID, in one transaction. The same count writes the same openings,
 * so a second run changes nothing; a smaller count leaves the ones above it as they are.
 */
export async function seedScaleOpenings(db: Database, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 1 || count > SCALE_MAX_COUNT)
    throw new RangeError(`The count of openings must be a whole number from 1 to ${SCALE_MAX_COUNT}.`);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += ROWS_PER_CHUNK) {
      const size = Math.min(ROWS_PER_CHUNK, count - start);
      // Each chunk has its own seed, so a chunk is the same whatever the count around it.
      const openings = generateOpenings(
        size,
        SCALE_FIRST_REQ_ID + start,
        100 + start / ROWS_PER_CHUNK,
        'scale',
        // Drawn, so every filter and search meets every other, as in a real board's openings.
        'drawn',
      );
      for (let at = 0; at < openings.length; at += ROWS_PER_STATEMENT)
        await upsert(trx, 'openings', 'REQ_ID', openings.slice(at, at + ROWS_PER_STATEMENT).map(openingRow));
    }
  });
  // The planners choose between the search's indexes by their statistics (decision 056): bring them up to date
  // after a bulk write rather than waiting for PostgreSQL's autovacuum (SQLite has none).
  await sql`ANALYZE`.execute(db);
}
