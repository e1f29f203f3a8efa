import {
  SELF_IDENTIFICATION_PATH,
  SELF_IDENTIFICATION_TOKEN_HEADER,
  type SelfIdentificationRequest,
} from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { countryUuid } from '../../db/seed/geography';
import { SEED_OPENINGS } from '../../db/seed/openings';
import { deleteExpiredApplications } from '../applications/retention';
import { withdrawApplication } from '../applications/withdrawal';
import { OutboxStore } from '../outbox/outboxStore';
import { recordRepositories } from '../../repositories';
import { UploadStore } from '../uploads/uploadStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import { candidate, countRows, removeDataDir, tempDataDir, TEST_SECRET } from '../../testing/helpers';
import { linkToken } from '../../platform/linkToken';
import { SelfIdentificationStore } from './selfIdentificationStore';
import { selfIdentificationToken } from './selfIdentificationToken';

const openingIn = (code: string) => {
  const opening = SEED_OPENINGS.find((item) => item.COUNTRY === countryUuid(code));
  if (!opening) throw new Error(`The seed has no opening in ${code}`);
  return opening;
};

const ANSWERS = { gender: 'female', race: 'asian', veteranStatus: 'declined' } as const;

let dataDir: string;
let app: TestServer;
let applicants = 0;

beforeAll(async () => {
  dataDir = tempDataDir('self-identification');
  app = await startTestServer(dataDir);
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

/** A job candidate stored for an opening in the given country: its id and the token its post answered with. */
async function applied(countryCode = 'US'): Promise<{ candidateId: string; token: string }> {
  applicants += 1;
  const id = `c0ffee00-0000-4000-8000-${String(applicants).padStart(12, '0')}`;
  const record = candidate({ EXTERNALCANDIDATE_UUID: id, REQUIREMENT_UUID: openingIn(countryCode).REQUIREMENT_UUID });
  const answer = await app.inject({ method: 'POST', url: '/post/candidateData', payload: record });
  expect(answer.body.trim()).toBe('Inserted');
  const token = answer.headers[SELF_IDENTIFICATION_TOKEN_HEADER.toLowerCase()];
  if (typeof token !== 'string') throw new Error('The candidate post gave no self-identification token');
  return { candidateId: id, token };
}

/** The answers stored for the candidate, as JSON text, or undefined. */
async function storedAnswers(candidateId: string): Promise<string | undefined> {
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    return await new SelfIdentificationStore(db).answers(candidateId);
  } finally {
    await db.destroy();
  }
}

const send = (body: SelfIdentificationRequest | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: SELF_IDENTIFICATION_PATH, payload: body });

