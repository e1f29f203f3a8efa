// `npm run seed:openings -w api -- --count 100000`: writes that many synthetic openings to the database the API is
// configured for (the data folder's SQLite file, or DATABASE_URL's PostgreSQL), for measuring the site at scale.
import { describeRecords, optionsFromEnv } from '../../config';
import { openDatabase } from '../database';
import { messageOf } from '../../platform/errors';
import { SCALE_FIRST_REQ_ID, SCALE_MAX_COUNT, seedScaleOpenings } from './scaleOpenings';

const USAGE = `Usage: npm run seed:openings -w api -- --count N   (N from 1 to ${SCALE_MAX_COUNT})`;

/** The count `--count N` (or `--count=N`) names; undefined when it is missing or not a whole number. */
export function countOf(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--count');
  const raw = at >= 0 ? argv[at + 1] : argv.find((arg) => arg.startsWith('--count='))?.slice('--count='.length);
  return raw !== undefined && /^\d{1,7}$/.test(raw) ? Number(raw) : undefined;
}

async function main(): Promise<void> {
  const count = countOf(process.argv.slice(2));
  if (count === undefined || count < 1 || count > SCALE_MAX_COUNT) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const options = optionsFromEnv(process.env);
  const started = Date.now();
  const { db } = await openDatabase(options);
  try {
    await seedScaleOpenings(db, count);
  } finally {
    await db.destroy();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${count} openings (REQ_ID ${SCALE_FIRST_REQ_ID}-${SCALE_FIRST_REQ_ID + count - 1}) to ${describeRecords(options)} in ${seconds} s.`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(`Openings not written: ${messageOf(error)}`);
    process.exitCode = 1;
  });
