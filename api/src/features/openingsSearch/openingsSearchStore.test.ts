import type { Country, Opening } from '@tekvana/contracts';
import { filterOpenings, openingSummaryFields } from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { generateOpenings } from '../../db/seed/openings';
import type { Database } from '../../db/tables';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { recordRepositories } from '../../repositories';
import { OpeningsSearchStore, type OpeningsSearch, type OpeningsSearchFilter } from './openingsSearchStore';

// Runs on SQLite (project api) and PostgreSQL (api-production): one contract, two engines (decision 056).
let dataDir: string;
let db: Database;
let staffing: ReturnType<typeof recordRepositories>;
let store: OpeningsSearchStore;
let all: Opening[];
let countries: Country[];

/** Openings whose text holds what a search must take literally, or case and letters beyond ASCII. */
function awkwardOpenings(): Opening[] {
  const [template] = generateOpenings(1, 0, 1, 'awkward');
  if (!template) throw new Error('No generated opening.');
  const texts: Array<[string, string]> = [
    ['100% Remote QA_Lead', 'Austin, TX'],
    ['Engineer "Platform" (SRE)', "O'Fallon, MO"],
    ['Data Engineer; DROP TABLE openings', 'Zürich'],
    ['ÄRZTE Liaison', 'München'],
    ['Backslash \\ Tester', 'Pune, India'],
  ];
  return texts.map(([title, location], index) => ({
    ...template,
    REQ_ID: 700_001 + index,
    REQUIREMENT_UUID: `awkward-${index}`,
    PSTN_TITLE: title,
    PSTN_LCTN: location,
  }));
}

beforeAll(async () => {
  dataDir = tempDataDir('openings-search');
  ({ db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) }));
  staffing = recordRepositories(db);
  store = new OpeningsSearchStore(db, testEngine());
  await staffing.openingRecords.upsertOpenings([
    ...generateOpenings(240, 600_001, 11, 'search-test'),
    ...awkwardOpenings(),
  ]);
  [all, countries] = await Promise.all([staffing.openingRecords.openings(), staffing.lists.countries()]);
});
afterAll(async () => {
  await db.destroy();
  removeDataDir(dataDir);
});

const ANY: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };
const summary = (opening: Opening) => Object.fromEntries(openingSummaryFields.map((field) => [field, opening[field]]));
const byReqId = (direction: 1 | -1) => (a: Opening, b: Opening) => direction * (a.REQ_ID - b.REQ_ID);
const locationKey = (opening: Opening) => opening.PSTN_LCTN.toLowerCase();
const codePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byLocation = (direction: 1 | -1) => (a: Opening, b: Opening) =>
  direction * (codePoints(locationKey(a), locationKey(b)) || a.REQ_ID - b.REQ_ID);

/** Every page of a search, by page number. */
async function everyPage(query: Omit<OpeningsSearch, 'page'>): Promise<number[]> {
  const first = await store.search({ ...query, page: 1 });
  const ids = first.items.map((item) => item.REQ_ID);
  for (let page = 2; page <= Math.ceil(first.total / query.size); page += 1)
    ids.push(...(await store.search({ ...query, page })).items.map((item) => item.REQ_ID));
  return ids;
}

describe('matching', () => {
  const searches = [
    '',
    'engineer',
    'ENGINEER',
    'data eng',
    'pune',
    'remote',
    'full-time',
    'contract',
    'a',
    'ja',
    ' java ',
    '%',
    '100%',
    '_',
    'qa_l',
    '"platform"',
    "o'f",
    'drop table',
    'ärzte',
    'MÜNCHEN',
    'zü',
    '\\',
    'engineer\npune',
    'nothing like this',
  ];
  it.each(searches)('finds what the openings page finds for %j', async (search) => {
    const expected = filterOpenings(all, countries, { ...ANY, search }).map((opening) => opening.REQ_ID);
    expect(await everyPage({ filter: { ...ANY, search }, sort: 'REQ_ID', direction: 'asc', size: 50 })).toEqual(
      expected.sort((a, b) => a - b),
    );
  });

  it('filters by country, position type, work mode, sponsorship and closing date, alone and with a search', async () => {
    const filters: OpeningsSearchFilter[] = [
      { ...ANY, countryCode: 'US' },
      { ...ANY, sponsorship: true },
      { ...ANY, sponsorship: true, countryCode: 'IN', search: 'engineer' },
      // The seed's closing dates lie in 2027: on this day some have passed, on the first day of 2027 none has.
      { ...ANY, openOn: '2027-05-01' },
      { ...ANY, openOn: '2027-05-01', search: 'engineer' },
      { ...ANY, openOn: '2027-01-01', search: 'engineer' },
      { ...ANY, countryCode: 'IN', positionType: 'Contract' },
      { ...ANY, workMode: 'Hybrid', search: 'engineer' },
      { search: 'an', countryCode: 'US', positionType: 'Full-Time', workMode: 'Remote' },
      { ...ANY, countryCode: 'ZZ' },
    ];
    for (const filter of filters) {
      const expected = filterOpenings(all, countries, filter).map((opening) => opening.REQ_ID);
      expect(expected.length > 0 || filter.countryCode === 'ZZ').toBe(true);
      expect(await everyPage({ filter, sort: 'REQ_ID', direction: 'desc', size: 50 })).toEqual(
        expected.sort((a, b) => b - a),
      );
      expect(await store.count(filter)).toBe(expected.length);
    }
  });
});

