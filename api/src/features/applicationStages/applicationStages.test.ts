import { randomUUID } from 'node:crypto';
import { GENERAL_APPLICATION_PATH, type GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { countryUuid } from '../../db/seed/geography';
import { startTestServer, type TestResponse, type TestServer } from '../../testing/client';
import { openDatabase } from '../../db/database';
import { testDatabaseUrl } from '../../testing/engine';
import { candidate, countRows, removeDataDir, seededOpening, tempDataDir, TEST_SECRET } from '../../testing/helpers';
import { mailsTo } from '../../testing/mails';
import { VISITOR_MAIL_CAPS, VisitorMailCap } from '../mail/visitorMail';
import { OutboxStore } from '../outbox/outboxStore';
import { recordRepositories } from '../../repositories';
import { ApplicantStore } from '../applications/applicantStore';
import { ApplicationStageStore } from './applicationStageStore';
import { StageMails } from './stageMails';
import { APPLICATION_STAGE_PATH, STAGE_MESSAGE_MAX, type StageAnswer } from './applicationStageRoutes';

const TOKEN = 'staffing-token-0123456789abcdef';
const NEXT_TOKEN = 'staffing-token-fedcba9876543210';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('application-stages');
  app = await startTestServer(dataDir, { staffingTokens: [TOKEN, NEXT_TOKEN] });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

/** A job candidate the API holds, with an address of its own: its id. */
async function jobApplicant(email = `candidate-${randomUUID()}@example.com`): Promise<string> {
  const id = randomUUID();
  const answer = await app.inject({
    method: 'POST',
    url: '/post/candidateData',
    payload: candidate({ EXTERNALCANDIDATE_UUID: id, CND_EMAIL_ID: email }),
  });
  expect(answer.body.trim()).toBe('Inserted');
  return id;
}

/** A general application the API holds: its id. */
async function generalApplicant(): Promise<string> {
  const id = randomUUID();
  const pdf = Buffer.from('%PDF-1.7\nresume bytes');
  const body: GeneralApplicationRequest = {
    id,
    name: 'Asha Patel',
    email: `general-${id}@example.com`,
    phone: '+919876543210',
    country: countryUuid('IN'),
    areasOfInterest: ['Engineering'],
    resume: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
    consent: { processing: true, retentionMonths: 24 },
  };
  const answer = await app.inject({ method: 'POST', url: GENERAL_APPLICATION_PATH, payload: body });
  expect(answer.statusCode).toBe(200);
  return id;
}

const report = (
  body: unknown,
  { token = TOKEN, key }: { token?: string | null; key?: string } = {},
): Promise<TestResponse> =>
  app.inject({
    method: 'POST',
    url: APPLICATION_STAGE_PATH,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });

it('records the stages the staffing system reports, for job and general applications, in order', async () => {
  for (const applicationId of [await jobApplicant(), await generalApplicant()]) {
    const received = await report({ applicationId, stage: 'received' });
    expect(received.statusCode).toBe(201);
    expect(received.json<StageAnswer>()).toMatchObject({ applicationId, stage: 'received', step: 1, recorded: true });
    // The token that replaces the first is taken too, while both are set.
    const review = await report(
      { applicationId, stage: 'in-review', message: '  We are reading your resume.  ' },
      { token: NEXT_TOKEN },
    );
    expect(review.statusCode).toBe(201);
    expect(review.json<StageAnswer>()).toMatchObject({ stage: 'in-review', step: 2 });
    expect(new Date(review.json<StageAnswer>().at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  }
});

it('refuses a call without the token or with another, before reading it', async () => {
  const applicationId = await jobApplicant();
  const rows = await countRows(dataDir, 'application_stages');
  for (const token of [null, 'staffing-token-0123456789abcdeX', '', TOKEN.slice(0, -1)]) {
    const refused = await report({ applicationId, stage: 'interview' }, { token });
    expect({ token, status: refused.statusCode }).toEqual({ token, status: 401 });
    expect(refused.body).not.toContain(applicationId);
  }
  // Not even a broken body is looked at without the token.
  expect((await report('not json', { token: null })).statusCode).toBe(401);
  expect(await countRows(dataDir, 'application_stages')).toBe(rows);
});

it('answers 404 for an application it does not hold and 400 for a stage or message it does not take', async () => {
  const unknown = await report({ applicationId: randomUUID(), stage: 'offer' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ field: 'applicationId' });
  const applicationId = await jobApplicant();
  for (const body of [
    { applicationId, stage: 'promoted' },
    { applicationId, stage: 'Offer' },
    { applicationId },
    { stage: 'offer' },
    { applicationId, stage: 'offer', message: 'x'.repeat(STAGE_MESSAGE_MAX + 1) },
    { applicationId: 'x'.repeat(65), stage: 'offer' },
  ]) {
    const refused = await report(body);
    expect({ body: JSON.stringify(body).slice(0, 80), status: refused.statusCode }).toEqual({
      body: JSON.stringify(body).slice(0, 80),
      status: 400,
    });
  }
  const keyTooLong = await report({ applicationId, stage: 'offer' }, { key: 'k'.repeat(201) });
  expect(keyTooLong.statusCode).toBe(400);
});

it('records the same change once, by its Idempotency-Key or as the same stage and message again', async () => {
  const applicationId = await jobApplicant();
  const key = randomUUID();
  const first = await report({ applicationId, stage: 'interview', message: 'Tuesday at 10' }, { key });
  expect(first.statusCode).toBe(201);
  const again = await report({ applicationId, stage: 'interview', message: 'Tuesday at 10' }, { key });
  expect(again.statusCode).toBe(200);
  expect(again.json<StageAnswer>()).toMatchObject({ step: 1, recorded: false, at: first.json<StageAnswer>().at });
  // Without a key, the same stage and message as the last is the same change.
  expect((await report({ applicationId, stage: 'interview', message: 'Tuesday at 10' })).statusCode).toBe(200);
  // The key of another change is refused; a new message at the same stage is a new change.
  expect((await report({ applicationId, stage: 'offer' }, { key })).statusCode).toBe(422);
  const moved = await report({ applicationId, stage: 'interview', message: 'Moved to Wednesday at 10' });
  expect(moved.json<StageAnswer>()).toMatchObject({ step: 2, recorded: true });
});

it('moves forward, or back to In review only; an ended application is reopened through In review', async () => {
  const applicationId = await jobApplicant();
  expect((await report({ applicationId, stage: 'offer' })).statusCode).toBe(201);
  const back = await report({ applicationId, stage: 'interview' });
  expect(back.statusCode).toBe(409);
  expect(back.json()).toMatchObject({ field: 'stage' });
  expect((await report({ applicationId, stage: 'not-selected' })).statusCode).toBe(201);
  expect((await report({ applicationId, stage: 'hired' })).statusCode).toBe(409);
  const reopened = await report({ applicationId, stage: 'in-review', message: 'The role opened again.' });
  expect(reopened.json<StageAnswer>()).toMatchObject({ stage: 'in-review', step: 3, recorded: true });
  expect((await report({ applicationId, stage: 'interview' })).statusCode).toBe(201);
});

it('takes reports of one application at once as steps one after another, none lost, no number twice', async () => {
  const applicationId = await jobApplicant();
  const answers = await Promise.all(
    ['first', 'second', 'third'].map((note) => report({ applicationId, stage: 'in-review', message: note })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  expect(answers.map((answer) => answer.json<StageAnswer>().step).sort()).toEqual([1, 2, 3]);
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    const history = await new ApplicationStageStore(db).history(applicationId);
    expect(history.map((row) => row.STEP)).toEqual([1, 2, 3]);
    expect(history.map((row) => row.MESSAGE).sort()).toEqual(['first', 'second', 'third']);
  } finally {
    await db.destroy();
  }
});

it("deletes an application's stages with it", async () => {
  const applicationId = await jobApplicant();
  await report({ applicationId, stage: 'in-review' });
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    expect(await new ApplicationStageStore(db).history(applicationId)).toHaveLength(1);
    expect(await new ApplicantStore(db).deleteCandidate(applicationId)).toBe(true);
    expect(await new ApplicationStageStore(db).history(applicationId)).toEqual([]);
  } finally {
    await db.destroy();
  }
});

it('refuses stage calls when no staffing token is set, saying no more than to a wrong token', async () => {
  const bareDir = tempDataDir('application-stages-no-token');
  const bare = await startTestServer(bareDir);
  try {
    const refused = await bare.inject({
      method: 'POST',
      url: APPLICATION_STAGE_PATH,
      headers: { authorization: 'Bearer anything-at-all-0123456789' },
      payload: { applicationId: randomUUID(), stage: 'received' },
    });
    expect(refused.statusCode).toBe(401);
    const wrong = await report(
      { applicationId: randomUUID(), stage: 'received' },
      { token: 'not-the-token-at-all-0123' },
    );
    expect(refused.json()).toEqual(wrong.json());
  } finally {
    await bare.close();
    removeDataDir(bareDir);
  }
});

it("counts refused calls against the client's writes, and never the staffing system's own", async () => {
  const limitedDir = tempDataDir('application-stages-limit');
  const limited = await startTestServer(limitedDir, {
    staffingTokens: [TOKEN],
    rateLimit: { max: 2, windowMs: 60_000 },
  });
  const call = (token: string) =>
    limited.inject({
      method: 'POST',
      url: APPLICATION_STAGE_PATH,
      headers: { authorization: `Bearer ${token}` },
      payload: { applicationId: randomUUID(), stage: 'received' },
    });
  try {
    // With the token, as many as the staffing system sends (404: ids this API does not hold).
    for (let sent = 0; sent < 4; sent += 1) expect((await call(TOKEN)).statusCode).toBe(404);
    const guesses: number[] = [];
    for (let sent = 0; sent < 3; sent += 1) guesses.push((await call('a-guess-at-the-token-000000')).statusCode);
    expect(guesses).toEqual([401, 401, 429]);
  } finally {
    await limited.close();
    removeDataDir(limitedDir);
  }
});

describe("the candidate's mail about each change", () => {
  /** The stages mailed to the address: the subjects, oldest first. */
  const subjectsTo = async (email: string) =>
    (await mailsTo(app, email)).map((mail) => mail.subject).sort((a, b) => a.localeCompare(b));

  it("goes once per change, with the message as plain text and a link to the candidate's page", async () => {
    const email = `stage-${randomUUID()}@example.com`;
    const applicationId = await jobApplicant(email);
    const message = 'Tuesday <b>10:00</b> at https://evil.example/join';
    expect((await report({ applicationId, stage: 'interview', message })).statusCode).toBe(201);
    expect((await report({ applicationId, stage: 'interview', message })).statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(app, email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your application: Interview');
    expect(mail?.textMessage).toContain(
      `There is news of your application.\n\nApplied for: ${seededOpening().PSTN_TITLE} (Req ID ${seededOpening().REQ_ID})\nStage: Interview\n\nOur recruiters wrote:\n${message}`,
    );
    expect(mail?.message).toContain('Tuesday &lt;b&gt;10:00&lt;/b&gt; at https://evil.example/join');
    expect(mail?.message).not.toContain('href="https://evil.example');
    const page = /href="([^"]*\/applications\/yours\?token=[^"]*)"/.exec(mail?.message ?? '')?.[1];
    expect(page).toBeDefined();
    const seen = await app.inject({ url: new URL((page ?? '').replace(/&amp;/g, '&')).href.replace(app.url, '') });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('<strong>Interview</strong>');
  });

  it("holds back what is over the address's daily cap, never drops it, and mails it the next day", async () => {
    const email = `busy-${randomUUID()}@example.com`;
    const applicationId = await jobApplicant(email);
    const cap = VISITOR_MAIL_CAPS['application-stage'];
    for (let note = 1; note <= cap + 2; note += 1)
      expect((await report({ applicationId, stage: 'in-review', message: `Note ${note}` })).statusCode).toBe(201);
    expect(await mailsTo(app, email)).toHaveLength(cap);

    const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
    try {
      const visitorCap = new VisitorMailCap(db, TEST_SECRET);
      const mails = () =>
        new StageMails({
          db,
          ...recordRepositories(db),
          outbox: new OutboxStore(db, { visitorCap }),
          visitorCap,
          signingSecret: TEST_SECRET,
          publicUrl: () => app.url,
          companyName: 'Tekvana',
          careersContact: 'careers@example.com',
          withdrawLinkDays: 90,
        });
      // The same day, nothing more goes; the next, the two held back go, once, whichever instance runs first.
      expect(await mails().mailPending()).toBe(0);
      const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
      const runs = await Promise.all([mails().mailPending(tomorrow), mails().mailPending(tomorrow)]);
      expect(runs[0] + runs[1]).toBe(2);
      expect(await mails().mailPending(tomorrow)).toBe(0);
      // A change recorded as its application went (withdrawn between the check and the record) goes with it.
      const gone = randomUUID();
      await db
        .insertInto('application_stages')
        .values({
          APPLICATION_ID: gone,
          STEP: 1,
          STAGE: 'offer',
          MESSAGE: 'Personal words',
          IDEMPOTENCY_KEY: null,
          CREATED_AT: new Date().toISOString(),
          MAILED_AT: null,
        })
        .execute();
      expect(await mails().mailPending(tomorrow)).toBe(0);
      expect(await new ApplicationStageStore(db).history(gone)).toEqual([]);
    } finally {
      await db.destroy();
    }
    expect(await subjectsTo(email)).toHaveLength(cap + 2);
  });
});
