import { openDatabase } from '../../db/database';
import type { Database } from '../../db/tables';
import {
  sentGeneralApplication,
  sentInternshipApplication,
  sentJobApplication,
  type SentApplication,
} from '../../testing/applicants';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { removeDataDir, seededOpening, tempDataDir, TEST_SECRET } from '../../testing/helpers';
import { mailsTo, withdrawLink, withdrawThrough } from '../../testing/mails';
import { runIfDue } from '../../platform/sharedRun';
import { APPLICATION_STAGE_PATH } from '../applicationStages/applicationStageRoutes';
import { StageMails } from '../applicationStages/stageMails';
import { longDate } from '../applications/confirmationMail';
import { VisitorMailCap } from '../mail/visitorMail';
import { OutboxStore } from '../outbox/outboxStore';
import { recordRepositories } from '../../repositories';
import { daysAfter, promiseDay } from './promiseRules';
import { CLOSED_UNANSWERED, PromiseRun, PROMISE_RUN } from './promiseRun';

const TOKEN = 'staffing-token-for-answer-promises';
const DAY = 24 * 60 * 60 * 1000;
const CAREERS = 'jobs@example.com';

let dataDir: string;
let app: TestServer;
/** A second connection to the API's database: what another instance of it holds. */
let db: Database;

beforeAll(async () => {
  dataDir = tempDataDir('answer-promises');
  app = await startTestServer(dataDir, { staffingTokens: [TOKEN], careersContact: CAREERS, promiseIntervalMs: 0 });
  ({ db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) }));
});
afterAll(async () => {
  await db.destroy();
  await app.close();
  removeDataDir(dataDir);
});

/** The promises' run as an instance of the API builds it, on the connection given. */
function promiseRun(on = db): PromiseRun {
  const visitorCap = new VisitorMailCap(on, TEST_SECRET);
  const outbox = new OutboxStore(on, { visitorCap });
  const records = recordRepositories(on);
  const settings = {
    companyName: 'Tekvana',
    careersContact: CAREERS,
    withdrawLinkDays: 90,
    signingSecret: TEST_SECRET,
    publicUrl: () => app.url,
  };
  return new PromiseRun({
    db: on,
    ...records,
    outbox,
    stageMails: new StageMails({ db: on, ...records, outbox, visitorCap, ...settings }),
    ...settings,
    answerWithinDays: 21,
    reminderDays: 3,
    retentionMonths: 24,
    leadMs: 0,
  });
}

const report = (applicationId: string, stage: string, message?: string) =>
  app.inject({
    method: 'POST',
    url: APPLICATION_STAGE_PATH,
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { applicationId, stage, ...(message === undefined ? {} : { message }) },
  });

/** The dates a promise made around now for `days` may read (the test may cross midnight UTC). */
const datesIn = (days: number, from = Date.now()) =>
  new RegExp(`(${longDate(daysAfter(new Date(from - 60_000), days))}|${longDate(daysAfter(new Date(), days))})`);

/** The candidate's page, through the link in their confirmation. */
const pageOf = async (sent: SentApplication) =>
  (await app.inject({ url: `${sent.link.pathname}${sent.link.search}` })).body;

/** The mails to an address, oldest first (the runs store theirs at the later times they are given). */
const inOrderTo = async (email: string) =>
  (await mailsTo(app, email)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const subjectsTo = async (email: string) => (await inOrderTo(email)).map((mail) => mail.subject);
const lastMailTo = async (email: string) => (await inOrderTo(email)).at(-1);

/**
 * Another instance's connection to the database. On SQLite, whose driver waits for a lock synchronously, a second
 * connection in this process would wait on the first forever: two instances there are two processes, and here they
 * share the one connection (each its own stores and runs).
 */
const anotherConnection = async (): Promise<{ db: Database; close: () => Promise<void> }> => {
  if (testEngine() === 'sqlite') return { db, close: async () => undefined };
  const other = (await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) })).db;
  return { db: other, close: () => other.destroy() };
};

