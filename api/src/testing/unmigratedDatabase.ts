import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Opening } from '@tekvana/contracts';
import { DATABASE_FILE } from '../db/database';
import { openingTermFields } from '../db/openingRow';
import { migrations } from '../db/migrations';
import { nodeSqliteDatabase } from '../db/nodeSqlite';
import type { Tables } from '../db/tables';
import { testDatabaseUrl, testEngine, type TestDatabaseOptions } from './engine';
import { removeDataDir, tempDataDir } from './helpers';

/**
 * A database of the test's engine with no migration run yet, and a migrator over it: a migration's test moves it to
 * the migration before, writes rows, then runs the migration under test.
 */
export async function unmigratedDatabase(name: string, options?: TestDatabaseOptions) {
  const dataDir = tempDataDir(name);
  const databaseUrl = await testDatabaseUrl(dataDir, options);
  const dialect = databaseUrl
    ? new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 2 }) })
    : new SqliteDialect({ database: nodeSqliteDatabase(path.join(dataDir, DATABASE_FILE)) });
  const db = new Kysely<Tables>({ dialect });
  return {
    db,
    migrator: () => new Migrator({ db, provider: migrations(testEngine()) }),
    close: async () => {
      await db.destroy();
      removeDataDir(dataDir);
    },
  };
}

/** The openings' data version (migration 013's row), which every change of the openings moves. */
export async function openingsVersion(db: Kysely<Tables>): Promise<number> {
  const row = await sql<{ VERSION: number | string }>`SELECT "VERSION" FROM openings_version`.execute(db);
  return Number(row.rows[0]?.VERSION);
}

/** The opening without its terms, as a database before migration 017 holds it: for the tests of the migrations before it. */
export function withoutTerms(opening: Opening): Opening {
  const spec = { ...opening };
  for (const field of openingTermFields) delete spec[field];
  return spec;
}
