import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { Engine } from './engine';
import { migrations } from './migrations';
import { nodeSqliteDatabase } from './nodeSqlite';
import { seedIfOutdated } from './seed/seed';
import { messageOf } from '../platform/errors';
import type { Database, Tables } from './tables';

export const DATABASE_FILE = 'api.sqlite';

/** Connections one API instance may hold; several instances share the server's max_connections. */
export const POSTGRES_POOL_SIZE = 10;

export interface DatabaseLocation {
  /** Holds the SQLite file when no databaseUrl is given. */
  dataDir: string;
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Database;
  engine: Engine;
}

/** Brings the schema up to date; throws with the failing step's name so a bad deploy stops at start. */
async function migrate(db: Database, engine: Engine): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrations(engine) }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${messageOf(error)}`);
  }
}

function dialectFor({ dataDir, databaseUrl }: DatabaseLocation): { dialect: Dialect; engine: Engine } {
  if (databaseUrl)
    return {
      engine: 'postgres',
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE }) }),
    };
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    engine: 'sqlite',
    dialect: new SqliteDialect({ database: nodeSqliteDatabase(path.join(dataDir, DATABASE_FILE)) }),
  };
}

/**
 * Opens the API's database (the data folder's SQLite file, or PostgreSQL), migrated and seeded.
 * Why two engines behind one query layer: docs/decisions/002-one-query-layer-two-engines.md.
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  const { dialect, engine } = dialectFor(location);
  const db = new Kysely<Tables>({ dialect });
  try {
    await migrate(db, engine);
    await seedIfOutdated(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine };
}
