import { testDatabaseUrl } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { openDatabase } from '../database';
import { SCALE_FIRST_REQ_ID, SCALE_MAX_COUNT, seedScaleOpenings } from './scaleOpenings';
import { countOf } from './seedOpeningsCommand';
import { SEED_OPENINGS } from './openings';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('scale-openings');
});
afterAll(() => removeDataDir(dataDir));

it('writes the openings asked for, the same ones again on a second run, beside the demo seed', async () => {
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    const count = 2_345;
    const scaleRows = () =>
      db
        .selectFrom('openings')
        .select(['REQ_ID', 'PSTN_TITLE', 'INTERNAL_JOB_DESCRIPTION'])
        .where('REQ_ID', '>=', SCALE_FIRST_REQ_ID)
        .orderBy('REQ_ID')
        .execute();
    await seedScaleOpenings(db, count);
    const first = await scaleRows();
    expect(first).toHaveLength(count);
    expect(first[0]?.REQ_ID).toBe(SCALE_FIRST_REQ_ID);
    expect(first.at(-1)?.REQ_ID).toBe(SCALE_FIRST_REQ_ID + count - 1);
    // Realistic: a title and an HTML description of a few sections, and not all alike.
    expect(first[0]?.INTERNAL_JOB_DESCRIPTION).toContain('<h3>What you will do</h3>');
    expect(new Set(first.map((row) => row.PSTN_TITLE)).size).toBeGreaterThan(10);

    await seedScaleOpenings(db, count);
    expect(await scaleRows()).toEqual(first);
    const all = await db
      .selectFrom('openings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(all?.n)).toBe(SEED_OPENINGS.length + count);

    await expect(seedScaleOpenings(db, 0)).rejects.toThrow(`from 1 to ${SCALE_MAX_COUNT}`);
  } finally {
    await db.destroy();
  }
});

it('reads the count from --count N or --count=N, and nothing else', () => {
  expect(countOf(['--count', '100000'])).toBe(100_000);
  expect(countOf(['--count=64'])).toBe(64);
  expect(countOf([])).toBeUndefined();
  expect(countOf(['--count', 'many'])).toBeUndefined();
  expect(countOf(['--count', '-5'])).toBeUndefined();
});
