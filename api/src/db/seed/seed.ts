import type { Database, Tables } from '../tables';
import { COUNTRIES, STATES } from './geography';
import { seedDatesFrom, SEED_OPENINGS } from './openings';
import { RECRUITERS } from './recruiters';
import { openingRow } from '../openingRow';
import { upsert } from '../upsert';

/** Bump when the seed data changes so existing databases pick it up on their next start. */
export const SEED_VERSION = '2';

/** The seed written: its version and the week its dates count from, so a new week writes it again. */
const seedStamp = () => `${SEED_VERSION}:${new Date(seedDatesFrom()).toISOString().slice(0, 10)}`;

/**
 * Writes the demo reference data. Upserts only: applications, uploads, mails and openings added through
 * the test routes are never deleted, and a seeded row gets its current seed values back.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsert(trx, 'countries', 'COUNTRY_UUID', COUNTRIES);
    await upsert(trx, 'states', 'STATE_UUID', STATES);
    await upsert(trx, 'recruiters', 'USERID', RECRUITERS);
    await upsert(trx, 'openings', 'REQ_ID', SEED_OPENINGS.map(openingRow));
    await upsert(trx, 'meta', 'KEY', [{ KEY: 'seed_version', VALUE: seedStamp() }] satisfies Tables['meta'][]);
  });
}

export async function seedIfOutdated(db: Database): Promise<void> {
  const row = await db.selectFrom('meta').select('VALUE').where('KEY', '=', 'seed_version').executeTakeFirst();
  if (row?.VALUE !== seedStamp()) await seed(db);
}
