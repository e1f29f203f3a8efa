import { DatabaseSync } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite dialect expects better-sqlite3's statement shape; Node's built-in driver differs in two
 * ways: parameters are spread rather than passed as an array, and a statement does not say whether it
 * returns rows (its result columns do). Using the built-in driver keeps native builds out of the install.
 */
export function nodeSqliteDatabase(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  // WAL lets the outbox pages read while a mail is written; busy_timeout covers a second process.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      // Parameters are whatever Kysely compiled from our typed queries: strings, numbers, null.
      type SqlParameters = Parameters<typeof statement.all>;
      const spread = (parameters: ReadonlyArray<unknown>) => parameters as SqlParameters;
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...spread(parameters)),
        run: (parameters) => statement.run(...spread(parameters)),
        iterate: (parameters) => statement.iterate(...spread(parameters)),
      };
    },
  };
}
