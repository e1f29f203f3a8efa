import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema';
import { seedIfOutdated } from './seed/seed';

export const DATABASE_FILE = 'api.sqlite';

/** Opens (creating when needed) the data folder's database, migrated and seeded. */
export function openDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  // WAL lets the outbox pages read while a mail is being written; busy_timeout covers a second process.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  seedIfOutdated(db);
  return db;
}
