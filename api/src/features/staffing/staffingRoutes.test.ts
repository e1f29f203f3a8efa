import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Country, Opening, Recruiter, State } from '@tekvana/contracts';
import { GENERAL_APPLICATION_PATH, todayUtc, type OpeningPagesAnswer } from '@tekvana/contracts/careers';
import { countryUuid } from '../../db/seed/geography';
import { startTestServer, type TestServer } from '../../testing/client';
import {
  attachment,
  attachmentInfo,
  candidate,
  countRows,
  removeDataDir,
  seededOpening,
  tempDataDir,
} from '../../testing/helpers';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('staffing');
  app = await startTestServer(dataDir, { faults: true });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload });

describe('lists', () => {
  it('compresses the openings list for clients that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/get/requirement',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the list compressed once per data version, tagged with it, and 304 while it holds', async () => {
    const first = await app.inject({ url: '/get/requirement', headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    const tag = first.headers.etag ?? '';
    expect(tag).toMatch(/^W\/".+"$/);
    const plain = await app.inject({ url: '/get/requirement' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(first.raw).toString()).toBe(plain.body);
    expect((await app.inject({ url: '/get/requirement', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    const planted = await post('/test/openings', { REQ_ID: 880_101, PSTN_TITLE: 'Cache Keeper' });
    expect(planted.statusCode).toBe(201);
    const changed = await app.inject({ url: '/get/requirement', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Opening[]>()[0]?.PSTN_TITLE).toBe('Cache Keeper');
    expect((await app.inject({ method: 'DELETE', url: '/test/openings/880101' })).statusCode).toBe(200);
  });

  it('serves countries with USA first and India second', async () => {
    const countries = await get<Country[]>('/get/country');
    expect(countries.map((country) => country.COUNTRY_NAME).slice(0, 2)).toEqual(['USA', 'India']);
    expect(countries.length).toBeGreaterThanOrEqual(5);
    expect(countries[0]).toEqual({
      COUNTRY_UUID: expect.any(String),
      COUNTRY_ID: 1,
      COUNTRY_CODE: 'US',
      COUNTRY_NAME: 'USA',
    });
  });

  it('serves states of every country, many for the USA and India', async () => {
    const [countries, states] = await Promise.all([get<Country[]>('/get/country'), get<State[]>('/get/state')]);
    const perCountry = (name: string) =>
      states.filter((state) => state.COUNTRY_UUID === countries.find((c) => c.COUNTRY_NAME === name)?.COUNTRY_UUID);
    expect(perCountry('USA').length).toBeGreaterThanOrEqual(50);
    expect(perCountry('India').length).toBeGreaterThanOrEqual(28);
    expect(perCountry('USA').map((state) => state.STATE_NAME)).toContain('Kansas');
    expect(perCountry('India').map((state) => state.STATE_NAME)).toContain('Maharashtra');
    expect(countries.every((country) => perCountry(country.COUNTRY_NAME).length > 0)).toBe(true);
  });

  it('serves recruiters', async () => {
    const recruiters = await get<Recruiter[]>('/get/applicationuser');
    expect(recruiters.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(recruiters[0] ?? {}).sort()).toEqual(['FIRSTNAME', 'LASTNAME', 'USERID']);
  });

  it('serves 60+ varied openings with every field, newest REQ_ID first', async () => {
    const [openings, countries] = await Promise.all([
      get<Opening[]>('/get/requirement'),
      get<Country[]>('/get/country'),
    ]);
    expect(openings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(openings.map((opening) => opening.REQ_ID)).size).toBe(openings.length);
    expect(openings.map((opening) => opening.REQ_ID)).toEqual(
      [...openings.map((opening) => opening.REQ_ID)].sort((a, b) => b - a),
    );
    expect(new Set(openings.map((opening) => opening.PSTN_TYP))).toEqual(new Set(['Contract', 'Full-Time']));
    expect(new Set(openings.map((opening) => opening.WORK_LOCATION_PREFERENCE))).toEqual(
      new Set(['Remote', 'Hybrid', 'Onsite']),
    );
    const usa = countries[0]?.COUNTRY_UUID;
    const india = countries[1]?.COUNTRY_UUID;
    expect(openings.some((opening) => opening.COUNTRY === usa)).toBe(true);
    expect(openings.some((opening) => opening.COUNTRY === india)).toBe(true);
    for (const opening of openings) {
      expect(typeof opening.REQ_ID).toBe('number');
      expect(opening.INTERNAL_JOB_DESCRIPTION).toMatch(/<p>.*<\/p>/s);
      expect(opening.INTERNAL_JOB_DESCRIPTION).toMatch(/<ul><li>/);
      expect(opening.POSTED_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Yes', 'No']).toContain(opening.MULTI_LOCATION);
      expect(opening.PSTN_RATE).toMatch(/^(USD|INR) /);
      expect(opening.INTERVIEW_TYPE).not.toBe('');
    }
  });

  it('answers one opening by REQ_ID as an array, and an empty array for unknown ids', async () => {
    const opening = seededOpening();
    expect(await get<Opening[]>(`/get/RequirementID/${opening.REQ_ID}`)).toEqual([opening]);
    expect(await get<Opening[]>('/get/RequirementID/999999999')).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/get/RequirementID/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'jobId' });
  });

  it('answers a job past its closing date as a closed one, and takes no application to it', async () => {
    const yesterday = todayUtc(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const closingToday = { REQ_ID: 880_102, POSTED_DATE: '2026-01-05', CLOSING_DATE: todayUtc() };
    const closed = { REQ_ID: 880_103, POSTED_DATE: '2026-01-05', CLOSING_DATE: yesterday };
    expect((await post('/test/openings', [closingToday, closed])).statusCode).toBe(201);
    expect(await get<Opening[]>('/get/RequirementID/880102')).toEqual([expect.objectContaining(closingToday)]);
    expect(await get<Opening[]>('/get/RequirementID/880103')).toEqual([]);
    const [pastOne] = (await get<Opening[]>('/get/requirement')).filter((opening) => opening.REQ_ID === 880_103);
    const refused = await post('/post/candidateData', {
      ...candidate(),
      REQUIREMENT_UUID: pastOne?.REQUIREMENT_UUID,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'REQUIREMENT_UUID' });
    for (const reqId of [880_102, 880_103])
      expect((await app.inject({ method: 'DELETE', url: `/test/openings/${reqId}` })).statusCode).toBe(200);
  });

  it('pages through every open opening whole, in REQ_ID order, leaving out one past its closing date', async () => {
    const yesterday = todayUtc(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const planted = [
      { REQ_ID: 880_111, POSTED_DATE: '2026-01-05' },
      { REQ_ID: 880_112, POSTED_DATE: '2026-01-05', CLOSING_DATE: yesterday },
      { REQ_ID: 880_113, POSTED_DATE: '2026-01-05', CLOSING_DATE: todayUtc() },
    ];
    expect((await post('/test/openings', planted)).statusCode).toBe(201);
    const everyOpen = (await get<Opening[]>('/get/requirement'))
      .filter((opening) => opening.REQ_ID !== 880_112)
      .sort((a, b) => a.REQ_ID - b.REQ_ID);
    const read: Opening[] = [];
    let afterId: number | undefined;
    let pages = 0;
    do {
      const query = afterId === undefined ? '?size=7' : `?size=7&afterId=${afterId}`;
      const response = await app.inject({ url: `/get/requirement/pages${query}` });
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.json<OpeningPagesAnswer>();
      expect(page.items.length).toBeLessThanOrEqual(7);
      read.push(...page.items);
      afterId = page.next;
      pages += 1;
    } while (afterId !== undefined);
    expect(read).toEqual(everyOpen);
    expect(pages).toBe(Math.ceil(everyOpen.length / 7));
    const beyond = await get<OpeningPagesAnswer>('/get/requirement/pages?afterId=999999999999999');
    expect(beyond).toEqual({ items: [], version: expect.any(String) });
    // Every page tells the data version it was read at: a change moves it.
    const before = beyond.version;
    expect((await post('/test/openings', { REQ_ID: 880_114 })).statusCode).toBe(201);
    expect((await get<OpeningPagesAnswer>('/get/requirement/pages?size=1')).version).not.toBe(before);
    expect((await app.inject({ method: 'DELETE', url: '/test/openings/880114' })).statusCode).toBe(200);
    for (const bad of ['size=0', 'size=-1', 'size=ten', 'afterId=1e3', 'afterId=%27%3B--'])
      expect((await app.inject({ url: `/get/requirement/pages?${bad}` })).statusCode).toBe(400);
    const huge = await get<OpeningPagesAnswer>('/get/requirement/pages?size=999999');
    expect(huge.items.length).toBe(Math.min(everyOpen.length, 1000));
    for (const { REQ_ID } of planted)
      expect((await app.inject({ method: 'DELETE', url: `/test/openings/${REQ_ID}` })).statusCode).toBe(200);
  });

  it('leaves out the terms an opening has none of, rather than answering null', async () => {
    expect((await post('/test/openings', { REQ_ID: 880_104 })).statusCode).toBe(201);
    const [opening] = await get<Opening[]>('/get/RequirementID/880104');
    expect(Object.keys(opening ?? {})).not.toEqual(expect.arrayContaining(['CLOSING_DATE']));
    expect(Object.values(opening ?? {})).not.toContain(null);
    expect((await app.inject({ method: 'DELETE', url: '/test/openings/880104' })).statusCode).toBe(200);
  });

  it('stores no planted opening whose terms contradict themselves, and says what is wrong', async () => {
    const response = await post('/test/openings', [
      { REQ_ID: 880_105 },
      { REQ_ID: 880_106, PAY_MIN: 90, PAY_MAX: 60, PAY_CURRENCY: 'USD', PAY_PERIOD: 'HOUR' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(
      'Opening 880106 ("Test opening 880106"): The pay minimum 90 is above the maximum 60.',
    );
    expect(await get<Opening[]>('/get/RequirementID/880105')).toEqual([]);
  });
});

describe('record posts', () => {
  it.each([
    ['/post/candidateData', 'external_candidates', candidate()],
    ['/post/attachment', 'attachments', attachment()],
    ['/post/attachmentInfo', 'attachment_infos', attachmentInfo()],
  ])('%s stores the record and answers the text Inserted', async (url, table, record) => {
    const response = await post(url, record);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Inserted');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(await countRows(dataDir, table)).toBe(1);
    // The site's wrapper retries after network errors: the identical record again is fine and not doubled.
    expect((await post(url, record)).body).toBe('Inserted');
    expect(await countRows(dataDir, table)).toBe(1);
  });

  it('refuses a different record under an existing id with 409', async () => {
    await post('/post/attachmentInfo', attachmentInfo({ ATTACHMENTINFO_ID: 'dup-1' }));
    const response = await post(
      '/post/attachmentInfo',
      attachmentInfo({ ATTACHMENTINFO_ID: 'dup-1', INFO_1: 'other.pdf' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'ATTACHMENTINFO_ID' });
  });

  it('keeps what the candidate consented to, and refuses a consent that is not one (decision 030)', async () => {
    const consented = candidate({
      EXTERNALCANDIDATE_UUID: 'consent-1',
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: 'Yes',
      CONSENT_RETENTION_MONTHS: 24,
    });
    expect((await post('/post/candidateData', consented)).body).toBe('Inserted');
    // The wrapper's retry of the same record, numbers and all, is the same record.
    expect((await post('/post/candidateData', consented)).body).toBe('Inserted');
    const refused = await post('/post/candidateData', {
      ...consented,
      EXTERNALCANDIDATE_UUID: 'consent-2',
      CONSENT_PROCESSING: 'No',
    });
    expect(refused.statusCode).toBe(400);
    const tooLong = await post('/post/candidateData', {
      ...consented,
      EXTERNALCANDIDATE_UUID: 'consent-3',
      CONSENT_RETENTION_MONTHS: 1200,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('drops unknown fields rather than storing them', async () => {
    const response = await post('/post/attachmentInfo', {
      ...attachmentInfo({ ATTACHMENTINFO_ID: 'extra-1' }),
      EXTRA: 'x',
    });
    expect(response.body).toBe('Inserted');
  });

  const badInputs: Array<[string, string, unknown, string]> = [
    [
      'missing field',
      '/post/candidateData',
      (({ CND_EMAIL_ID: _omitted, ...rest }) => rest)(candidate({ EXTERNALCANDIDATE_UUID: 'bad-1' })),
      'CND_EMAIL_ID',
    ],
    [
      'wrong type',
      '/post/candidateData',
      { ...candidate({ EXTERNALCANDIDATE_UUID: 'bad-2' }), CND_PRIM_PH_NUM: 5551234567 },
      'CND_PRIM_PH_NUM',
    ],
    [
      'over-long',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-3', CND_NM_TX: 'x'.repeat(300) }),
      'CND_NM_TX',
    ],
    [
      'a name of zero-width spaces',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-zw', CND_NM_TX: '\u200b\u200b\u200b' }),
      'CND_NM_TX',
    ],
    [
      'a name with a control character',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-cc', CND_NM_TX: 'Asha\u000bPatel' }),
      'CND_NM_TX',
    ],
    [
      'a name over two lines',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-nl', CND_NM_TX: 'Asha\nPatel' }),
      'CND_NM_TX',
    ],
    [
      'bad e-mail',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-4', CND_EMAIL_ID: 'not-an-email' }),
      'CND_EMAIL_ID',
    ],
    [
      'empty required',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-5', CND_STATE: '' }),
      'CND_STATE',
    ],
    [
      'only spaces in a required field',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-5b', CND_NM_TX: '   ' }),
      'CND_NM_TX',
    ],
    [
      'only white space in a required field',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-5c', JOB_CHANGE_REASON: ' \t\n ' }),
      'JOB_CHANGE_REASON',
    ],
    [
      'unknown requirement',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'bad-6', REQUIREMENT_UUID: 'no-such-opening' }),
      'REQUIREMENT_UUID',
    ],
    [
      'unsafe id',
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: "x'; DROP TABLE" }),
      'EXTERNALCANDIDATE_UUID',
    ],
    ['wrong constant', '/post/attachment', { ...attachment({ ATCHMT_ID: 'bad-7' }), TBL_NM: 'OTHER' }, 'TBL_NM'],
    ['wrong isDeleted', '/post/attachment', { ...attachment({ ATCHMT_ID: 'bad-8' }), isDeleted: '0' }, 'isDeleted'],
    [
      'missing info id',
      '/post/attachmentInfo',
      { INFO_1: 'a', INFO_2: 'S3', INFO_3: 'Attachment' },
      'ATTACHMENTINFO_ID',
    ],
    ['array body', '/post/attachmentInfo', [attachmentInfo()], 'body'],
  ];

  it.each(badInputs)('%s: 400 naming the field, nothing written', async (_label, url, payload, field) => {
    const counts = () =>
      Promise.all(['external_candidates', 'attachments', 'attachment_infos'].map((table) => countRows(dataDir, table)));
    const before = await counts();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringContaining(field === 'body' ? '' : field), field });
    expect(await counts()).toEqual(before);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/post/candidateData',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body' });
  });

  it('answers an oversized JSON body with 413 and writes nothing', async () => {
    const before = await countRows(dataDir, 'external_candidates');
    const response = await post(
      '/post/candidateData',
      candidate({ EXTERNALCANDIDATE_UUID: 'big-1', INLNE_RESUME_CLOB: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/too large/i), field: 'body' });
    expect(await countRows(dataDir, 'external_candidates')).toBe(before);
  });
});

describe('links between records (decision 049)', () => {
  /** The site's first three steps for one candidate (decision 014), with fresh ids. */
  async function recordsOf(label: string) {
    const ids = { candidate: `${label}-c`, attachment: `${label}-a`, info: `${label}-i` };
    expect((await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: ids.candidate }))).body).toBe(
      'Inserted',
    );
    const linked = attachment({ ATCHMT_ID: ids.attachment, TBL_RW_ID: ids.candidate, ATTACHMENT_INFO_ID: ids.info });
    expect((await post('/post/attachment', linked)).body).toBe('Inserted');
    expect((await post('/post/attachmentInfo', attachmentInfo({ ATTACHMENTINFO_ID: ids.info }))).body).toBe('Inserted');
    return { ids, linked };
  }
  const counts = () =>
    Promise.all(['external_candidates', 'attachments', 'attachment_infos'].map((table) => countRows(dataDir, table)));

  it('keeps the site order and its retries working', async () => {
    const { ids, linked } = await recordsOf('order');
    // The wrapper's retries of each step, after the next landed too.
    expect((await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: ids.candidate }))).body).toBe(
      'Inserted',
    );
    expect((await post('/post/attachment', linked)).body).toBe('Inserted');
    expect((await post('/post/attachmentInfo', attachmentInfo({ ATTACHMENTINFO_ID: ids.info }))).body).toBe('Inserted');
    // A second resume of the same candidate may name its first info record.
    const second = { ...linked, ATCHMT_ID: 'order-a2' };
    expect((await post('/post/attachment', second)).body).toBe('Inserted');
  });

  it.each([
    [
      "another candidate's info record",
      (victim: string) => ({ ATTACHMENT_INFO_ID: `${victim}-i` }),
      'ATTACHMENT_INFO_ID',
      'ANOTHER_CANDIDATES_RECORD',
    ],
    [
      'a candidate never posted',
      () => ({ TBL_RW_ID: 'nobody-posted-this', ATTACHMENT_INFO_ID: 'fresh-info' }),
      'TBL_RW_ID',
      'UNKNOWN_CANDIDATE',
    ],
  ])('refuses an attachment naming %s with 422, storing nothing', async (_case, link, field, code) => {
    const victim = `victim-${randomUUID()}`;
    await recordsOf(victim);
    const attacker = `attacker-${randomUUID()}`;
    expect((await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: attacker }))).body).toBe('Inserted');
    const before = await counts();
    const response = await post(
      '/post/attachment',
      attachment({ ATCHMT_ID: `${attacker}-a`, TBL_RW_ID: attacker, ...link(victim) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: expect.stringContaining(field), field, code });
    expect(await counts()).toEqual(before);
  });

  it('refuses an attachment naming an info record that was posted without one', async () => {
    expect((await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: 'orphan-c' }))).body).toBe(
      'Inserted',
    );
    expect((await post('/post/attachmentInfo', attachmentInfo({ ATTACHMENTINFO_ID: 'orphan-i' }))).body).toBe(
      'Inserted',
    );
    const response = await post(
      '/post/attachment',
      attachment({ ATCHMT_ID: 'orphan-a', TBL_RW_ID: 'orphan-c', ATTACHMENT_INFO_ID: 'orphan-i' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'ATTACHMENT_INFO_ID', code: 'ANOTHER_CANDIDATES_RECORD' });
  });

  it("refuses a candidate under a general application's id with 422 ID_REUSED, as the reverse is", async () => {
    const id = randomUUID();
    const pdf = Buffer.from('%PDF-1.7\nresume bytes');
    const general = await post(GENERAL_APPLICATION_PATH, {
      id,
      name: 'Asha Patel',
      email: 'asha.general@example.com',
      phone: '+919876543210',
      country: countryUuid('IN'),
      areasOfInterest: ['Engineering'],
      resume: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
      consent: { processing: true, retentionMonths: 24 },
    });
    expect(general.json()).toEqual({ code: 'OK', id });
    const before = await counts();
    const response = await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: id }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: expect.stringContaining(id),
      field: 'EXTERNALCANDIDATE_UUID',
      code: 'ID_REUSED',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('CORS', () => {
  it('lets the site origins preflight a JSON post', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/post/candidateData',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/content-type/i);
  });

  it('does not allow other origins', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/get/country',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });
});