it('states in every confirmation by when the candidate will hear, and their page and download say the same', async () => {
  const sent = [
    await sentJobApplication(app, 5501),
    await sentGeneralApplication(app),
    await sentInternshipApplication(app),
  ];
  for (const application of sent) {
    const promise = new RegExp(`We will tell you where your application stands by ${datesIn(21).source}\\.`);
    expect(application.confirmation.textMessage).toMatch(promise);
    expect(application.confirmation.message).toMatch(promise);
    expect(await pageOf(application)).toMatch(
      new RegExp(`We will tell you more by <strong><time datetime="[^"]+">${datesIn(21).source}`),
    );
    const data = await app.inject({ url: `/applications/yours/data.json${application.link.search}` });
    const newsBy = data.json<{ application: { newsBy: string } }>().application.newsBy;
    // 10:00 UTC of the day 21 days on (a day earlier if the test crossed midnight UTC).
    expect(Math.abs(new Date(newsBy).getTime() - promiseDay(new Date(), 21).getTime())).toBeLessThanOrEqual(DAY);
  }
});

it('renews the promise with each stage: 45 days after an interview, none once there is an answer', async () => {
  const sent = await sentJobApplication(app, 5502);
  expect((await report(sent.id, 'interview')).statusCode).toBe(201);
  const interview = await lastMailTo(sent.email);
  expect(interview?.textMessage).toMatch(new RegExp(`We will tell you more by ${datesIn(45).source}\\.`));
  expect(await pageOf(sent)).toMatch(datesIn(45));

  expect((await report(sent.id, 'offer', 'Please call us.')).statusCode).toBe(201);
  const offer = await lastMailTo(sent.email);
  expect(offer?.subject).toBe('Your application: Offer');
  expect(offer?.textMessage).not.toContain('We will tell you more');
  expect(await pageOf(sent)).not.toContain('We will tell you more');

  // Taken back to In review: a promise again, from today.
  expect((await report(sent.id, 'in-review')).statusCode).toBe(201);
  expect((await lastMailTo(sent.email))?.textMessage).toMatch(
    new RegExp(`We will tell you more by ${datesIn(21).source}`),
  );
});

it('reminds the recruiters once, a few days before a promise falls due', async () => {
  const sent = await sentGeneralApplication(app);
  const reminders = async () => (await mailsTo(app, CAREERS)).filter((mail) => mail.textMessage?.includes(sent.id));
  expect((await promiseRun().run(new Date())).reminded).toBe(0);
  expect(await reminders()).toHaveLength(0);
  const soon = daysAfter(new Date(), 19);
  expect((await promiseRun().run(soon)).reminded).toBeGreaterThanOrEqual(1);
  const [reminder] = await reminders();
  expect(reminder?.subject).toMatch(/^Answers due: \d+ applications? by /);
  expect(reminder?.textMessage).toContain(
    `Ravi Kumar, General application: Engineering, Science, Received (${sent.id})`,
  );
  await promiseRun().run(soon);
  expect(await reminders()).toHaveLength(1);
});

it('writes to the candidate itself when a promise comes without news: still open, then kept on file', async () => {
  const sent = await sentGeneralApplication(app);
  const due = daysAfter(new Date(), 22);
  await promiseRun().run(due);
  const stillOpen = await lastMailTo(sent.email);
  expect(stillOpen?.subject).toBe('Your application is still open');
  expect(stillOpen?.textMessage).toContain('We have not decided on your application yet: it is still open.');
  expect(stillOpen?.textMessage).toContain(`We will write to you again by ${longDate(promiseDay(due, 21))}`);
  expect(await pageOf(sent)).toMatch(/We will tell you more by/);

  await promiseRun().run(daysAfter(due, 22));
  const kept = await lastMailTo(sent.email);
  expect(kept?.subject).toBe('Your application is kept on file');
  expect(kept?.textMessage).toContain('until then this is our last mail about it');
  expect(await pageOf(sent)).not.toContain('We will tell you more');
  // Nothing more is promised, so nothing more is written.
  await promiseRun().run(daysAfter(due, 80));
  expect(await subjectsTo(sent.email)).toEqual([
    'We received your resume',
    'Your application is still open',
    'Your application is kept on file',
  ]);
});

