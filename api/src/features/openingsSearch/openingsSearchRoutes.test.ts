import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { OPENINGS_SEARCH_PATH, openingSummaryFields, todayUtc } from '@tekvana/contracts/careers';
import { startTestServer, type TestServer } from '../../testing/client';
import { removeDataDir, tempDataDir } from '../../testing/helpers';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('openings-search-routes');
  // Fault mode's test routes plant and remove openings.
  app = await startTestServer(dataDir, { faults: true });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const search = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${OPENINGS_SEARCH_PATH}?${query}`, headers });

async function found(query: string): Promise<OpeningsSearchAnswer> {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json<OpeningsSearchAnswer>();
}

it('answers a page of summaries with the total, the page, its size and the data version', async () => {
  const answer = await found('q=engineer&size=5');
  expect(answer.items).toHaveLength(5);
  // The seed's openings have every field a summary carries.
  expect(Object.keys(answer.items[0] ?? {}).sort()).toEqual([...openingSummaryFields].sort());
  expect(answer).toEqual(
    expect.objectContaining({ total: expect.any(Number), page: 1, pageSize: 5, version: expect.any(String) }),
  );
  expect(answer.total).toBeGreaterThan(5);
  const next = await found(`q=engineer&size=5&after=${answer.next ?? ''}`);
  expect(next.page).toBe(2);
  expect(next.items[0]?.REQ_ID).toBeLessThan(answer.items[4]?.REQ_ID ?? 0);
});

it('reads the openings page URL parameters: type, mode, country, sort and dir', async () => {
  const answer = await found('type=contractual&mode=Remote&country=US&sort=PSTN_LCTN&dir=asc&size=50');
  expect(answer.items.length).toBeGreaterThan(0);
  expect(answer.items.every((item) => item.PSTN_TYP === 'Contract' && item.WORK_LOCATION_PREFERENCE === 'Remote')).toBe(
    true,
  );
  const locations = answer.items.map((item) => item.PSTN_LCTN.toLowerCase());
  expect(locations).toEqual([...locations].sort());
  // Empty parameters keep everything, as the page's URL leaves them.
  expect((await found('q=&country=&type=&mode=')).total).toBe((await found('')).total);
});

it.each([
  ['a search of 10,000 characters', `q=${'a'.repeat(10_000)}`, 'q must be at most 100 characters'],
  ['a line break in the search', 'q=a%0Ab', 'q must be one line of text without control characters'],
  ['a NUL in the search', 'q=ab%00cd', 'q must be one line of text without control characters'],
  [
    'a cursor past the REQ_ID column',
    `after=${Buffer.from(JSON.stringify(['REQ_ID', 'desc', Number.MAX_SAFE_INTEGER])).toString('base64url')}`,
    'after must be a `next` cursor',
  ],
  ['a negative page', 'page=-1', 'page must be a whole number'],
  ['page 0', 'page=0', 'page must be 1 or more'],
  ['a size of 0', 'size=0', 'size must be 1 or more'],
  ['a page that is not a number', 'page=two', 'page must be a whole number'],
  ['an unknown sort', 'sort=PSTN_RATE', 'sort must be one of: "REQ_ID", "PSTN_LCTN"'],
  ['an unknown direction', 'dir=up', 'dir must be one of: "asc", "desc"'],
  ['an unknown type', 'type=temporary', 'type must be one of'],
  ['an unknown country', 'country=ZZ', 'country ZZ is not a country code of the openings'],
  ['a country that is not a code', 'country=usa', 'country must match pattern'],
  ['a cursor that is not one', 'after=not-a-cursor', 'after must be a `next` cursor'],
  ['a place the gazetteer does not know', 'near=Qwertyville', 'No place called "Qwertyville" is known'],
  ['a place in another country than asked', 'near=Pune&country=US', 'No place called "Pune" is known in US'],
  ['a name of several places', 'near=Austin', '"Austin" names more than one place (Austin, '],
  ['a place in SQL', `near=${encodeURIComponent("x' OR 1=1; DROP TABLE openings; --")}`, 'is known'],
  ['a place in FTS syntax', `near=${encodeURIComponent('"pune" NEAR/2 * OR -mumbai')}`, 'is known'],
  ['a place of 200 characters', `near=${'a'.repeat(200)}`, 'near must be at most 100 characters'],
  ['a line break in a place', 'near=Pune%0AMumbai', 'near must be one line of text'],
  ['a radius of 0', 'near=Pune&km=0', 'km must be a number of kilometres above 0'],
  ['a negative radius', 'near=Pune&km=-25', 'km must be a number of kilometres above 0'],
  ['a radius that is not a number', 'near=Pune&km=ten', 'km must be a number of kilometres above 0'],
  ['an endless radius', 'near=Pune&km=Infinity', 'km must be a number of kilometres above 0'],
  ['a radius with no place', 'km=25', 'km needs near'],
])('refuses %s with a 400 that says why', async (_case, query, message) => {
  const response = await search(query);
  expect(response.statusCode).toBe(400);
  expect(response.json<{ error: string }>().error).toContain(message);
});

it('answers at most 50 a page, and the last page for a page past the end', async () => {
  const answer = await found('size=1000000000');
  expect(answer.pageSize).toBe(50);
  expect(answer.items).toHaveLength(50);
  const last = await found('page=999999999&size=50');
  expect(last.page).toBe(Math.ceil(last.total / 50));
});

it('refuses a cursor of another order', async () => {
  const { next } = await found('size=2');
  const response = await search(`size=2&sort=PSTN_LCTN&after=${next ?? ''}`);
  expect(response.statusCode).toBe(400);
});

it('finds the openings within a distance of a place, says which place, and clamps a huge radius', async () => {
  // The seed's demo openings are in Austin among other cities; Round Rock is 27.5 km from Austin.
  const austin = await found('near=austin%20tx&km=25&size=50');
  expect(austin.near).toEqual({ place: 'Austin, TX', km: 25 });
  expect(austin.total).toBeGreaterThan(0);
  expect(austin.items.every((item) => item.PSTN_LCTN === 'Austin, TX')).toBe(true);
  expect((await found('near=Austin,%20TX')).near).toEqual({ place: 'Austin, TX', km: 50 });
  const wide = await found('near=Austin,%20TX&km=99999999');
  expect(wide.near).toEqual({ place: 'Austin, TX', km: 500 });
  // Dallas (293 km) is within 500 km of Austin.
  expect(wide.total).toBeGreaterThan(austin.total);
  expect((await found('near=Austin,%20TX&km=500&country=US')).total).toBe(wide.total);
  expect((await found('near=&km=')).total).toBe((await found('')).total);
});

it('takes % _ quotes and SQL words as text', async () => {
  for (const query of ['q=%25', 'q=_', 'q=%22%3B%20DROP%20TABLE%20openings%3B--', "q=O'Brien", 'q=%5C']) {
    const answer = await found(query);
    expect(answer.total).toBe(0);
  }
  expect((await found('')).total).toBeGreaterThan(60);
});

it('suggests a search that finds openings when nothing matches a misspelt one', async () => {
  const answer = await found('q=data%20enginer');
  expect(answer.total).toBe(0);
  expect(answer.suggestion).toBe('data engineer');
  expect((await found(`q=${encodeURIComponent(answer.suggestion ?? '')}`)).total).toBeGreaterThan(0);
  expect((await found('q=zzzqqqxxx')).suggestion).toBeUndefined();
});

it('tags answers with the data version: 304 while it holds, a new answer once an opening changes', async () => {
  const first = await search('q=analyst');
  expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
  const tag = first.headers.etag ?? '';
  expect(tag).toMatch(/^W\/".+"$/);
  const again = await search('q=analyst', { 'if-none-match': tag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(tag);
  // A proxy may drop the weak mark, and a list of tags may name it anywhere.
  expect((await search('q=analyst', { 'if-none-match': `"x", ${tag.slice(2)}` })).statusCode).toBe(304);
  expect((await search('q=analyst', { 'if-none-match': '"another"' })).statusCode).toBe(200);

  const planted = await app.inject({
    method: 'POST',
    url: '/test/openings',
    payload: { REQ_ID: 880_001, PSTN_TITLE: 'Analyst of Search Caches' },
  });
  expect(planted.statusCode).toBe(201);
  const changed = await search('q=analyst', { 'if-none-match': tag });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(tag);
  expect(changed.json<OpeningsSearchAnswer>().items[0]?.PSTN_TITLE).toBe('Analyst of Search Caches');
  expect((await app.inject({ method: 'DELETE', url: '/test/openings/880001' })).statusCode).toBe(200);
  expect((await found('q=caches')).total).toBe(0);
});

it('keeps CORS in Vary beside the encoding, and tags no error answer for caches', async () => {
  const site = 'http://127.0.0.1:3000';
  const answered = await search('q=java', { origin: site });
  expect(answered.headers['access-control-allow-origin']).toBe(site);
  expect(String(answered.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Accept-Encoding']));
  const list = await app.inject({ url: '/get/requirement', headers: { origin: site, 'accept-encoding': 'br' } });
  expect(String(list.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Accept-Encoding']));
  const refused = await search('page=0');
  expect(refused.statusCode).toBe(400);
  expect(refused.headers['cache-control']).toBeUndefined();
  expect(refused.headers.etag).toBeUndefined();
});

it('keeps only the openings that sponsor a visa for sponsorship=yes, and every opening for any other value', async () => {
  const all = await found('size=50');
  const sponsoring = await found('sponsorship=yes&size=50');
  expect(sponsoring.total).toBeGreaterThan(0);
  expect(sponsoring.total).toBeLessThan(all.total);
  expect(sponsoring.items.every((item) => item.VISA_SPONSORSHIP === 'Yes')).toBe(true);
  for (const other of ['no', 'YES', '']) expect((await found(`sponsorship=${other}&size=50`)).total).toBe(all.total);
});

describe('closing dates', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  afterEach(() => jest.useRealTimers());

  it('leaves out an opening from the day after its closing date, whatever was answered or cached the day before', async () => {
    const today = todayUtc();
    const planted = await app.inject({
      method: 'POST',
      url: '/test/openings',
      payload: { REQ_ID: 880_002, PSTN_TITLE: 'Closing Cartographer', POSTED_DATE: '2026-01-05', CLOSING_DATE: today },
    });
    expect(planted.statusCode).toBe(201);
    const open = await search('q=cartographer');
    expect(open.json<OpeningsSearchAnswer>().items.map((item) => item.CLOSING_DATE)).toEqual([today]);

    // Only the clock moves: the data version stays, the day does not.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval'] });
    jest.setSystemTime(Date.now() + DAY_MS);
    const tomorrow = await search('q=cartographer', { 'if-none-match': open.headers.etag ?? '' });
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json<OpeningsSearchAnswer>().total).toBe(0);
    jest.useRealTimers();
    expect((await app.inject({ method: 'DELETE', url: '/test/openings/880002' })).statusCode).toBe(200);
  });

  it('answers an opening without terms without them, never null', async () => {
    const planted = await app.inject({
      method: 'POST',
      url: '/test/openings',
      payload: { REQ_ID: 880_003, PSTN_TITLE: 'Termless Tinkerer' },
    });
    expect(planted.statusCode).toBe(201);
    const [item] = (await found('q=tinkerer')).items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ['POSTED_DATE', 'PSTN_LCTN', 'PSTN_RATE', 'PSTN_TITLE', 'PSTN_TYP', 'REQ_ID', 'WORK_LOCATION_PREFERENCE'].sort(),
    );
    expect((await app.inject({ method: 'DELETE', url: '/test/openings/880003' })).statusCode).toBe(200);
  });
});
