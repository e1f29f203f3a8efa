import type { Database, Tables } from '../tables';
import { COUNTRIES, STATES } from './geography';
import { SEED_OPENINGS } from './openings';
import { RECRUITERS } from './recruiters';
import { upsert } from '../upsert';

/** Bump when the seed data changes so existing databases pick it up on their next start. */
export const SEED_VERSION = '1';

/**
 * Writes the demo reference data. Upserts only: applications, uploads, mails and openings added through
 * the test routes are never deleted, and a seeded row gets its current seed values back.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsert(trx, 'countries', 'COUNTRY_UUID', COUNTRIES);
    await upsert(trx, 'states', 'STATE_UUID', STATES);
    await upsert(trx, 'recruiters', 'USERID', RECRUITERS);
    await upsert(trx, 'openings', 'REQ_ID', SEED_OPENINGS);
    await upsert(trx, 'meta', 'KEY', [{ KEY: 'seed_version', VALUE: SEED_VERSION }] satisfies Tables['meta'][]);
  });
}

export async function seedIfOutdated(db: Database): Promise<void> {
  const row = await db.selectFrom('meta').select('VALUE').where('KEY', '=', 'seed_version').executeTakeFirst();
  if (row?.VALUE !== SEED_VERSION) await seed(db);
}
