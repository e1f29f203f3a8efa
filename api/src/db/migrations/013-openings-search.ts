import { sql, type Kysely, type Migration, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { Engine } from '../engine';

/**
 * The text an opening is searched in (decision 056): title, location, position type and work mode, one per line,
 * so a search (which holds no line break) never matches across two of them, as on the openings page. The line
 * break is written into the literals: SQLite spells the function char(10), PostgreSQL chr(10).
 */
const searchText = (row: 'NEW' | undefined) => {
  const column = (name: string) => sql.raw(row ? `${row}."${name}"` : `"${name}"`);
  return sql<string>`coalesce(${column('PSTN_TITLE')}, '') || '\n' || coalesce(${column('PSTN_LCTN')}, '') || '\n' || coalesce(${column('PSTN_TYP')}, '') || '\n' || coalesce(${column('WORK_LOCATION_PREFERENCE')}, '')`;
};

/**
 * Whether PostgreSQL has ICU's root collation (builds with ICU do, whatever the server's locale): lower() with it
 * folds every letter as the openings page's toLocaleLowerCase does, where a server in the C locale folds A-Z only.
 */
async function hasIcuRoot(db: QueryExecutorProvider): Promise<boolean> {
  const found = await sql`SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'`.execute(db);
  return found.rows.length > 0;
}

/** The columns of opening_search, from an opening's row (`NEW` in a trigger, the table's own in a backfill). */
function searchRow(engine: Engine, icu: boolean, row: 'NEW' | undefined): RawBuilder<unknown> {
  const column = (name: string) => sql.raw(row ? `${row}."${name}"` : `"${name}"`);
  const text = searchText(row);
  // SQLite's lower() folds A-Z only: its text index (FTS5, below) folds every letter for searches of three
  // characters or more, and this column serves the shorter ones.
  const folded = engine === 'postgres' && icu ? sql`lower((${text}) COLLATE "und-x-icu")` : sql`lower(${text})`;
  return sql`${column('REQ_ID')}, ${folded}, ${column('COUNTRY')}, ${column('PSTN_TYP')}, ${column('WORK_LOCATION_PREFERENCE')}, lower(coalesce(${column('PSTN_LCTN')}, ''))`;
}

const SEARCH_COLUMNS = sql`"REQ_ID", "SEARCH_TEXT", "COUNTRY", "PSTN_TYP", "WORK_LOCATION_PREFERENCE", "LOCATION_KEY"`;

/**
 * Openings at any scale (decision 056). `opening_search` is a narrow copy of what the openings page filters and
 * sorts by, one row per opening kept in step by triggers: the openings' own rows carry their HTML descriptions,
 * and reading them to count 40,000 matches took ten times as long. It holds the searched text lower-cased, the
 * three filters and the location sort's key (compared by code point on both engines, so both give one order),
 * each with a b-tree that ends in REQ_ID. SQLite finds text through an FTS5 trigram table, PostgreSQL through a
 * pg_trgm GIN index (when the server lets the database owner create the extension: without it the search still
 * answers, reading the narrow table). `openings_version` counts changes of openings, for the answers' ETag.
 */
export function openingsSearch(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const run = (statement: RawBuilder<unknown>) => statement.execute(db);
      // The epoch tells versions of two databases apart: a new database starts again from 1.
      const epoch = engine === 'sqlite' ? sql`lower(hex(randomblob(4)))` : sql`substr(md5(random()::text), 1, 8)`;
      await run(sql`CREATE TABLE openings_version (
        "ID" integer PRIMARY KEY CHECK ("ID" = 1),
        "VERSION" bigint NOT NULL,
        "EPOCH" text NOT NULL)`);
      await run(sql`INSERT INTO openings_version ("ID", "VERSION", "EPOCH") VALUES (1, 1, ${epoch})`);
      const byCodePoint = engine === 'postgres' ? sql` COLLATE "C"` : sql``;
      await run(sql`CREATE TABLE opening_search (
        "REQ_ID" integer PRIMARY KEY,
        "SEARCH_TEXT" text NOT NULL,
        "COUNTRY" text,
        "PSTN_TYP" text,
        "WORK_LOCATION_PREFERENCE" text,
        "LOCATION_KEY" text${byCodePoint} NOT NULL)`);
      for (const column of ['COUNTRY', 'PSTN_TYP', 'WORK_LOCATION_PREFERENCE', 'LOCATION_KEY'])
        await run(
          sql`CREATE INDEX ${sql.id(`opening_search_${column.toLowerCase()}`)} ON opening_search (${sql.id(column)}, "REQ_ID")`,
        );
      const icu = engine === 'postgres' && (await hasIcuRoot(db));
      await run(
        sql`INSERT INTO opening_search (${SEARCH_COLUMNS}) SELECT ${searchRow(engine, icu, undefined)} FROM openings`,
      );
      if (engine === 'sqlite') await sqliteTriggers(run);
      else await postgresTriggers(db, run, icu);
    },
  };
}

