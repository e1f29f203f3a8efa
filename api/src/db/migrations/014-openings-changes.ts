import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Engine } from '../engine';

/** The columns of opening_changes, as every statement below writes them. */
const CHANGE_COLUMNS = sql`"REQ_ID", "SEQ", "OPEN", "POSTED_DATE"`;

/** An upsert of a change row keeps the opening's last change only. */
const LAST_CHANGE_WINS = sql`ON CONFLICT ("REQ_ID") DO UPDATE SET
  "SEQ" = excluded."SEQ", "OPEN" = excluded."OPEN", "POSTED_DATE" = excluded."POSTED_DATE"`;

/**
 * The openings change feed (decision 057). `opening_changes` holds one row per opening that ever existed: the data
 * version (`openings_version`, migration 013) of its last change as SEQ, whether it is still open, and its posted
 * date while it is. A closed (deleted) opening keeps its row, closed, so a reader that saw it open learns it closed.
 * The feed is read by (SEQ, REQ_ID), after the last row a reader saw. It is kept in step by the same triggers that
 * move the data version, in the same step as the version's bump:
 * - SQLite: 013's row triggers are recreated with the change rows written after the row's bump (one trigger per
 *   event, so the order is the body's). SQLite has one writer at a time, so versions are taken in commit order.
 * - PostgreSQL: 013's statement-level bump takes the new version and upserts the statement's rows with it.
 */
export function openingsChanges(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL's migrations run in one transaction already (transactional DDL); SQLite's do not, and a step
      // that stopped halfway would leave the openings without their triggers.
      if (engine === 'sqlite') await db.transaction().execute((trx) => sqliteChanges(trx));
      else await postgresChanges(db);
    },
  };
}

type Run = (statement: RawBuilder<unknown>) => Promise<unknown>;

async function createTable(run: Run, engine: Engine): Promise<void> {
  await run(sql`CREATE TABLE opening_changes (
    "REQ_ID" integer PRIMARY KEY,
    "SEQ" bigint NOT NULL,
    "OPEN" ${sql.raw(engine === 'postgres' ? 'boolean' : 'integer')} NOT NULL,
    "POSTED_DATE" text)`);
  await run(sql`CREATE INDEX opening_changes_seq ON opening_changes ("SEQ", "REQ_ID")`);
  // Every opening there is, as of the current version: a reader starting from 0 reads them all.
  await run(sql`INSERT INTO opening_changes (${CHANGE_COLUMNS})
    SELECT "REQ_ID", (SELECT "VERSION" FROM openings_version WHERE "ID" = 1), ${sql.raw(engine === 'postgres' ? 'true' : '1')}, "POSTED_DATE"
    FROM openings`);
}

/**
 * 013's search text of the new row, as 013 wrote it into its triggers: title, location, position type and work
 * mode, one per line (the line break is in the literals).
 */
const SEARCH_TEXT = sql`coalesce(NEW."PSTN_TITLE", '') || '\n' || coalesce(NEW."PSTN_LCTN", '') || '\n' || coalesce(NEW."PSTN_TYP", '') || '\n' || coalesce(NEW."WORK_LOCATION_PREFERENCE", '')`;

