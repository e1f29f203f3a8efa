import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The location sort's key folds A-Z only, on every engine (decision 056). Migration 013 wrote it with PostgreSQL's
 * lower() in the database's collation, which in a locale other than C also folds other capitals ("É" to "é"), so
 * such locations sorted apart from SQLite's order and the browser's fallback. lower() in the "C" collation folds
 * ASCII letters only. SQLite's lower() folds A-Z only already: nothing changes there.
 */
export function locationKeyByCodePoint(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      const icu = (await sql`SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'`.execute(db)).rows.length > 0;
      // 013's searched text, as 013 wrote it (a migration is a snapshot: its helpers are not shared).
      const text = sql`coalesce(NEW."PSTN_TITLE", '') || '\n' || coalesce(NEW."PSTN_LCTN", '') || '\n' || coalesce(NEW."PSTN_TYP", '') || '\n' || coalesce(NEW."WORK_LOCATION_PREFERENCE", '')`;
      const folded = icu ? sql`lower((${text}) COLLATE "und-x-icu")` : sql`lower(${text})`;
      await sql`CREATE OR REPLACE FUNCTION opening_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF TG_OP <> 'INSERT' THEN
            DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
          END IF;
          IF TG_OP <> 'DELETE' THEN
            INSERT INTO opening_search ("REQ_ID", "SEARCH_TEXT", "COUNTRY", "PSTN_TYP", "WORK_LOCATION_PREFERENCE", "LOCATION_KEY")
            VALUES (NEW."REQ_ID", ${folded}, NEW."COUNTRY", NEW."PSTN_TYP", NEW."WORK_LOCATION_PREFERENCE",
              lower(coalesce(NEW."PSTN_LCTN", '') COLLATE "C"));
          END IF;
          RETURN NULL;
        END $$`.execute(db);
      await sql`UPDATE opening_search AS search SET "LOCATION_KEY" = lower(coalesce(o."PSTN_LCTN", '') COLLATE "C")
        FROM openings AS o
        WHERE o."REQ_ID" = search."REQ_ID" AND search."LOCATION_KEY" <> lower(coalesce(o."PSTN_LCTN", '') COLLATE "C")`.execute(
        db,
      );
    },
  };
}