describe('pages', () => {
  it('answers summaries in the asked order, one page at a time', async () => {
    const page = await store.search({ filter: ANY, sort: 'REQ_ID', direction: 'desc', page: 2, size: 20 });
    const expected = [...all].sort(byReqId(-1)).slice(20, 40);
    expect(page).toEqual(expect.objectContaining({ total: all.length, page: 2 }));
    expect(page.items).toEqual(expected.map(summary));
    const ascending = await everyPage({ filter: ANY, sort: 'PSTN_LCTN', direction: 'asc', size: 37 });
    expect(ascending).toEqual([...all].sort(byLocation(1)).map((opening) => opening.REQ_ID));
    const descending = await everyPage({ filter: ANY, sort: 'PSTN_LCTN', direction: 'desc', size: 50 });
    expect(descending).toEqual([...all].sort(byLocation(-1)).map((opening) => opening.REQ_ID));
  });

  it('answers the last page for a page past the end', async () => {
    const filter = { ...ANY, search: 'engineer' };
    const total = await store.count(filter);
    const page = await store.search({ filter, sort: 'REQ_ID', direction: 'desc', page: 1_000_000, size: 20 });
    expect(page.page).toBe(Math.ceil(total / 20));
    expect(page.items.length).toBe(total - (page.page - 1) * 20);
    expect(page.next).toBeUndefined();
  });

  // A search with text alone is answered by SQLite's text index alone; with a filter beside it, by the search table.
  it.each([
    ['REQ_ID', 'desc', 'engineer', ''],
    ['REQ_ID', 'asc', 'engineer', ''],
    ['REQ_ID', 'desc', '', 'Remote'],
    ['REQ_ID', 'asc', 'an', 'Remote'],
    ['PSTN_LCTN', 'asc', '', 'Remote'],
    ['PSTN_LCTN', 'desc', 'engineer', ''],
  ] as const)(
    'follows the cursors of the %s %s order (%j, %j) as the pages go',
    async (sort, direction, search, workMode) => {
      const filter = { ...ANY, search, workMode };
      const query = { filter, sort, direction, size: 15 };
      let page = await store.search({ ...query, page: 1 });
      const followed = page.items.map((item) => item.REQ_ID);
      const pageNumbers = [page.page];
      while (page.next) {
        page = await store.search({ ...query, page: 1, after: page.next });
        followed.push(...page.items.map((item) => item.REQ_ID));
        pageNumbers.push(page.page);
      }
      expect(followed).toEqual(await everyPage(query));
      expect(pageNumbers).toEqual(pageNumbers.map((_, index) => index + 1));
    },
  );
});

describe('the data version', () => {
  it('moves with every change of an opening, and not for an opening written again as it was', async () => {
    const [opening] = generateOpenings(1, 690_001, 5, 'version-test');
    if (!opening) throw new Error('No generated opening.');
    const start = await store.version();
    await staffing.openingRecords.upsertOpenings([opening]);
    const inserted = await store.version();
    expect(inserted).not.toBe(start);
    await staffing.openingRecords.upsertOpenings([opening]);
    expect(await store.version()).toBe(inserted);
    await staffing.openingRecords.upsertOpenings([{ ...opening, PSTN_TITLE: 'Quantum Basket Weaver' }]);
    const updated = await store.version();
    expect(updated).not.toBe(inserted);
    // The text index follows the change: the new title is found and the old one is not.
    expect(await store.count({ ...ANY, search: 'basket weaver' })).toBe(1);
    expect(await store.count({ ...ANY, search: opening.PSTN_TITLE, countryCode: '' })).toBe(
      filterOpenings(await staffing.openingRecords.openings(), countries, { ...ANY, search: opening.PSTN_TITLE })
        .length,
    );
    await staffing.openingRecords.deleteOpening(opening.REQ_ID);
    expect(await store.version()).not.toBe(updated);
    expect(await store.count({ ...ANY, search: 'basket weaver' })).toBe(0);
  });
});

it('reads the summaries of any number of openings, in the order asked, leaving out unknown ones', async () => {
  // Past one statement's slice (a digest may name tens of thousands).
  const ids = all.map((opening) => opening.REQ_ID);
  const asked = [...ids, 1, ...[...ids].reverse(), ...ids, ...ids];
  const summaries = await store.summaries(asked);
  expect(summaries.map((item) => item.REQ_ID)).toEqual(asked.filter((reqId) => reqId !== 1));
  expect(summaries[0]).toEqual(summary(all.find((opening) => opening.REQ_ID === asked[0])!));
});

it('reads the words of titles and locations for "did you mean"', async () => {
  const words = await store.vocabulary();
  expect(words.has('engineer')).toBe(true);
  expect(words.has('münchen')).toBe(true);
  expect(words.has('pune')).toBe(true);
});
