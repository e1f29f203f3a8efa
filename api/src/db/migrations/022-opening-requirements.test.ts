import type { Kysely, Migrator } from 'kysely';
import { openingOf, openingRow } from '../openingRow';
import { openingsVersion, unmigratedDatabase } from '../../testing/unmigratedDatabase';
import { generateOpenings } from '../seed/openings';
import type { Tables } from '../tables';
import { upsert } from '../upsert';

// Runs on SQLite (project api) and PostgreSQL (api-production): a database that had openings before migration 022.
let db: Kysely<Tables>;
let migrator: () => Migrator;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, migrator, close } = await unmigratedDatabase('migration-022'));
});
afterAll(() => close());

const version = () => openingsVersion(db);

it('adds the requirements as empty columns, read back as left out, and moves the version when one changes', async () => {
  expect((await migrator().migrateTo('021-answer-promises')).error).toBeUndefined();
  const [old] = generateOpenings(1, 880_501, 9, 'migration-022');
  if (!old) throw new Error('No generated opening.');
  const { VACANCY_TYPE: _vacancy, EXPERIENCE_MONTHS: _months, EDUCATION: _education, ...before022 } = openingRow(old);
  await upsert(db, 'openings', 'REQ_ID', [before022]);

  const { error } = await migrator().migrateTo('022-opening-requirements');
  expect(error).toBeUndefined();
  const read = async () =>
    openingOf(
      (await db.selectFrom('openings').selectAll().where('REQ_ID', '=', old.REQ_ID).executeTakeFirstOrThrow())!,
    );
  const stored = await read();
  for (const field of ['VACANCY_TYPE', 'EXPERIENCE_MONTHS', 'EDUCATION']) expect(stored).not.toHaveProperty(field);

  const start = await version();
  await upsert(db, 'openings', 'REQ_ID', [
    openingRow({ ...stored, VACANCY_TYPE: 'Talent pool', EXPERIENCE_MONTHS: 36, EDUCATION: 'Postgraduate degree' }),
  ]);
  expect(await version()).toBe(start + 1);
  expect(await read()).toMatchObject({
    VACANCY_TYPE: 'Talent pool',
    EXPERIENCE_MONTHS: 36,
    EDUCATION: 'Postgraduate degree',
  });
});
