import { sql, type Kysely, type Migrator } from 'kysely';
import { testEngine } from '../../testing/engine';
import { openingsVersion, unmigratedDatabase, withoutTerms } from '../../testing/unmigratedDatabase';
import { generateOpenings } from '../seed/openings';
import type { Tables } from '../tables';
import { upsert } from '../upsert';

// Runs on SQLite (project api) and PostgreSQL (api-production): a database that had openings before migration 014.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-014'));
});
afterAll(() => close());

const version = () => openingsVersion(db);

const changeRows = async () =>
  (await db.selectFrom('opening_changes').selectAll().orderBy('REQ_ID').execute()).map((row) => ({
    REQ_ID: Number(row.REQ_ID),
    SEQ: Number(row.SEQ),
    OPEN: Boolean(row.OPEN),
    POSTED_DATE: row.POSTED_DATE,
  }));

it('fills the feed with the openings there were, then keeps it in step along with the search table', async () => {
  expect((await migrator().migrateTo('013-openings-search')).error).toBeUndefined();
  const before = generateOpenings(30, 850_001, 7, 'migration-014').map(withoutTerms);
  // Two statements: PostgreSQL moves the version twice, SQLite once a row.
  await upsert(db, 'openings', 'REQ_ID', before.slice(0, 20));
  await upsert(db, 'openings', 'REQ_ID', before.slice(20));
  const at = await version();
  expect(at).toBe(testEngine() === 'postgres' ? 3 : 31);

  const { error, results } = await migrator().migrateTo('014-openings-changes');
  expect(error).toBeUndefined();
  expect(results?.map((result) => result.migrationName)).toEqual(['014-openings-changes']);
  expect(await version()).toBe(at);
  expect(await changeRows()).toEqual(
    before.map((opening) => ({ REQ_ID: opening.REQ_ID, SEQ: at, OPEN: true, POSTED_DATE: opening.POSTED_DATE })),
  );

  // The recreated triggers still keep the search table (and SQLite's text index) and move the version.
  const [added] = generateOpenings(1, 850_101, 8, 'migration-014-added').map(withoutTerms);
  if (!added) throw new Error('No generated opening.');
  await upsert(db, 'openings', 'REQ_ID', [{ ...added, PSTN_TITLE: 'Quantum Basket Weaver' }]);
  expect(await version()).toBe(at + 1);
  const searched = await db
    .selectFrom('opening_search')
    .select(['SEARCH_TEXT', 'LOCATION_KEY'])
    .where('REQ_ID', '=', 850_101)
    .executeTakeFirst();
  expect(searched?.SEARCH_TEXT.split('\n')[0]).toBe('quantum basket weaver');
  expect(searched?.LOCATION_KEY).toBe(added.PSTN_LCTN.toLowerCase());
  if (testEngine() === 'sqlite') {
    const text = await sql<{ id: number }>`
      SELECT rowid AS id FROM opening_search_text WHERE opening_search_text MATCH '"basket"'`.execute(db);
    expect(text.rows.map((row) => Number(row.id))).toEqual([850_101]);
  }
  await db.deleteFrom('openings').where('REQ_ID', '=', 850_001).execute();
  expect(await version()).toBe(at + 2);
  expect(await db.selectFrom('opening_search').select('REQ_ID').where('REQ_ID', '=', 850_001).execute()).toEqual([]);
  const rows = await changeRows();
  expect(rows.find((row) => row.REQ_ID === 850_101)).toEqual(expect.objectContaining({ SEQ: at + 1, OPEN: true }));
  expect(rows.find((row) => row.REQ_ID === 850_001)).toEqual({
    REQ_ID: 850_001,
    SEQ: at + 2,
    OPEN: false,
    POSTED_DATE: null,
  });
});
