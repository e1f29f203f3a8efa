import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../db/database';
import { pick, seededRandom } from '../../db/seed/ids';
import type { Database } from '../../db/tables';
import { generalApplicationBody, internshipApplicationBody } from '../../testing/applicants';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testEngine } from '../../testing/engine';
import { candidate, removeDataDir, tempDataDir, TEST_SECRET } from '../../testing/helpers';
import { runIfDue } from '../../platform/sharedRun';
import { reportStage } from '../applicationStages/reportStage';
import { StageMails } from '../applicationStages/stageMails';
import type { ApplicationStage } from '../applicationStages/stages';
import { insertGeneralApplication } from '../generalApplications/generalApplicationStore';
import { insertInternshipApplication } from '../internshipApplications/internshipApplicationStore';
import { VisitorMailCap } from '../mail/visitorMail';
import { OutboxStore } from '../outbox/outboxStore';
import { recordRepositories } from '../../repositories';
import { CandidateRecordStore } from '../staffing/candidateRecordStore';
import { AnswerPromiseStore } from './answerPromiseStore';
import { promiseDay } from './promiseRules';
import { PromiseRun } from './promiseRun';

/**
 * Issue 55's target for promises: over 90 simulated days, 1,000 applications of the three kinds and random stage
 * changes, with two API instances each looking hourly whether the daily run is due, no application passes a date it
 * was promised without a mail to its candidate. Time is the simulation's: every step is given its `now`.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SIMULATED_DAYS = 90;
const APPLICATIONS = 1_000;
const ANSWER_WITHIN_DAYS = 21;
/** The run's lease of its own: the test API's own run at its start holds the API's. */
const SIMULATED_RUN = 'answer-promises-simulated';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('promise-simulation');
  // The API seeds the openings the job applications are for; the simulation works on the database itself.
  app = await startTestServer(dataDir, { promiseIntervalMs: 0 });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

/** One API instance's part in the simulation: its connection, its stage mails and its promises' run. */
function instance(db: Database) {
  const visitorCap = new VisitorMailCap(db, TEST_SECRET);
  const outbox = new OutboxStore(db, { visitorCap });
  const records = recordRepositories(db);
  const settings = {
    companyName: 'Tekvana',
    careersContact: 'careers@example.com',
    withdrawLinkDays: 90,
    signingSecret: TEST_SECRET,
    publicUrl: () => app.url,
  };
  const mails = new StageMails({ db, ...records, outbox, visitorCap, ...settings });
  const run = new PromiseRun({
    db,
    ...records,
    outbox,
    stageMails: mails,
    ...settings,
    answerWithinDays: ANSWER_WITHIN_DAYS,
    reminderDays: 3,
    retentionMonths: 24,
    // As the API sets it: the run is daily and each instance looks hourly.
    leadMs: DAY + HOUR,
  });
  return { db, mails, run, promise: { answerWithinDays: ANSWER_WITHIN_DAYS } };
}
type Instance = ReturnType<typeof instance>;

/** The stages an application may be reported at next, from where it is. */
const NEXT: Record<ApplicationStage | 'none', ApplicationStage[]> = {
  none: ['received', 'in-review', 'interview'],
  received: ['in-review', 'interview', 'not-selected'],
  'in-review': ['interview', 'not-selected', 'position-closed'],
  interview: ['in-review', 'offer', 'not-selected'],
  offer: ['hired', 'in-review'],
  hired: [],
  'not-selected': ['in-review'],
  'position-closed': ['in-review'],
};

interface Simulated {
  id: string;
  kind: 'job' | 'general' | 'internship';
  arrives: number;
  /** When the staffing system reports a stage, in simulated ms from the start. */
  changes: number[];
}

/** The end of the day a mail to the candidate promises news by, as it writes it; null when it promises none. */
function promisedIn(text: string): Date | null {
  const date = /(?:tell you more|write to you again) by (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1];
  return date ? new Date(new Date(`${date} UTC`).getTime() + DAY) : null;
}

