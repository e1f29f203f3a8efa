import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Engine } from '../engine';

/** The openings' new nullable columns (decision 059), each with its type on both engines. */
const TERM_COLUMNS = [
  ['CLOSING_DATE', 'text'],
  ['PAY_MIN', 'real'],
  ['PAY_MAX', 'real'],
  ['PAY_CURRENCY', 'text'],
  ['PAY_PERIOD', 'text'],
  ['BENEFITS', 'text'],
  ['VISA_SPONSORSHIP', 'text'],
] as const;

const SEARCH_COLUMNS = sql`"REQ_ID", "SEARCH_TEXT", "COUNTRY", "PSTN_TYP", "WORK_LOCATION_PREFERENCE", "LOCATION_KEY", "VISA_SPONSORSHIP", "CLOSING_DATE"`;
const CHANGE_COLUMNS = sql`"REQ_ID", "SEQ", "OPEN", "POSTED_DATE", "CLOSING_DATE"`;
const LAST_CHANGE_WINS = sql`ON CONFLICT ("REQ_ID") DO UPDATE SET
  "SEQ" = excluded."SEQ", "OPEN" = excluded."OPEN", "POSTED_DATE" = excluded."POSTED_DATE",
  "CLOSING_DATE" = excluded."CLOSING_DATE"`;

/** 013's searched text of the new row, as 013 wrote it (a migration is a snapshot: 013's helpers are not shared). */
const SEARCH_TEXT = sql`coalesce(NEW."PSTN_TITLE", '') || '\n' || coalesce(NEW."PSTN_LCTN", '') || '\n' || coalesce(NEW."PSTN_TYP", '') || '\n' || coalesce(NEW."WORK_LOCATION_PREFERENCE", '')`;

/**
 * An opening's pay, dates and sponsorship (decision 059): optional columns of `openings`, null where an opening has
 * none, so the records of before read as they were. The search filters on sponsorship and leaves out openings past
 * their closing date, so its narrow table (013) carries both, each with an index; the change feed (014) carries the
 * closing date, so a reader that keeps pages of open jobs (the site server) knows when one stops taking
 * applications without asking for it. The triggers of 014 (SQLite) and 014/015 (PostgreSQL) are written again with
 * the new columns; the new columns are null in every row, so nothing is filled in.
 */
export function openingTerms(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL runs a migration in one transaction already; SQLite does not (as in 014).
      if (engine === 'sqlite') await db.transaction().execute((trx) => addTerms(trx, 'sqlite'));
      else await addTerms(db, 'postgres');
    },
  };
}

type Run = (statement: RawBuilder<unknown>) => Promise<unknown>;

async function addTerms(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const run: Run = (statement) => statement.execute(db);
  for (const [column, type] of TERM_COLUMNS) {
    // SQLite's real and PostgreSQL's double precision both read back as a JavaScript number.
    const columnType = type === 'real' && engine === 'postgres' ? 'double precision' : type;
    await run(sql`ALTER TABLE openings ADD COLUMN ${sql.id(column)} ${sql.raw(columnType)}`);
  }
  await run(sql`ALTER TABLE opening_search ADD COLUMN "VISA_SPONSORSHIP" text`);
  await run(sql`ALTER TABLE opening_search ADD COLUMN "CLOSING_DATE" text`);
  await run(sql`CREATE INDEX opening_search_visa_sponsorship ON opening_search ("VISA_SPONSORSHIP", "REQ_ID")`);
  // Finds at once whether any opening has passed its closing date (the search drops the condition when none has).
  await run(sql`CREATE INDEX opening_search_closing_date ON opening_search ("CLOSING_DATE")`);
  await run(sql`ALTER TABLE opening_changes ADD COLUMN "CLOSING_DATE" text`);
  if (engine === 'sqlite') await sqliteTriggers(run);
  else await postgresTriggers(db, run);
}