type Run = (statement: RawBuilder<unknown>) => Promise<unknown>;

async function sqliteTriggers(run: Run): Promise<void> {
  await run(sql`CREATE VIRTUAL TABLE opening_search_text USING fts5("TEXT", tokenize = 'trigram')`);
  await run(
    sql`INSERT INTO opening_search_text (rowid, "TEXT") SELECT "REQ_ID", ${searchText(undefined)} FROM openings`,
  );
  const bump = sql`UPDATE openings_version SET "VERSION" = "VERSION" + 1;`;
  const insert = sql`INSERT INTO opening_search (${SEARCH_COLUMNS}) VALUES (${searchRow('sqlite', false, 'NEW')});
    INSERT INTO opening_search_text (rowid, "TEXT") VALUES (NEW."REQ_ID", ${searchText('NEW')});`;
  const remove = sql`DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
    DELETE FROM opening_search_text WHERE rowid = OLD."REQ_ID";`;
  await run(sql`CREATE TRIGGER openings_inserted AFTER INSERT ON openings BEGIN ${insert} ${bump} END`);
  await run(sql`CREATE TRIGGER openings_deleted AFTER DELETE ON openings BEGIN ${remove} ${bump} END`);
  await run(sql`CREATE TRIGGER openings_updated AFTER UPDATE ON openings BEGIN ${remove} ${insert} ${bump} END`);
}

async function postgresTriggers(db: Kysely<unknown>, run: Run, icu: boolean): Promise<void> {
  // An exception block is a subtransaction: a refused CREATE EXTENSION leaves the migration's transaction going.
  await run(sql`DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm could not be created (%): openings search reads the whole table', SQLERRM;
    END $$`);
  const trigrams = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (trigrams.rows.length > 0)
    await run(sql`CREATE INDEX opening_search_text ON opening_search USING gin ("SEARCH_TEXT" gin_trgm_ops)`);
  await run(sql`CREATE FUNCTION opening_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO opening_search (${SEARCH_COLUMNS}) VALUES (${searchRow('postgres', icu, 'NEW')});
      END IF;
      RETURN NULL;
    END $$`);
  await run(sql`CREATE TRIGGER opening_search_sync AFTER INSERT OR UPDATE OR DELETE ON openings
    FOR EACH ROW EXECUTE FUNCTION opening_search_sync()`);
  await run(sql`CREATE FUNCTION openings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF EXISTS (SELECT FROM changed) THEN
        UPDATE openings_version SET "VERSION" = "VERSION" + 1;
      END IF;
      RETURN NULL;
    END $$`);
  // One count per statement that changed rows (a seed of 100,000 moves it once per statement, not per row); an
  // upsert that changed nothing moves nothing.
  for (const [event, table] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const)
    await run(
      sql`CREATE TRIGGER ${sql.id(`openings_${event.toLowerCase()}_version`)} AFTER ${sql.raw(event)} ON openings
        REFERENCING ${sql.raw(table)} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION openings_version_bump()`,
    );
}
