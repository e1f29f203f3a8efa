import type { Opening } from '@tekvana/contracts';
import { todayUtc } from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { generateOpenings } from '../../db/seed/openings';
import type { Database } from '../../db/tables';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { recordRepositories } from '../../repositories';
import {
  OpeningsSearchStore,
  type OpeningsSearch,
  type OpeningsSearchFilter,
  type SearchPage,
} from './openingsSearchStore';
import { nearOf } from './searchQuery';

// Runs on SQLite (project api) and PostgreSQL (api-production): a frame answers every search as the SQL does.
let dataDir: string;
let db: Database;
let staffing: ReturnType<typeof recordRepositories>;
let framed: OpeningsSearchStore;
let bySql: OpeningsSearchStore;

beforeAll(async () => {
  dataDir = tempDataDir('search-frames');
  ({ db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) }));
  staffing = recordRepositories(db);
  framed = new OpeningsSearchStore(db, testEngine(), { frameSpacing: 0 });
  bySql = new OpeningsSearchStore(db, testEngine(), { frames: false });
  await staffing.openingRecords.upsertOpenings(generateOpenings(400, 800_001, 17, 'frames-test'));
});
afterAll(async () => {
  await db.destroy();
  removeDataDir(dataDir);
});

/** Random searches from a fixed sequence: words long and short, every filter, both orders, pages and sizes. */
function searches(count: number, seed: number): OpeningsSearch[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => ({
    filter: {
      search: pick(['', '', 'engineer', 'DATA', 'pune', 'a', 'ja', ' java ', '%', 'nothing like it', 'remote']),
      countryCode: pick(['', '', 'US', 'IN', 'ZZ']),
      positionType: pick(['', 'Contract', 'Full-Time']),
      workMode: pick(['', 'Remote', 'Hybrid', 'Onsite']),
      sponsorship: random() < 0.2,
      openOn: pick([undefined, '2026-11-29', '2027-05-01']),
      near: pick([undefined, undefined, undefined, nearOf('Austin, TX', '300'), nearOf('Pune', '150')]),
    },
    sort: pick(['REQ_ID', 'PSTN_LCTN'] as const),
    direction: pick(['asc', 'desc'] as const),
    page: 1 + Math.floor(random() * 6),
    size: pick([5, 20, 50]),
  }));
}

/** Spies on the SQL path of a store: a search the frame answers does not take it. */
function sqlReads(store: OpeningsSearchStore) {
  // searchBySql is private: the spy only counts its calls.
  return jest.spyOn(store as unknown as { searchBySql: () => Promise<SearchPage> }, 'searchBySql');
}

async function sameAnswers(queries: readonly OpeningsSearch[]): Promise<void> {
  const spy = sqlReads(framed);
  for (const query of queries) {
    expect(await framed.search(query)).toEqual(await bySql.search(query));
    expect(await framed.count(query.filter)).toBe(await bySql.count(query.filter));
  }
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
}

it('answers 300 mixed searches exactly as the SQL does, without it', async () => {
  const everyOpening: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };
  const unfiltered = (['REQ_ID', 'PSTN_LCTN'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((direction) => ({ filter: everyOpening, sort, direction, page: 3, size: 50 })),
  );
  await sameAnswers([...unfiltered, ...searches(300, 20_261_129)]);
});

it('follows cursors as the SQL does, in every order', async () => {
  for (const query of searches(40, 7)) {
    let [fromFrame, fromSql] = [await framed.search(query), await bySql.search(query)];
    expect(fromFrame).toEqual(fromSql);
    for (let step = 0; step < 5 && fromSql.next; step += 1) {
      const next = { ...query, after: fromSql.next };
      [fromFrame, fromSql] = [await framed.search(next), await bySql.search(next)];
      expect(fromFrame).toEqual(fromSql);
    }
  }
});

it('makes a new frame when the openings change, and a moved cursor is the SQL', async () => {
  await framed.search(searches(1, 3)[0]!);
  const added: Opening[] = generateOpenings(30, 900_001, 23, 'frames-added');
  await staffing.openingRecords.upsertOpenings(added);
  await staffing.openingRecords.deleteOpening(800_010);
  await staffing.openingRecords.upsertOpenings([
    { ...added[0]!, PSTN_TITLE: 'Quantum Basket Weaver', PSTN_LCTN: 'Zz Town' },
  ]);
  await sameAnswers(searches(100, 99));
  expect(
    (
      await framed.search({
        ...searches(1, 5)[0]!,
        filter: { search: 'basket weaver', countryCode: '', positionType: '', workMode: '' },
      })
    ).total,
  ).toBe(1);

  // A cursor whose opening has since moved in the location order.
  const query: OpeningsSearch = {
    filter: { search: '', countryCode: '', positionType: '', workMode: '' },
    sort: 'PSTN_LCTN',
    direction: 'asc',
    page: 1,
    size: 10,
    after: { reqId: 900_001, location: 'somewhere else' },
  };
  const spy = sqlReads(framed);
  expect(await framed.search(query)).toEqual(await bySql.search(query));
  expect(spy).toHaveBeenCalledTimes(1);
  spy.mockRestore();
});

/** Spies on what a store reads for its frames: summaries and parts (both private; the spies only count calls). */
function frameReads(store: OpeningsSearchStore) {
  const reads = store as unknown as {
    summariesAt: (reqIds: readonly number[]) => Promise<unknown>;
    matchingSet: (filter: OpeningsSearchFilter) => Promise<number[]>;
  };
  return { summaries: jest.spyOn(reads, 'summariesAt'), parts: jest.spyOn(reads, 'matchingSet') };
}

const EVERY: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };

it('reads a summary again only once its opening changed, and shows the change', async () => {
  const query: OpeningsSearch = {
    filter: EVERY,
    sort: 'REQ_ID',
    direction: 'asc',
    page: 1,
    size: 20,
    after: { reqId: 800_040 },
  };
  expect((await framed.search(query)).items.map((item) => item.REQ_ID)).toContain(800_050);
  const original = generateOpenings(400, 800_001, 17, 'frames-test').find((opening) => opening.REQ_ID === 800_050);
  if (!original) throw new Error('No opening 800050.');
  await staffing.openingRecords.upsertOpenings([{ ...original, PSTN_TITLE: 'Renamed Tide Cartographer' }]);

  const reads = frameReads(framed);
  const again = await framed.search(query);
  expect(again).toEqual(await bySql.search(query));
  expect(again.items.find((item) => item.REQ_ID === 800_050)?.PSTN_TITLE).toBe('Renamed Tide Cartographer');
  // The other nineteen were read at a change the new frame still has.
  expect(reads.summaries.mock.calls).toEqual([[[800_050]]]);
  jest.restoreAllMocks();
});

it('made ahead at the start, answers the common filters and their pages with nothing more to read', async () => {
  const warmed = new OpeningsSearchStore(db, testEngine(), { frameSpacing: 0 });
  await warmed.warm();
  const reads = frameReads(warmed);
  const openOn = todayUtc();
  for (const filter of [
    { ...EVERY, openOn },
    { ...EVERY, countryCode: 'IN', openOn },
    { ...EVERY, workMode: 'Remote', openOn },
  ] as const) {
    const query: OpeningsSearch = { filter, sort: 'PSTN_LCTN', direction: 'desc', page: 2, size: 20 };
    expect(await warmed.search(query)).toEqual(await bySql.search(query));
  }
  expect(reads.summaries).not.toHaveBeenCalled();
  expect(reads.parts).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});
