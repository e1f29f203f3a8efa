import type { Kysely, Migrator } from 'kysely';
import { openingRow } from '../openingRow';
import { openingsVersion, unmigratedDatabase, withoutTerms } from '../../testing/unmigratedDatabase';
import { generateOpenings } from '../seed/openings';
import type { Tables } from '../tables';
import { upsert } from '../upsert';

// Runs on SQLite (project api) and PostgreSQL (api-production): a database that had openings before migration 017.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-017'));
});
afterAll(() => close());

const version = () => openingsVersion(db);

it('adds the terms as empty columns, then keeps the search table and the change feed in step with them', async () => {
  expect((await migrator().migrateTo('016-internship-applications')).error).toBeUndefined();
  const [old, added] = generateOpenings(2, 870_001, 9, 'migration-017');
  if (!old || !added) throw new Error('No generated openings.');
  await upsert(db, 'openings', 'REQ_ID', [withoutTerms(old)]);
  const before = await version();

  const { error, results } = await migrator().migrateTo('017-opening-terms');
  expect(error).toBeUndefined();
  expect(results?.map((result) => result.migrationName)).toEqual(['017-opening-terms']);
  expect(await version()).toBe(before);
  const stored = await db.selectFrom('openings').selectAll().where('REQ_ID', '=', old.REQ_ID).executeTakeFirst();
  expect(stored).toMatchObject({ CLOSING_DATE: null, PAY_MIN: null, VISA_SPONSORSHIP: null });

  // The recreated triggers still keep the search table, move the version and write the feed, now with the terms.
  // The row as of 017: without the columns later migrations add (022's requirements).
  const {
    VACANCY_TYPE: _vacancy,
    EXPERIENCE_MONTHS: _months,
    EDUCATION: _education,
    ...asOf017
  } = openingRow({
    ...added,
    VISA_SPONSORSHIP: 'Yes',
  });
  await upsert(db, 'openings', 'REQ_ID', [asOf017]);
  expect(await version()).toBe(before + 1);
  const read = await db.selectFrom('openings').selectAll().where('REQ_ID', '=', added.REQ_ID).executeTakeFirst();
  // Both engines give the pay back as a number.
  expect(read).toMatchObject({ PAY_MIN: added.PAY_MIN, PAY_MAX: added.PAY_MAX, PAY_PERIOD: added.PAY_PERIOD });
  const searched = await db
    .selectFrom('opening_search')
    .select(['SEARCH_TEXT', 'VISA_SPONSORSHIP', 'CLOSING_DATE'])
    .where('REQ_ID', '=', added.REQ_ID)
    .executeTakeFirst();
  expect(searched).toEqual({
    SEARCH_TEXT: expect.stringContaining(added.PSTN_TITLE.toLowerCase()),
    VISA_SPONSORSHIP: 'Yes',
    CLOSING_DATE: added.CLOSING_DATE,
  });
  const change = await db
    .selectFrom('opening_changes')
    .select(['OPEN', 'POSTED_DATE', 'CLOSING_DATE'])
    .where('REQ_ID', '=', added.REQ_ID)
    .executeTakeFirst();
  expect({ ...change, OPEN: Boolean(change?.OPEN) }).toEqual({
    OPEN: true,
    POSTED_DATE: added.POSTED_DATE,
    CLOSING_DATE: added.CLOSING_DATE,
  });

  await db.deleteFrom('openings').where('REQ_ID', '=', added.REQ_ID).execute();
  expect(await version()).toBe(before + 2);
  const closed = await db
    .selectFrom('opening_changes')
    .select(['OPEN', 'CLOSING_DATE'])
    .where('REQ_ID', '=', added.REQ_ID)
    .executeTakeFirst();
  expect({ OPEN: Boolean(closed?.OPEN), CLOSING_DATE: closed?.CLOSING_DATE }).toEqual({
    OPEN: false,
    CLOSING_DATE: null,
  });
  expect(await db.selectFrom('opening_search').select('REQ_ID').where('REQ_ID', '=', added.REQ_ID).execute()).toEqual(
    [],
  );
});