describe('POST /v1/selfIdentifications', () => {
  it('stores the answers of a US role once, and takes the same answers again as a retry', async () => {
    const proof = await applied();
    const before = await countRows(dataDir, 'self_identifications');
    const first = await send({ ...proof, answers: ANSWERS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'OK' });
    // The same answers, in another order: a retry after a lost answer.
    const again = await send({ ...proof, answers: { veteranStatus: 'declined', race: 'asian', gender: 'female' } });
    expect(again.json()).toEqual({ code: 'OK' });
    expect(await countRows(dataDir, 'self_identifications')).toBe(before + 1);
  });

  it('refuses other answers for the same application and keeps the first', async () => {
    const proof = await applied();
    const { candidateId } = proof;
    await send({ ...proof, answers: { gender: 'male' } });
    const other = await send({ ...proof, answers: { gender: 'declined' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'ALREADY_ANSWERED', field: 'answers' });
    expect(await storedAnswers(candidateId)).toBe('{"gender":"male"}');
  });

  it('refuses an application that does not exist and one for a role outside the US, storing nothing', async () => {
    const before = await countRows(dataDir, 'self_identifications');
    // Signed as the API would have: only a withdrawn application's token can name no application.
    const token = selfIdentificationToken(TEST_SECRET, 'no-such-candidate');
    const unknown = await send({ candidateId: 'no-such-candidate', token, answers: ANSWERS });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_APPLICATION', field: 'candidateId' });
    const inIndia = await send({ ...(await applied('IN')), answers: ANSWERS });
    expect(inIndia.statusCode).toBe(422);
    expect(inIndia.json()).toMatchObject({ code: 'NOT_A_US_ROLE' });
    expect(await countRows(dataDir, 'self_identifications')).toBe(before);
  });

  it.each([
    ['no answer at all', { answers: {} }],
    ['a choice the question does not offer', { answers: { gender: 'Female' } }],
    ['a malformed id', { candidateId: 'not an id', answers: ANSWERS }],
  ])('refuses %s', async (_, body) => {
    const proof = await applied();
    const answer = await send({ ...proof, ...body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await send({ ...proof, answers: ANSWERS }).then((ok) => ok.statusCode)).toBe(200);
  });
});

describe("the proof that the sender is the application's candidate", () => {
  const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  it('is refused when missing, as an old remote sends it: nothing stored, and the candidate can still answer', async () => {
    const { candidateId, token } = await applied();
    // Whoever learned the id (from a link or an upload path) answers first.
    const first = await send({ candidateId, answers: { gender: 'male' } });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'TOKEN_REQUIRED', field: 'token' });
    expect(await storedAnswers(candidateId)).toBeUndefined();
    const own = await send({ candidateId, token, answers: ANSWERS });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ["another candidate's token", async () => (await applied()).token],
    [
      'a token signed with another secret',
      async (id: string) => linkToken('other', 'self-identify', id, inSeconds(60)),
    ],
    [
      "the candidate's withdraw link token",
      async (id: string) => linkToken(TEST_SECRET, 'withdraw-application', id, inSeconds(60)),
    ],
    ['a token cut short', async (id: string) => selfIdentificationToken(TEST_SECRET, id).slice(0, -1)],
  ])('is refused when it is %s, storing nothing', async (_, tokenFor) => {
    const { candidateId } = await applied();
    const answer = await send({ candidateId, token: await tokenFor(candidateId), answers: ANSWERS });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'TOKEN_INVALID', field: 'token' });
    expect(await storedAnswers(candidateId)).toBeUndefined();
  });

  it('is refused once expired', async () => {
    const { candidateId } = await applied();
    const token = selfIdentificationToken(TEST_SECRET, candidateId, new Date(Date.now() - 25 * 3600 * 1000));
    const answer = await send({ candidateId, token, answers: ANSWERS });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it("is given to the candidate post's retry with the same record, not to a post of other data under its id", async () => {
    const { candidateId } = await applied();
    const record = candidate({
      EXTERNALCANDIDATE_UUID: candidateId,
      REQUIREMENT_UUID: openingIn('US').REQUIREMENT_UUID,
    });
    const retry = await app.inject({ method: 'POST', url: '/post/candidateData', payload: record });
    expect(retry.body).toBe('Inserted');
    expect(retry.headers[SELF_IDENTIFICATION_TOKEN_HEADER.toLowerCase()]).toMatch(/^[^.]+\.\d+\.[0-9a-f]{64}$/);
    const other = await app.inject({
      method: 'POST',
      url: '/post/candidateData',
      payload: { ...record, CND_EMAIL_ID: 'someone-else@example.com' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.headers[SELF_IDENTIFICATION_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('reaches the page: the header is exposed to the site across origins', async () => {
    const { candidateId } = await applied();
    const record = candidate({
      EXTERNALCANDIDATE_UUID: candidateId,
      REQUIREMENT_UUID: openingIn('US').REQUIREMENT_UUID,
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/post/candidateData',
      payload: record,
      // One of the site's origins the API allows by default (config.ts).
      headers: { origin: 'http://127.0.0.1:3002' },
    });
    expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain(
      SELF_IDENTIFICATION_TOKEN_HEADER.toLowerCase(),
    );
  });
});

describe('self-identification answers', () => {
  it('go with the application when it is withdrawn or its retention period ends', async () => {
    const folder = tempDataDir('self-identification-deletion');
    const { db } = await openDatabase({ dataDir: folder, databaseUrl: await testDatabaseUrl(folder) });
    const objects = await testObjectStore(folder);
    const deps = { ...recordRepositories(db), uploads: new UploadStore(db), outbox: new OutboxStore(db), objects };
    const answers = new SelfIdentificationStore(db);
    try {
      for (const id of ['withdrawn', 'expired']) {
        const record = candidate({
          EXTERNALCANDIDATE_UUID: id,
          CONSENT_PROCESSING: 'Yes',
          CONSENT_RETENTION_MONTHS: 1,
        });
        expect(
          await deps.candidateRecords.insertRecord('external_candidates', 'EXTERNALCANDIDATE_UUID', { ...record }),
        ).toBe('inserted');
        expect(await answers.insert(id, ANSWERS, new Date())).toBe(true);
      }
      expect(await withdrawApplication('withdrawn', deps)).toBe(true);
      expect(await answers.answers('withdrawn')).toBeUndefined();
      expect(await answers.answers('expired')).toBeDefined();

      const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
      expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: later })).toBe(1);
      expect(await answers.answers('expired')).toBeUndefined();
    } finally {
      objects.close();
      await db.destroy();
      removeDataDir(folder);
    }
  });
});
