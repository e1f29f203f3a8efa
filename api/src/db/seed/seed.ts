import type Database from 'better-sqlite3';
import { insertSql } from '../sql';
import { COUNTRIES, STATES } from './geography';
import { SEED_OPENINGS } from './openings';
import { RECRUITERS } from './recruiters';

/** Bump when the seed data changes so existing data folders pick it up on their next start. */
export const SEED_VERSION = '1';

function upsertAll<Row extends object>(db: Database.Database, table: string, key: keyof Row & string, rows: readonly Row[]): void {
  const first = rows[0];
  if (!first) return;
  const statement = db.prepare(insertSql(table, Object.keys(first), 'upsert', key));
  rows.forEach((row) => statement.run(row));
}

/**
 * Writes the demo reference data. Upserts only: applications, uploads, mails and openings added through
 * the test routes are never deleted, and a seeded row gets its current seed values back.
 */
export function seed(db: Database.Database): void {
  db.transaction(() => {
    upsertAll(db, 'countries', 'COUNTRY_UUID', COUNTRIES);
    upsertAll(db, 'states', 'STATE_UUID', STATES);
    upsertAll(db, 'recruiters', 'USERID', RECRUITERS);
    upsertAll(db, 'openings', 'REQ_ID', SEED_OPENINGS);
    db.prepare("INSERT INTO meta (KEY, VALUE) VALUES ('seed_version', ?) ON CONFLICT (KEY) DO UPDATE SET VALUE = excluded.VALUE").run(SEED_VERSION);
  })();
}

export function seedIfOutdated(db: Database.Database): void {
  const row = db.prepare("SELECT VALUE FROM meta WHERE KEY = 'seed_version'").get() as { VALUE: string } | undefined;
  if (row?.VALUE !== SEED_VERSION) seed(db);
}
