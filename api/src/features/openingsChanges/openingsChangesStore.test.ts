import { sql } from 'kysely';
import type { OpeningChange } from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { generateOpenings } from '../../db/seed/openings';
import type { Database } from '../../db/tables';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { OpeningStore } from '../staffing/openingStore';
import { OpeningsChangesStore, type ChangesSince } from './openingsChangesStore';

// Runs on SQLite (project api) and PostgreSQL (api-production): one feed, two engines (decision 057).
let dataDir: string;
let db: Database;
let staffing: OpeningStore;
let store: OpeningsChangesStore;

beforeAll(async () => {
  dataDir = tempDataDir('openings-changes');
  ({ db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) }));
  staffing = new OpeningStore(db);
  store = new OpeningsChangesStore(db);
});
afterAll(async () => {
  await db.destroy();
  removeDataDir(dataDir);
});

async function version(): Promise<{ VERSION: number; EPOCH: string }> {
  const row = await sql<{ VERSION: number | string; EPOCH: string }>`
    SELECT "VERSION", "EPOCH" FROM openings_version`.execute(db);
  const found = row.rows[0];
  if (!found) throw new Error('No version row.');
  return { VERSION: Number(found.VERSION), EPOCH: found.EPOCH };
}

/** Every change after `since`, page by page through `next`, with the pages' lengths. */
async function readAll(since: ChangesSince, size: number): Promise<{ changes: OpeningChange[]; pages: number[] }> {
  const changes: OpeningChange[] = [];
  const pages: number[] = [];
  let from: ChangesSince | undefined = since;
  while (from) {
    const page = await store.changes(from, size);
    changes.push(...page.changes);
    pages.push(page.changes.length);
    if (page.next)
      expect(page.next).toEqual({ updatedSince: page.changes.at(-1)?.SEQ, afterId: page.changes.at(-1)?.REQ_ID });
    from = page.next;
  }
  return { changes, pages };
}

/** The last SEQ of the feed: where a reader that read everything stands. */
async function lastSeq(): Promise<number> {
  return Math.max(0, ...(await readAll({ updatedSince: 0 }, 10_000)).changes.map((change) => change.SEQ));
}

const inFeedOrder = (a: OpeningChange, b: OpeningChange) => a.SEQ - b.SEQ || a.REQ_ID - b.REQ_ID;

it('holds every opening, open with its posted date, at or below the current version, with the epoch', async () => {
  const openings = await staffing.openings();
  const page = await store.changes({ updatedSince: 0 }, 10_000);
  const { VERSION, EPOCH } = await version();
  expect(page.epoch).toBe(EPOCH);
  expect(await store.epoch()).toBe(EPOCH);
  expect(page.next).toBeUndefined();
  expect(page.changes.map((change) => change.REQ_ID).sort((a, b) => a - b)).toEqual(
    openings.map((opening) => opening.REQ_ID).sort((a, b) => a - b),
  );
  const byReqId = new Map(openings.map((opening) => [opening.REQ_ID, opening]));
  for (const change of page.changes) {
    expect(change).toEqual({
      REQ_ID: change.REQ_ID,
      SEQ: change.SEQ,
      OPEN: true,
      POSTED_DATE: byReqId.get(change.REQ_ID)?.POSTED_DATE,
      CLOSING_DATE: byReqId.get(change.REQ_ID)?.CLOSING_DATE,
    });
    expect(typeof change.SEQ).toBe('number');
    expect(change.SEQ).toBeLessThanOrEqual(VERSION);
  }
  expect([...page.changes].sort(inFeedOrder)).toEqual(page.changes);
});

