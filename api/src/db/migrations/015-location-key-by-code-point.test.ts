import type { Kysely, Migrator } from 'kysely';
import { unmigratedDatabase, withoutTerms } from '../../testing/unmigratedDatabase';
import { generateOpenings } from '../seed/openings';
import type { Tables } from '../tables';
import { upsert } from '../upsert';

// Runs on SQLite (project api) and PostgreSQL (api-production), the latter in a database whose own collation
// folds every letter: the location sort's key must fold A-Z only there too, as on SQLite and in the browser.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-015', { icuRoot: true }));
});
afterAll(() => close());

const keys = async () =>
  Object.fromEntries(
    (await db.selectFrom('opening_search').select(['REQ_ID', 'LOCATION_KEY']).orderBy('REQ_ID').execute()).map(
      (row) => [Number(row.REQ_ID), row.LOCATION_KEY],
    ),
  );

it('folds A-Z only in the location key, for the openings there were and those written after', async () => {
  expect((await migrator().migrateTo('014-openings-changes')).error).toBeUndefined();
  const [first, second] = generateOpenings(2, 860_001, 3, 'migration-015').map(withoutTerms);
  if (!first || !second) throw new Error('No generated openings.');
  await upsert(db, 'openings', 'REQ_ID', [{ ...first, PSTN_LCTN: 'Évora, PORTUGAL' }]);

  expect((await migrator().migrateToLatest()).error).toBeUndefined();
  await upsert(db, 'openings', 'REQ_ID', [{ ...second, PSTN_LCTN: 'ÖREBRO, Sweden' }]);
  expect(await keys()).toEqual({ 860001: 'Évora, portugal', 860002: 'Örebro, sweden' });

  // A changed location is keyed the same way.
  await upsert(db, 'openings', 'REQ_ID', [{ ...first, PSTN_LCTN: 'ÉVORA' }]);
  expect((await keys())[860001]).toBe('Évora');
});
