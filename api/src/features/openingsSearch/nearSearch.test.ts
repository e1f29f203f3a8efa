import type { Opening } from '@tekvana/contracts';
import { openDatabase } from '../../db/database';
import { generateOpenings } from '../../db/seed/openings';
import { countryUuid } from '../../db/seed/geography';
import type { Database } from '../../db/tables';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { recordRepositories } from '../../repositories';
import { distanceKm, gazetteer } from '../places/gazetteer';
import { LocationPlaceStore } from '../places/locationPlaceStore';
import { OpeningsSearchStore, type OpeningsSearchFilter } from './openingsSearchStore';
import { nearOf } from './searchQuery';

// Runs on SQLite (project api) and PostgreSQL (api-production): one distance search, two engines (decision 084).
let dataDir: string;
let db: Database;
let framed: OpeningsSearchStore;
let bySql: OpeningsSearchStore;
let openings: Opening[];

/** Places around Austin and Pune at known distances, and places no distance can be measured from. */
const PLACES: Array<[string, 'US' | 'IN']> = [
  ['Austin, TX', 'US'],
  ['Pflugerville, TX', 'US'],
  ['Round Rock, TX', 'US'],
  ['San Marcos, TX', 'US'],
  ['San Antonio, TX', 'US'],
  ['Dallas, TX', 'US'],
  ['Austin, MN', 'US'],
  ['Pune, Maharashtra', 'IN'],
  ['Pimpri-Chinchwad, Maharashtra', 'IN'],
  ['Mumbai, Maharashtra', 'IN'],
  ['Remote', 'US'],
  ['Springfield', 'US'],
  ['', 'IN'],
];

beforeAll(async () => {
  dataDir = tempDataDir('near-search');
  ({ db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) }));
  framed = new OpeningsSearchStore(db, testEngine(), { frameSpacing: 0 });
  bySql = new OpeningsSearchStore(db, testEngine(), { frames: false });
  const [template] = generateOpenings(1, 0, 3, 'near-test');
  openings = PLACES.flatMap(([place, country], index) =>
    [0, 1, 2].map((copy) => ({
      ...template!,
      REQ_ID: 810_001 + index * 10 + copy,
      REQUIREMENT_UUID: `near-${index}-${copy}`,
      PSTN_LCTN: copy === 2 ? place.toUpperCase() : place,
      COUNTRY: countryUuid(country),
    })),
  );
  // As the API's start does: the seed's demo openings were written without their places.
  await new LocationPlaceStore(db).placeNew();
  await recordRepositories(db).openingRecords.upsertOpenings(openings);
});
afterAll(async () => {
  await db.destroy();
  removeDataDir(dataDir);
});

const ANY: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };

/** The openings of this test within `km` of the place, by the gazetteer's own distance. */
function expected(near: string, km: number): number[] {
  const from = nearOf(near, String(km))!;
  return openings
    .filter((opening) => {
      const country = opening.COUNTRY === countryUuid('US') ? 'US' : 'IN';
      const at = gazetteer().find(opening.PSTN_LCTN, country);
      return at.kind === 'found' && distanceKm(from, at.place) <= km;
    })
    .map((opening) => opening.REQ_ID)
    .sort((a, b) => a - b);
}

async function within(near: string, km: number, store = framed): Promise<number[]> {
  const page = await store.search({
    filter: { ...ANY, near: nearOf(near, String(km)) },
    sort: 'REQ_ID',
    direction: 'asc',
    page: 1,
    size: 50,
  });
  // Only this test's openings: the seed's demo openings are in other cities.
  return page.items.map((item) => item.REQ_ID).filter((reqId) => reqId >= 810_001 && reqId < 820_000);
}

it('finds the openings within a distance of a place, on both paths, as the gazetteer measures it', async () => {
  const cases: Array<[string, number, string[]]> = [
    // Pflugerville is 22.5 km from Austin, Round Rock 27.5, San Marcos 46.8, San Antonio 118.4, Dallas 293.5.
    ['Austin, TX', 25, ['Austin, TX', 'Pflugerville, TX']],
    ['Austin, TX', 50, ['Austin, TX', 'Pflugerville, TX', 'Round Rock, TX', 'San Marcos, TX']],
    ['Austin, TX', 150, ['Austin, TX', 'Pflugerville, TX', 'Round Rock, TX', 'San Marcos, TX', 'San Antonio, TX']],
    // Pimpri-Chinchwad is 12.3 km from Pune, Mumbai 119.5.
    ['Pune', 25, ['Pune, Maharashtra', 'Pimpri-Chinchwad, Maharashtra']],
    ['Bombay', 50, ['Mumbai, Maharashtra']],
    ['Pune, MH', 200, ['Pune, Maharashtra', 'Pimpri-Chinchwad, Maharashtra', 'Mumbai, Maharashtra']],
  ];
  for (const [near, km, places] of cases) {
    const ids = expected(near, km);
    // Each place's three openings (its name as written and in capitals).
    expect(ids).toHaveLength(places.length * 3);
    expect(await within(near, km)).toEqual(ids);
    expect(await within(near, km, bySql)).toEqual(ids);
  }
  // An opening with no place the gazetteer knows is in no distance search, however wide.
  const everywhere = await within('Austin, TX', 500);
  for (const place of ['Remote', 'Springfield', ''])
    expect(everywhere).not.toContain(810_001 + PLACES.findIndex(([name]) => name === place) * 10);
});

it('places each location once, and the start places what was written without it', async () => {
  const places = await db.selectFrom('location_places').selectAll().where('LOCATION_KEY', 'like', 'austin%').execute();
  expect(places.map((place) => place.LOCATION_KEY).sort()).toEqual(['austin, mn', 'austin, tx']);
  const unknown = await db
    .selectFrom('location_places')
    .selectAll()
    .where('LOCATION_KEY', '=', 'springfield')
    .execute();
  expect(unknown).toEqual([expect.objectContaining({ LATITUDE: null, LONGITUDE: null })]);
  // Rows of before the table: removed places are found again, and the data version moves once.
  await db.deleteFrom('location_places').where('LOCATION_KEY', 'like', 'pune%').execute();
  const before = await bySql.version();
  expect(await new LocationPlaceStore(db).placeNew()).toBe(1);
  expect(await bySql.version()).not.toBe(before);
  expect(await new LocationPlaceStore(db).placeNew()).toBe(0);
  expect(await within('Pune', 10)).toEqual(expected('Pune', 10));
});