it('gives an insert, an update and a delete each a later SEQ; a deleted opening is closed', async () => {
  const [opening] = generateOpenings(1, 810_001, 3, 'changes-test');
  if (!opening) throw new Error('No generated opening.');
  const start = await lastSeq();
  const since = async (seq: number) => (await store.changes({ updatedSince: seq }, 100)).changes;

  await staffing.upsertOpenings([opening]);
  const [inserted, ...others] = await since(start);
  expect(others).toEqual([]);
  expect(inserted).toEqual({
    REQ_ID: 810_001,
    SEQ: expect.any(Number),
    OPEN: true,
    POSTED_DATE: opening.POSTED_DATE,
    CLOSING_DATE: opening.CLOSING_DATE,
  });
  expect(inserted?.SEQ).toBeGreaterThan(start);
  // The feed's SEQ is the data version after this change.
  expect(inserted?.SEQ).toBe((await version()).VERSION);

  // A closing date the opening no longer has leaves the feed with it.
  await staffing.upsertOpenings([
    { ...opening, PSTN_TITLE: 'Changed title', POSTED_DATE: '2026-01-02', CLOSING_DATE: undefined },
  ]);
  const updated = await since(inserted?.SEQ ?? 0);
  expect(updated).toEqual([{ REQ_ID: 810_001, SEQ: expect.any(Number), OPEN: true, POSTED_DATE: '2026-01-02' }]);
  expect(updated[0]?.SEQ).toBeGreaterThan(inserted?.SEQ ?? 0);

  expect(await staffing.deleteOpening(810_001)).toBe(true);
  const deleted = await since(updated[0]?.SEQ ?? 0);
  expect(deleted).toEqual([{ REQ_ID: 810_001, SEQ: expect.any(Number), OPEN: false }]);
  expect(deleted[0]?.SEQ).toBeGreaterThan(updated[0]?.SEQ ?? 0);
  // A reader from before sees the opening once, at its last change.
  expect(await since(start)).toEqual(deleted);

  // Planted again, it opens again.
  await staffing.upsertOpenings([opening]);
  expect(await since(deleted[0]?.SEQ ?? 0)).toEqual([expect.objectContaining({ REQ_ID: 810_001, OPEN: true })]);
});

it('closes the old id and opens the new one when an update changes REQ_ID', async () => {
  const [opening] = generateOpenings(1, 820_001, 4, 'changes-rekey');
  if (!opening) throw new Error('No generated opening.');
  await staffing.upsertOpenings([opening]);
  const start = await lastSeq();
  await db.updateTable('openings').set({ REQ_ID: 820_002 }).where('REQ_ID', '=', 820_001).execute();
  const { changes } = await store.changes({ updatedSince: start }, 100);
  expect(changes).toEqual([
    { REQ_ID: 820_001, SEQ: start + 1, OPEN: false },
    {
      REQ_ID: 820_002,
      SEQ: start + 1,
      OPEN: true,
      POSTED_DATE: opening.POSTED_DATE,
      CLOSING_DATE: opening.CLOSING_DATE,
    },
  ]);
  expect(await staffing.deleteOpening(820_002)).toBe(true);
});

it('moves nothing for an upsert that changes nothing', async () => {
  const openings = await staffing.openings();
  const before = await version();
  const start = await lastSeq();
  await staffing.upsertOpenings(openings);
  expect(await version()).toEqual(before);
  expect((await store.changes({ updatedSince: start }, 100)).changes).toEqual([]);
  // One changed opening among them moves that one alone.
  const [first, ...rest] = openings;
  if (!first) throw new Error('No openings.');
  await staffing.upsertOpenings([...rest, { ...first, PSTN_RATE: 'USD 1-2/hr' }]);
  expect((await store.changes({ updatedSince: start }, 100)).changes.map((change) => change.REQ_ID)).toEqual([
    first.REQ_ID,
  ]);
});

it('pages through 25 changes of one statement with size 10, each once and in order', async () => {
  const start = await lastSeq();
  const openings = generateOpenings(25, 830_001, 5, 'changes-paging');
  await staffing.upsertOpenings(openings);
  const { changes, pages } = await readAll({ updatedSince: start }, 10);
  expect(pages).toEqual([10, 10, 5]);
  expect(changes.map((change) => change.REQ_ID)).toEqual(openings.map((opening) => opening.REQ_ID));
  expect([...changes].sort(inFeedOrder)).toEqual(changes);
  const seqs = new Set(changes.map((change) => change.SEQ));
  // PostgreSQL moves the version once a statement, SQLite once a row.
  expect(seqs.size).toBe(testEngine() === 'postgres' ? 1 : 25);
  // Pages that end where the changes end say no more follow.
  expect((await readAll({ updatedSince: start }, 5)).pages).toEqual([5, 5, 5, 5, 5]);
  expect((await readAll({ updatedSince: start }, 25)).pages).toEqual([25]);
  // afterId reads the rest of a SEQ; without it, a SEQ is read past whole.
  const [, second] = changes;
  const rest = await store.changes({ updatedSince: second?.SEQ ?? 0, afterId: second?.REQ_ID ?? 0 }, 100);
  expect(rest.changes).toEqual(changes.slice(2));
  const past = await store.changes({ updatedSince: second?.SEQ ?? 0 }, 100);
  expect(past.changes).toEqual(changes.filter((change) => change.SEQ > (second?.SEQ ?? 0)));
});

