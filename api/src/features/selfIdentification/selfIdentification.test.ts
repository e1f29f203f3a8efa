import { SELF_IDENTIFICATION_PATH, type SelfIdentificationRequest } from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { countryUuid } from '../../db/seed/geography';
import { SEED_OPENINGS } from '../../db/seed/openings';
import { deleteExpiredApplications } from '../applications/retention';
import { withdrawApplication } from '../applications/withdrawal';
import { OutboxStore } from '../outbox/outboxStore';
import { StaffingStore } from '../staffing/staffingStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import { candidate, countRows, removeDataDir, tempDataDir } from '../../testing/helpers';
import { SelfIdentificationStore } from './selfIdentificationStore';

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

/** A job candidate stored for an opening in the given country; answers its id. */
async function applied(countryCode = 'US'): Promise<string> {
  applicants += 1;
  const id = `c0ffee00-0000-4000-8000-${String(applicants).padStart(12, '0')}`;
  const record = candidate({ EXTERNALCANDIDATE_UUID: id, REQUIREMENT_UUID: openingIn(countryCode).REQUIREMENT_UUID });
  const answer = await app.inject({ method: 'POST', url: '/post/candidateData', payload: record });
  expect(answer.body.trim()).toBe('Inserted');
  return id;
}

const send = (body: SelfIdentificationRequest | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: SELF_IDENTIFICATION_PATH, payload: body });

describe('POST /v1/selfIdentifications', () => {
  it('stores the answers of a US role once, and takes the same answers again as a retry', async () => {
    const candidateId = await applied();
    const before = await countRows(dataDir, 'self_identifications');
    const first = await send({ candidateId, answers: ANSWERS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'OK' });
    // The same answers, in another order: a retry after a lost answer.
    const again = await send({ candidateId, answers: { veteranStatus: 'declined', race: 'asian', gender: 'female' } });
    expect(again.json()).toEqual({ code: 'OK' });
    expect(await countRows(dataDir, 'self_identifications')).toBe(before + 1);
  });

  it('refuses other answers for the same application and keeps the first', async () => {
    const candidateId = await applied();
    await send({ candidateId, answers: { gender: 'male' } });
    const other = await send({ candidateId, answers: { gender: 'declined' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'ALREADY_ANSWERED', field: 'answers' });
    const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      expect(await new SelfIdentificationStore(db).answers(candidateId)).toBe('{"gender":"male"}');
    } finally {
      await db.destroy();
    }
  });

  it('refuses an application that does not exist and one for a role outside the US, storing nothing', async () => {
    const before = await countRows(dataDir, 'self_identifications');
    const unknown = await send({ candidateId: 'no-such-candidate', answers: ANSWERS });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_APPLICATION', field: 'candidateId' });
    const inIndia = await send({ candidateId: await applied('IN'), answers: ANSWERS });
    expect(inIndia.statusCode).toBe(422);
    expect(inIndia.json()).toMatchObject({ code: 'NOT_A_US_ROLE' });
    expect(await countRows(dataDir, 'self_identifications')).toBe(before);
  });

  it.each([
    ['no answer at all', { answers: {} }],
    ['a choice the question does not offer', { answers: { gender: 'Female' } }],
    ['a malformed id', { candidateId: 'not an id', answers: ANSWERS }],
  ])('refuses %s', async (_, body) => {
    const candidateId = await applied();
    const answer = await send({ candidateId, ...body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await send({ candidateId, answers: ANSWERS }).then((ok) => ok.statusCode)).toBe(200);
  });
});

describe('self-identification answers', () => {
  it('go with the application when it is withdrawn or its retention period ends', async () => {
    const folder = tempDataDir('self-identification-deletion');
    const { db } = await openDatabase({ dataDir: folder, databaseUrl: await testDatabaseUrl(folder) });
    const objects = await testObjectStore(folder);
    const deps = { store: new StaffingStore(db), outbox: new OutboxStore(db), objects };
    const answers = new SelfIdentificationStore(db);
    try {
      for (const id of ['withdrawn', 'expired']) {
        const record = candidate({
          EXTERNALCANDIDATE_UUID: id,
          CONSENT_PROCESSING: 'Yes',
          CONSENT_RETENTION_MONTHS: 1,
        });
        expect(await deps.store.insertRecord('external_candidates', 'EXTERNALCANDIDATE_UUID', { ...record })).toBe(
          'inserted',
        );
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
