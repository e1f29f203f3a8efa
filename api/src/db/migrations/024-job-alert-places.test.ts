import type { Kysely, Migrator } from 'kysely';
import { JobAlertStore, searchFilterOf } from '../../features/jobAlerts/jobAlertStore';
import { unmigratedDatabase } from '../../testing/unmigratedDatabase';
import type { JobAlertRow, Tables } from '../tables';

// Runs on SQLite (project api) and PostgreSQL (api-production): job alerts stored before migration 024, and the
// previous release's insert still running beside this one during a rollout.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-024'));
});
afterAll(() => close());

const FILTER = { search: '', countryCode: 'US', positionType: '', workMode: '', sponsorship: false } as const;
const NOW = new Date('2026-11-29T10:00:00Z');

/** A row as the release before 024 wrote it: no place. */
type Before024 = Omit<JobAlertRow, 'NEAR' | 'KM'>;
const before024 = (id: string, email: string): Before024 => ({
  ID: id,
  EMAIL: email,
  ADDRESS_KEY: `key-${id}`,
  SEARCH: FILTER.search,
  COUNTRY_CODE: FILTER.countryCode,
  POSITION_TYPE: FILTER.positionType,
  WORK_MODE: FILTER.workMode,
  SPONSORSHIP: '',
  CREATED_AT: NOW.toISOString(),
  CONFIRMED_AT: NOW.toISOString(),
  CONFIRM_SENT_AT: NOW.toISOString(),
  LAST_DIGEST_AT: null,
});

/** The previous release's insert as it is: ON CONFLICT DO NOTHING on whichever unique index the row breaks. */
const insertAsBefore = async (row: Before024) =>
  Number(
    (
      await (db as unknown as Kysely<{ job_alerts: Before024 }>)
        .insertInto('job_alerts')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
    ).numInsertedOrUpdatedRows,
  );

it('keeps stored alerts watching every place, one alert per place and radius, and the previous release beside', async () => {
  expect((await migrator().migrateTo('023-location-places')).error).toBeUndefined();
  await insertAsBefore(before024('a1', 'old@example.com'));

  const { error, results } = await migrator().migrateTo('024-job-alert-places');
  expect(error).toBeUndefined();
  expect(results?.map((result) => result.migrationName)).toEqual(['024-job-alert-places']);
  const store = new JobAlertStore(db, { secret: 'test' });
  const old = await store.get('a1');
  expect(old).toMatchObject({ NEAR: '', KM: 0 });
  if (!old) throw new Error('The stored alert is gone.');
  expect(searchFilterOf(old).near).toBeUndefined();

  // An instance of the previous release, still running: it inserts, and the same alert twice is one row.
  expect(await insertAsBefore(before024('a2', 'rolling@example.com'))).toBe(1);
  expect(await insertAsBefore(before024('a3', 'rolling@example.com'))).toBe(0);

  // This release: the stored alert's filters around a place are an alert of their own, and so is another radius.
  const austin = { ...FILTER, near: 'Austin, TX', km: 50 };
  const near = await store.findOrCreate('old@example.com', austin, { id: 'b1', now: NOW });
  expect(near).toMatchObject({ created: true, alert: { ID: 'b1', NEAR: 'Austin, TX', KM: 50 } });
  const again = await store.findOrCreate('old@example.com', austin, { id: 'b2', now: NOW });
  expect(again).toMatchObject({ created: false, alert: { ID: 'b1' } });
  const wider = await store.findOrCreate('old@example.com', { ...austin, km: 100 }, { id: 'b3', now: NOW });
  expect(wider).toMatchObject({ created: true, alert: { ID: 'b3', KM: 100 } });
  const anywhere = await store.findOrCreate('old@example.com', FILTER, { id: 'b4', now: NOW });
  expect(anywhere).toMatchObject({ created: false, alert: { ID: 'a1' } });
  // The previous release asking for the address's alert of no place finds the one stored, not a place's.
  expect(await insertAsBefore(before024('a4', 'old@example.com'))).toBe(0);

  // The stored label is found again in the gazetteer, with its coordinates, for the alert's searches.
  const stored = await store.get('b1');
  if (!stored) throw new Error('The alert around Austin is gone.');
  expect(searchFilterOf(stored).near).toMatchObject({ place: 'Austin, TX', km: 50 });
  expect(searchFilterOf(stored).near?.latitude).toBeCloseTo(30.27, 1);
});