it('numbers the changes of concurrent writers in commit order', async () => {
  const openings = generateOpenings(2, 840_001, 6, 'changes-concurrent');
  await staffing.upsertOpenings(openings);
  const start = await lastSeq();
  const retitle = (trx: Database, reqId: number) =>
    trx
      .updateTable('openings')
      .set({ PSTN_TITLE: `Retitled ${reqId}` })
      .where('REQ_ID', '=', reqId)
      .execute();
  let commitFirst = () => {};
  let firstWrote = () => {};
  const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
  const first = db.transaction().execute(async (trx) => {
    await retitle(trx, 840_001);
    firstWrote();
    await new Promise<void>((resolve) => (commitFirst = resolve));
  });
  await wrote;
  let secondDone = false;
  const second = db
    .transaction()
    .execute((trx) => retitle(trx, 840_002))
    .then(() => (secondDone = true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  // The second writer waits on the first: PostgreSQL's version row lock, SQLite's one writer.
  expect(secondDone).toBe(false);
  // Meanwhile a reader sees neither (on SQLite a reader would queue behind the writer on the one connection).
  if (testEngine() === 'postgres') expect((await store.changes({ updatedSince: start }, 100)).changes).toEqual([]);
  commitFirst();
  await Promise.all([first, second]);
  const { changes } = await store.changes({ updatedSince: start }, 100);
  expect(changes.map((change) => [change.REQ_ID, change.SEQ])).toEqual([
    [840_001, start + 1],
    [840_002, start + 2],
  ]);
});

it('finds nothing past the end, however large the numbers', async () => {
  const largest = 999_999_999_999_999;
  expect((await store.changes({ updatedSince: largest }, 10)).changes).toEqual([]);
  expect((await store.changes({ updatedSince: largest, afterId: largest }, 10)).changes).toEqual([]);
  const start = await lastSeq();
  const page = await store.changes({ updatedSince: start - 1, afterId: largest }, 10);
  expect(page.changes.length).toBeGreaterThan(0);
  expect(page.changes.every((change) => change.SEQ === start)).toBe(true);
});

describe('many changes of one SEQ', () => {
  // Rows planted straight into the feed's table, in a database of their own: SQLite gives one SEQ a row, so the
  // many rows a PostgreSQL statement shares one SEQ between are written here on both engines.
  let plantedDir: string;
  let planted: Database;

  beforeAll(async () => {
    plantedDir = tempDataDir('openings-changes-planted');
    ({ db: planted } = await openDatabase({ dataDir: plantedDir, databaseUrl: await testDatabaseUrl(plantedDir) }));
  });
  afterAll(async () => {
    await planted.destroy();
    removeDataDir(plantedDir);
  });

  it('pages by (SEQ, REQ_ID) through rows that share a SEQ, across SEQs', async () => {
    const open = testEngine() === 'postgres' ? true : 1;
    const seq = 1_000_000;
    const rows = [
      ...Array.from({ length: 23 }, (_, index) => ({
        REQ_ID: 900_100 - index * 3,
        SEQ: seq,
        OPEN: open,
        POSTED_DATE: '2026-02-03',
      })),
      { REQ_ID: 900_500, SEQ: seq + 1, OPEN: open, POSTED_DATE: '2026-02-04' },
      { REQ_ID: 1, SEQ: seq + 2, OPEN: testEngine() === 'postgres' ? false : 0, POSTED_DATE: null },
    ];
    await planted.insertInto('opening_changes').values(rows).execute();
    const feed = new OpeningsChangesStore(planted);
    const pages: OpeningChange[][] = [];
    let from: ChangesSince | undefined = { updatedSince: seq - 1 };
    while (from) {
      const page = await feed.changes(from, 10);
      pages.push(page.changes);
      from = page.next;
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const read = pages.flat();
    const expected = [...rows]
      .sort((a, b) => a.SEQ - b.SEQ || a.REQ_ID - b.REQ_ID)
      .map((row) => ({
        REQ_ID: row.REQ_ID,
        SEQ: row.SEQ,
        OPEN: Boolean(row.OPEN),
        ...(row.POSTED_DATE ? { POSTED_DATE: row.POSTED_DATE } : {}),
      }));
    expect(read).toEqual(expected);
    expect(new Set(read.map((change) => change.REQ_ID)).size).toBe(25);
  });
});