it("keeps a job application's promise while its opening is open, and records Not selected once it closed", async () => {
  const sent = await sentJobApplication(app, 5503);
  const { REQ_ID } = seededOpening();
  // Open for 50 days yet: the first two promises fall due while it is open, the third after it closed.
  const closing = daysAfter(new Date(), 50).toISOString().slice(0, 10);
  await db.updateTable('openings').set({ CLOSING_DATE: closing }).where('REQ_ID', '=', REQ_ID).execute();
  try {
    const first = daysAfter(new Date(), 22);
    await promiseRun().run(first);
    await promiseRun().run(daysAfter(first, 22));
    expect((await subjectsTo(sent.email)).slice(1)).toEqual([
      'Your application is still open',
      'Your application is still open',
    ]);
    await promiseRun().run(daysAfter(first, 44));
    const closed = await lastMailTo(sent.email);
    expect(closed?.subject).toBe('Your application: Not selected');
    expect(closed?.textMessage).toContain(CLOSED_UNANSWERED);
    expect(closed?.textMessage).not.toContain('We will tell you more');
    expect(await pageOf(sent)).toContain('<strong>Not selected</strong>');
  } finally {
    await db.updateTable('openings').set({ CLOSING_DATE: null }).where('REQ_ID', '=', REQ_ID).execute();
  }
});

it('keeps each promise once when two instances run at the same moment, and runs the shared run once', async () => {
  const sent = await Promise.all(Array.from({ length: 12 }, () => sentGeneralApplication(app)));
  const { db: second, close } = await anotherConnection();
  try {
    const due = daysAfter(new Date(), 22);
    await Promise.all([promiseRun(db).run(due), promiseRun(second).run(due)]);
    for (const { email } of sent)
      expect(await subjectsTo(email)).toEqual(['We received your resume', 'Your application is still open']);

    const task = jest.fn(async () => undefined);
    const options = { everyMs: 24 * 60 * 60 * 1000, leaseMs: 60_000 };
    const at = daysAfter(new Date(), 400);
    const ran = await Promise.all([
      runIfDue(db, PROMISE_RUN, at, options, task),
      runIfDue(second, PROMISE_RUN, at, options, task),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(task).toHaveBeenCalledTimes(1);
    // Due again a day later, not before.
    expect(await runIfDue(second, PROMISE_RUN, daysAfter(at, 0.9), options, task)).toBe(false);
    expect(await runIfDue(second, PROMISE_RUN, daysAfter(at, 1), options, task)).toBe(true);
  } finally {
    await close();
  }
});

it('takes over a run whose instance stalled once its lease ran out, and runs a failed one again at the next look', async () => {
  const name = 'lease-test';
  const options = { everyMs: 60 * 60 * 1000, leaseMs: 10 * 60 * 1000 };
  const start = new Date();
  const task = jest.fn(async () => undefined);
  // The first instance takes the run and stalls in it.
  let resume: () => void = () => undefined;
  const stalled = runIfDue(db, name, start, options, () => new Promise<void>((resolve) => (resume = resolve)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await runIfDue(db, name, new Date(start.getTime() + 60_000), options, task)).toBe(false);
  // Its lease ran out: another takes the run and finishes it; due again an hour after that one started.
  const takenOver = new Date(start.getTime() + options.leaseMs);
  expect(await runIfDue(db, name, takenOver, options, task)).toBe(true);
  // The stalled one ends late: the lease is no longer its own, and it changes nothing.
  resume();
  await expect(stalled).resolves.toBe(true);
  expect(await runIfDue(db, name, new Date(takenOver.getTime() + options.everyMs - 1000), options, task)).toBe(false);
  expect(task).toHaveBeenCalledTimes(1);

  const failing = jest.fn(async () => {
    throw new Error('database away');
  });
  const later = new Date(takenOver.getTime() + options.everyMs);
  await expect(runIfDue(db, name, later, options, failing)).rejects.toThrow('database away');
  expect(await runIfDue(db, name, new Date(later.getTime() + 1000), options, task)).toBe(true);
});

it("deletes an application's promise with it", async () => {
  const sent = await sentInternshipApplication(app);
  const promise = () =>
    db.selectFrom('answer_promises').select('APPLICATION_ID').where('APPLICATION_ID', '=', sent.id).execute();
  expect(await promise()).toHaveLength(1);
  const { done } = await withdrawThrough(app, withdrawLink(sent.confirmation));
  expect(done.statusCode).toBe(200);
  expect(await promise()).toHaveLength(0);
});