it(`keeps every promise over ${SIMULATED_DAYS} days of ${APPLICATIONS} applications with two instances`, async () => {
  const random = seededRandom(55);
  const start = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const end = start.getTime() + SIMULATED_DAYS * DAY;
  const first = (await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) })).db;
  // On SQLite two instances are two processes; in one process they share a connection (answerPromises.test.ts).
  const second =
    testEngine() === 'sqlite'
      ? first
      : (await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) })).db;
  const instances: [Instance, Instance] = [instance(first), instance(second)];
  try {
    const openings = await first.selectFrom('openings').select(['REQ_ID', 'REQUIREMENT_UUID']).execute();
    // Some openings close during the simulation (a past closing date), so a promise may end in Not selected.
    for (const opening of openings)
      if (random() < 0.5) {
        const closes = new Date(start.getTime() + (10 + random() * 70) * DAY).toISOString().slice(0, 10);
        await first
          .updateTable('openings')
          .set({ CLOSING_DATE: closes })
          .where('REQ_ID', '=', opening.REQ_ID)
          .execute();
      }

    const applications: Simulated[] = Array.from({ length: APPLICATIONS }, () => {
      const arrives = start.getTime() + random() * 60 * DAY;
      const count = Math.floor(random() * 5);
      const changes = Array.from({ length: count }, () => arrives + random() * (end - arrives)).sort((a, b) => a - b);
      const roll = random();
      return { id: randomUUID(), kind: roll < 0.6 ? 'job' : roll < 0.85 ? 'general' : 'internship', arrives, changes };
    });
    const stageOf = new Map<string, ApplicationStage | 'none'>();
    const arrive = async (application: Simulated, at: Date) => {
      const { db } = pick(random, instances);
      const email = `${application.kind}-${application.id}@example.com`;
      await db.transaction().execute(async (trx) => {
        if (application.kind === 'job') {
          const opening = pick(random, openings);
          const record = candidate({
            EXTERNALCANDIDATE_UUID: application.id,
            CND_EMAIL_ID: email,
            REQUIREMENT_UUID: opening.REQUIREMENT_UUID,
          });
          await new CandidateRecordStore(trx).insertRecord('external_candidates', 'EXTERNALCANDIDATE_UUID', {
            ...record,
          });
        } else if (application.kind === 'general')
          await insertGeneralApplication(trx, generalApplicationBody(application.id, email), at);
        else await insertInternshipApplication(trx, internshipApplicationBody(application.id, email), at);
        await AnswerPromiseStore.make(trx, application.id, promiseDay(at, ANSWER_WITHIN_DAYS), at);
      });
      stageOf.set(application.id, 'none');
    };

    const events = applications
      .flatMap((application) => [
        { at: application.arrives, run: (now: Date) => arrive(application, now) },
        ...application.changes.map((at) => ({
          at,
          run: async (now: Date) => {
            const next = NEXT[stageOf.get(application.id) ?? 'none'];
            if (next.length === 0) return;
            const stage = pick(random, next);
            const done = await reportStage(
              pick(random, instances),
              { applicationId: application.id, stage, message: undefined, idempotencyKey: undefined },
              now,
            );
            if (done.outcome !== 'refused') stageOf.set(application.id, done.row.STAGE as ApplicationStage);
          },
        })),
      ])
      .sort((a, b) => a.at - b.at);

    let event = 0;
    const passed: string[] = [];
    let runs = 0;
    for (let now = start.getTime(); now <= end; now += HOUR) {
      while (event < events.length && events[event]!.at <= now) {
        const due = events[event]!;
        await due.run(new Date(due.at));
        event += 1;
      }
      const at = new Date(now);
      // Both instances look at once; the lease lets one of them run.
      const ran = await Promise.all(
        instances.map((one) =>
          runIfDue(one.db, SIMULATED_RUN, at, { everyMs: DAY, leaseMs: 30 * 60 * 1000 }, async (runAt) => {
            await one.run.run(runAt);
          }),
        ),
      );
      runs += ran.filter(Boolean).length;
      await Promise.all(instances.map((one) => one.mails.mailPending(at)));
      // No promise in force may be past its date at any hour.
      const overdue = await first
        .selectFrom('answer_promises')
        .select(['APPLICATION_ID', 'ANSWER_BY', 'LAPSES'])
        .where('ANSWER_BY', '<', at.toISOString())
        .limit(3)
        .execute();
      passed.push(...overdue.map((row) => `${at.toISOString()}: ${JSON.stringify(row)}`));
    }
    expect(runs).toBe(SIMULATED_DAYS + 1);
    expect(passed).toEqual([]);

    // From the mails themselves: each promise a candidate read was followed, by that date, by another mail.
    const mails = await first
      .selectFrom('mails')
      .select(['CANDIDATE_ID', 'CREATED_AT', 'TEXT_MESSAGE', 'IDEMPOTENCY_KEY'])
      .where((eb) => eb.or([eb('IDEMPOTENCY_KEY', 'like', 'stage/%'), eb('IDEMPOTENCY_KEY', 'like', 'promise/%')]))
      .orderBy('CREATED_AT')
      .execute();
    const byApplication = new Map<string, typeof mails>();
    for (const mail of mails)
      byApplication.set(mail.CANDIDATE_ID!, [...(byApplication.get(mail.CANDIDATE_ID!) ?? []), mail]);
    const broken: string[] = [];
    let lapseMails = 0;
    for (const application of applications) {
      // The confirmation's promise, then each mail's.
      let promised: Date | null = promiseDay(new Date(application.arrives), ANSWER_WITHIN_DAYS);
      for (const mail of byApplication.get(application.id) ?? []) {
        const at = new Date(mail.CREATED_AT);
        if (promised && at > promised)
          broken.push(`${application.id}: promised by ${promised.toISOString()}, next mail ${mail.CREATED_AT}`);
        if (mail.IDEMPOTENCY_KEY?.startsWith('promise/')) lapseMails += 1;
        promised = promisedIn(mail.TEXT_MESSAGE ?? '');
      }
      if (promised && promised.getTime() < end)
        broken.push(`${application.id}: promised by ${promised.toISOString()}, no mail since`);
    }
    expect(broken).toEqual([]);
    // The simulation exercised what it is for: promises that came without news, and stage mails.
    expect(lapseMails).toBeGreaterThan(200);
    expect(mails.length - lapseMails).toBeGreaterThan(500);
  } finally {
    if (second !== first) await second.destroy();
    await first.destroy();
  }
}, 600_000);