/** 014's three triggers again, the search and change rows with the new columns. */
async function sqliteTriggers(run: Run): Promise<void> {
  const insertSearch = sql`INSERT INTO opening_search (${SEARCH_COLUMNS})
      VALUES (NEW."REQ_ID", lower(${SEARCH_TEXT}), NEW."COUNTRY", NEW."PSTN_TYP", NEW."WORK_LOCATION_PREFERENCE",
        lower(coalesce(NEW."PSTN_LCTN", '')), NEW."VISA_SPONSORSHIP", NEW."CLOSING_DATE");
    INSERT INTO opening_search_text (rowid, "TEXT") VALUES (NEW."REQ_ID", ${SEARCH_TEXT});`;
  const removeSearch = sql`DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
    DELETE FROM opening_search_text WHERE rowid = OLD."REQ_ID";`;
  const bump = sql`UPDATE openings_version SET "VERSION" = "VERSION" + 1;`;
  const version = sql`(SELECT "VERSION" FROM openings_version WHERE "ID" = 1)`;
  const opened = sql`INSERT INTO opening_changes (${CHANGE_COLUMNS})
    VALUES (NEW."REQ_ID", ${version}, 1, NEW."POSTED_DATE", NEW."CLOSING_DATE") ${LAST_CHANGE_WINS};`;
  const closed = (when: RawBuilder<unknown>) =>
    sql`INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT OLD."REQ_ID", ${version}, 0, NULL, NULL WHERE ${when}
    ${LAST_CHANGE_WINS};`;
  for (const name of ['openings_inserted', 'openings_deleted', 'openings_updated'])
    await run(sql`DROP TRIGGER ${sql.id(name)}`);
  await run(sql`CREATE TRIGGER openings_inserted AFTER INSERT ON openings BEGIN ${insertSearch} ${bump} ${opened} END`);
  await run(sql`CREATE TRIGGER openings_deleted AFTER DELETE ON openings BEGIN ${removeSearch} ${bump}
    ${closed(sql`1`)} END`);
  await run(sql`CREATE TRIGGER openings_updated AFTER UPDATE ON openings BEGIN ${removeSearch} ${insertSearch} ${bump}
    ${closed(sql`OLD."REQ_ID" <> NEW."REQ_ID"`)} ${opened} END`);
}

/** 015's search row function and 014's version bump again, with the new columns; their triggers stay. */
async function postgresTriggers(db: Kysely<unknown>, run: Run): Promise<void> {
  const icu = (await sql`SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'`.execute(db)).rows.length > 0;
  const folded = icu ? sql`lower((${SEARCH_TEXT}) COLLATE "und-x-icu")` : sql`lower(${SEARCH_TEXT})`;
  await run(sql`CREATE OR REPLACE FUNCTION opening_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO opening_search (${SEARCH_COLUMNS})
        VALUES (NEW."REQ_ID", ${folded}, NEW."COUNTRY", NEW."PSTN_TYP", NEW."WORK_LOCATION_PREFERENCE",
          lower(coalesce(NEW."PSTN_LCTN", '') COLLATE "C"), NEW."VISA_SPONSORSHIP", NEW."CLOSING_DATE");
      END IF;
      RETURN NULL;
    END $$`);
  await run(sql`CREATE OR REPLACE FUNCTION openings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE v bigint;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
      ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
        RETURN NULL;
      END IF;
      UPDATE openings_version SET "VERSION" = "VERSION" + 1 WHERE "ID" = 1 RETURNING "VERSION" INTO v;
      IF TG_OP = 'DELETE' THEN
        INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, false, NULL, NULL FROM old_rows
          ${LAST_CHANGE_WINS};
      ELSE
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, false, NULL, NULL FROM old_rows
            WHERE NOT EXISTS (SELECT FROM new_rows WHERE new_rows."REQ_ID" = old_rows."REQ_ID")
            ${LAST_CHANGE_WINS};
        END IF;
        INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, true, "POSTED_DATE", "CLOSING_DATE"
          FROM new_rows ${LAST_CHANGE_WINS};
      END IF;
      RETURN NULL;
    END $$`);
}
