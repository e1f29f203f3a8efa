import type { Kysely, Migrator } from 'kysely';
import { unmigratedDatabase } from '../../testing/unmigratedDatabase';
import type { JobAlertRow, Tables } from '../tables';

// Runs on SQLite (project api) and PostgreSQL (api-production): job alerts stored before migration 019, and the
// previous release's insert still running beside this one during a rollout.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-019'));
});
afterAll(() => close());

const FILTER = { search: 'data', countryCode: 'IN', positionType: '', workMode: '' } as const;
const NOW = new Date('2026-11-27T10:00:00Z');

/** A row as the release before 019 wrote it: no sponsorship column (nor the place of migration 024). */
type Before019 = Omit<JobAlertRow, 'SPONSORSHIP' | 'NEAR' | 'KM'>;

const before019 = (id: string, email: string): Before019 => ({
  ID: id,
  EMAIL: email,
  ADDRESS_KEY: `key-${id}`,
  SEARCH: FILTER.search,
  COUNTRY_CODE: FILTER.countryCode,
  POSITION_TYPE: FILTER.positionType,
  WORK_MODE: FILTER.workMode,
  CREATED_AT: NOW.toISOString(),
  CONFIRMED_AT: NOW.toISOString(),
  CONFIRM_SENT_AT: NOW.toISOString(),
  LAST_DIGEST_AT: null,
});

/** The previous release's insert, word for word in what matters: ON CONFLICT on the five filter columns. */
const insertAsBefore = (row: Before019) =>
  (db as unknown as Kysely<{ job_alerts: Before019 }>)
    .insertInto('job_alerts')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['EMAIL', 'SEARCH', 'COUNTRY_CODE', 'POSITION_TYPE', 'WORK_MODE']).doNothing(),
    )
    .executeTakeFirst();

it('keeps stored alerts watching every opening, and the previous release inserting beside this one', async () => {
  expect((await migrator().migrateTo('018-self-identifications')).error).toBeUndefined();
  await insertAsBefore(before019('a1', 'old@example.com'));

  const { error, results } = await migrator().migrateTo('019-job-alert-sponsorship');
  expect(error).toBeUndefined();
  expect(results?.map((result) => result.migrationName)).toEqual(['019-job-alert-sponsorship']);
  const old = await db.selectFrom('job_alerts').select('SPONSORSHIP').where('ID', '=', 'a1').executeTakeFirst();
  expect(old?.SPONSORSHIP).toBe('');

  // An instance of the previous release, still running: its insert and its conflict target still work.
  expect(Number((await insertAsBefore(before019('a2', 'rolling@example.com'))).numInsertedOrUpdatedRows)).toBe(1);
  expect(Number((await insertAsBefore(before019('a3', 'rolling@example.com'))).numInsertedOrUpdatedRows)).toBe(0);
});