async function sqliteChanges(db: Kysely<unknown>): Promise<void> {
  const run: Run = (statement) => statement.execute(db);
  await createTable(run, 'sqlite');
  // 013's triggers again, each with its change rows appended after its bump: three triggers on one event would
  // fire in an order SQLite does not define, so the bump and the change row stay in one body. The search rows
  // are written as 013 wrote them (a migration is a snapshot: 013's helpers are not shared).
  const insertSearch = sql`INSERT INTO opening_search ("REQ_ID", "SEARCH_TEXT", "COUNTRY", "PSTN_TYP", "WORK_LOCATION_PREFERENCE", "LOCATION_KEY")
      VALUES (NEW."REQ_ID", lower(${SEARCH_TEXT}), NEW."COUNTRY", NEW."PSTN_TYP", NEW."WORK_LOCATION_PREFERENCE", lower(coalesce(NEW."PSTN_LCTN", '')));
    INSERT INTO opening_search_text (rowid, "TEXT") VALUES (NEW."REQ_ID", ${SEARCH_TEXT});`;
  const removeSearch = sql`DELETE FROM opening_search WHERE "REQ_ID" = OLD."REQ_ID";
    DELETE FROM opening_search_text WHERE rowid = OLD."REQ_ID";`;
  const bump = sql`UPDATE openings_version SET "VERSION" = "VERSION" + 1;`;
  // The version after this row's bump.
  const version = sql`(SELECT "VERSION" FROM openings_version WHERE "ID" = 1)`;
  const opened = sql`INSERT INTO opening_changes (${CHANGE_COLUMNS}) VALUES (NEW."REQ_ID", ${version}, 1, NEW."POSTED_DATE")
    ${LAST_CHANGE_WINS};`;
  const closed = (when: RawBuilder<unknown>) =>
    sql`INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT OLD."REQ_ID", ${version}, 0, NULL WHERE ${when}
    ${LAST_CHANGE_WINS};`;
  for (const name of ['openings_inserted', 'openings_deleted', 'openings_updated'])
    await run(sql`DROP TRIGGER ${sql.id(name)}`);
  await run(sql`CREATE TRIGGER openings_inserted AFTER INSERT ON openings BEGIN ${insertSearch} ${bump} ${opened} END`);
  await run(sql`CREATE TRIGGER openings_deleted AFTER DELETE ON openings BEGIN ${removeSearch} ${bump}
    ${closed(sql`1`)} END`);
  // An update that changes REQ_ID closes the old id and opens the new one, both at this row's version.
  await run(sql`CREATE TRIGGER openings_updated AFTER UPDATE ON openings BEGIN ${removeSearch} ${insertSearch} ${bump}
    ${closed(sql`OLD."REQ_ID" <> NEW."REQ_ID"`)} ${opened} END`);
}

async function postgresChanges(db: Kysely<unknown>): Promise<void> {
  const run: Run = (statement) => statement.execute(db);
  await createTable(run, 'postgres');
  // Why SEQ follows commit order: the bump UPDATEs the single openings_version row, and that row's lock is held
  // until the transaction ends. A concurrent writer's bump waits for it, then reads the committed version and
  // takes the next one. So a transaction's SEQs are all below those of any writer that bumps after it, and that
  // writer commits after it: a reader that sees SEQ s committed has every SEQ below s committed too (a writer that
  // rolls back gives its numbers back with its rows). The feed's readers can therefore go on after the last SEQ
  // they saw without missing a change. A statement that changed no row (an upsert that found every row as it
  // was) moves neither the version nor the feed.
  await run(sql`CREATE OR REPLACE FUNCTION openings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE v bigint;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
      ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
        RETURN NULL;
      END IF;
      UPDATE openings_version SET "VERSION" = "VERSION" + 1 WHERE "ID" = 1 RETURNING "VERSION" INTO v;
      -- Each event's transition tables are only named in its own branch: a trigger has only those it declares.
      IF TG_OP = 'DELETE' THEN
        INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, false, NULL FROM old_rows
          ${LAST_CHANGE_WINS};
      ELSE
        IF TG_OP = 'UPDATE' THEN
          -- An id the statement changed away from is closed.
          INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, false, NULL FROM old_rows
            WHERE NOT EXISTS (SELECT FROM new_rows WHERE new_rows."REQ_ID" = old_rows."REQ_ID")
            ${LAST_CHANGE_WINS};
        END IF;
        INSERT INTO opening_changes (${CHANGE_COLUMNS}) SELECT "REQ_ID", v, true, "POSTED_DATE" FROM new_rows
          ${LAST_CHANGE_WINS};
      END IF;
      RETURN NULL;
    END $$`);
  // 013's statement triggers named their one transition table `changed`; an update now needs both.
  for (const [event, referencing] of [
    ['INSERT', 'NEW TABLE AS new_rows'],
    ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ['DELETE', 'OLD TABLE AS old_rows'],
  ] as const) {
    const name = sql.id(`openings_${event.toLowerCase()}_version`);
    await run(sql`DROP TRIGGER ${name} ON openings`);
    await run(sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON openings
      REFERENCING ${sql.raw(referencing)} FOR EACH STATEMENT EXECUTE FUNCTION openings_version_bump()`);
  }
}
