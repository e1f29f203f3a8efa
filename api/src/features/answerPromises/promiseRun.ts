import type { AnswerPromiseRow, Database } from '../../db/tables';
import { runSharedEvery, type SharedRunOptions } from '../../platform/sharedRun';
import { apiMail } from '../mail/apiMail';
import type { OutboxStore } from '../outbox/outboxStore';
import { monthsBefore } from '../../platform/months';
import { ownAddressOf } from '../applications/applicationAnswers';
import { confirmationLinksFor, type ApplicationSettings } from '../applications/confirmations';
import {
  describeApplication,
  type ApplicantRecords,
  type ApplicationDescription,
} from '../applications/heldApplication';
import { ApplicationStageStore } from '../applicationStages/applicationStageStore';
import type { StageMails } from '../applicationStages/stageMails';
import { AnswerPromiseStore } from './answerPromiseStore';
import { lapseMail, promiseMailKey, reminderMail, type DueAnswer } from './promiseMail';
import { promiseDay, type PromiseSettings } from './promiseRules';

export interface PromiseRunDeps extends ApplicationSettings, PromiseSettings, ApplicantRecords {
  db: Database;
  outbox: OutboxStore;
  stageMails: StageMails;
  signingSecret: string;
  publicUrl: () => string;
  /** The retention period of an application that names none (decision 030). */
  retentionMonths: number;
  /**
   * How long before a promise falls due the run acts on it: at least the time to the next run, so no promise
   * passes between two runs.
   */
  leadMs: number;
}

/** The run's name among the shared runs (scheduled_runs). */
export const PROMISE_RUN = 'answer-promises';
const BATCH = 200;

/** When a promise the run read falls due: the run reads only promises in force (ANSWER_BY set). */
const dueAt = (row: AnswerPromiseRow): string => {
  if (row.ANSWER_BY === null) throw new Error(`Application ${row.APPLICATION_ID} has no promise in force`);
  return row.ANSWER_BY;
};

/** Another instance, or a stage that came in, changed the promise since it was read: this run leaves it. */
class Changed extends Error {}

/** What the staffing system wrote to the candidate when a job's opening closed while the promise stood unanswered. */
export const CLOSED_UNANSWERED =
  'The role has closed, and it was not offered to you. Thank you for your interest; you are welcome to apply for our other openings.';

/**
 * Keeps the answers promised to candidates (decision 077): reminds the recruiters a few days before a promise falls
 * due, and when it comes without a stage from the staffing system, writes to the candidate itself. Each step is a
 * compare-and-set on the promise as read, in the transaction that stores its mail, so it happens once whichever
 * instance runs.
 */
export class PromiseRun {
  private readonly promises: AnswerPromiseStore;
  private readonly stages: ApplicationStageStore;

  constructor(private readonly deps: PromiseRunDeps) {
    this.promises = new AnswerPromiseStore(deps.db);
    this.stages = new ApplicationStageStore(deps.db);
  }

  /** One run at `now`: the reminders, then the promises falling due. Answers how many of each it stored. */
  async run(now: Date): Promise<{ reminded: number; kept: number }> {
    // The reminder is the recruiters' help; the candidates' promises are kept whatever becomes of it.
    const reminded = await this.remind(now).catch((error: unknown) => {
      console.error('The reminder of answers due was not stored; next run:', error);
      return 0;
    });
    let kept = 0;
    const by = new Date(now.getTime() + this.deps.leadMs);
    // Page by position, so promises that fail now (logged, tried next run) never hold back the ones after them.
    let after: AnswerPromiseRow | undefined;
    for (;;) {
      const due = await this.promises.dueBy(by, BATCH, after);
      for (const promise of due) {
        const outcome = await this.keep(promise, now).catch((error: unknown) => {
          console.error(`The promise to application ${promise.APPLICATION_ID} was not kept now; next run:`, error);
          return false;
        });
        if (outcome) kept += 1;
      }
      after = due.at(-1);
      if (due.length < BATCH) return { reminded, kept };
    }
  }

  /** The recruiters' reminder of every promise due within reminderDays that was not in one yet: one mail a run. */
  private async remind(now: Date): Promise<number> {
    const horizon = new Date(now.getTime() + this.deps.leadMs + this.deps.reminderDays * 24 * 60 * 60 * 1000);
    const rows = (await this.promises.dueBy(horizon, 1_000)).filter((row) => row.REMINDED_AT === null);
    const due: Array<{ row: AnswerPromiseRow; answer: DueAnswer }> = [];
    for (const row of rows) {
      // An application that cannot be read now is left for the next run's reminder; the others go.
      const application = await this.applicationOf(row, now).catch((error: unknown) => {
        console.error(`Application ${row.APPLICATION_ID} left out of the reminder:`, error);
        return undefined;
      });
      if (!application) continue;
      const latest = await this.stages.latest(row.APPLICATION_ID);
      due.push({
        row,
        answer: {
          applicationId: row.APPLICATION_ID,
          name: application.name,
          appliedFor: application.appliedFor,
          stage: latest?.STAGE,
          answerBy: new Date(dueAt(row)),
        },
      });
    }
    if (due.length === 0) return 0;
    const mail = reminderMail(
      this.deps.careersContact,
      due.map((item) => item.answer),
      this.deps.companyName,
    );
    try {
      await this.deps.outbox.insert(
        apiMail(this.deps.careersContact, mail, now),
        { key: `promise-reminders/${now.toISOString()}`, sha256: '' },
        {
          alongside: async (trx) => {
            for (const { row } of due) if (!(await AnswerPromiseStore.remind(trx, row, now))) throw new Changed();
          },
        },
      );
    } catch (error) {
      // Some promise changed since it was read: the next run reminds of what is still due.
      if (error instanceof Changed) return 0;
      throw error;
    }
    return due.length;
  }

  /** The application a promise is for; a promise whose application was withdrawn or deleted goes with it. */
  private async applicationOf(row: AnswerPromiseRow, now: Date): Promise<ApplicationDescription | undefined> {
    const application = await describeApplication(this.deps, row.APPLICATION_ID, now);
    if (!application)
      await this.deps.db.deleteFrom('answer_promises').where('APPLICATION_ID', '=', row.APPLICATION_ID).execute();
    return application;
  }

  /**
   * Keeps one promise falling due: the first time, the candidate hears that the application is still open and by
   * when they will hear next; after that, a job application whose opening closed is recorded Not selected (its stage
   * mail tells them), a general or internship one is kept on file with no further promise, and an open job's
   * application is still open. Answers whether this run did it.
   */
  private async keep(row: AnswerPromiseRow, now: Date): Promise<boolean> {
    const application = await this.applicationOf(row, now);
    if (!application) return false;
    const due = dueAt(row);
    const promised = new Date(due);
    const first = row.LAPSES === 0;
    const { opening } = application;
    const closed = opening === 'removed' || (opening !== undefined && !opening.open);
    if (!first && application.kind === 'job' && closed) return this.closeUnanswered(row, now);
    const latest = await this.stages.latest(row.APPLICATION_ID);
    // From the date promised, or from now if the run comes late (the API was down): never a date already past.
    const next = promiseDay(new Date(Math.max(promised.getTime(), now.getTime())), this.deps.answerWithinDays);
    const outcome =
      first || application.kind === 'job'
        ? ({ kind: 'still-open', next } as const)
        : ({ kind: 'kept', keptUntil: this.keptUntil(application) } as const);
    const answerBy = outcome.kind === 'still-open' ? next : null;
    const to = ownAddressOf(application.answers);
    if (!to) {
      // A record from before addresses were required: nobody can be told, and the promise moves on unsaid.
      console.warn(`Application ${row.APPLICATION_ID} has no address: its promise lapsed without a mail`);
      await AnswerPromiseStore.lapse(this.deps.db, row, answerBy, now);
      return false;
    }
    const links = confirmationLinksFor(this.deps, row.APPLICATION_ID, now);
    const mail = lapseMail({
      to,
      name: application.name,
      appliedFor: application.appliedFor,
      stage: latest?.STAGE,
      promised,
      outcome,
      companyName: this.deps.companyName,
      careersContact: this.deps.careersContact,
      applicationUrl: links.applicationUrl,
      linkUntil: links.withdrawUntil,
    });
    try {
      const stored = await this.deps.outbox.insert(
        apiMail(to, mail, now, { candidateId: row.APPLICATION_ID }),
        { key: promiseMailKey(row.APPLICATION_ID, due), sha256: '' },
        {
          alongside: async (trx) => {
            if (!(await AnswerPromiseStore.lapse(trx, row, answerBy, now))) throw new Changed();
          },
        },
      );
      return stored.stored;
    } catch (error) {
      if (error instanceof Changed) return false;
      throw error;
    }
  }

  /** A job's opening closed with the promise unanswered: recorded Not selected, which its stage mail tells. */
  private async closeUnanswered(row: AnswerPromiseRow, now: Date): Promise<boolean> {
    try {
      const done = await this.stages.record(
        {
          applicationId: row.APPLICATION_ID,
          stage: 'not-selected',
          message: CLOSED_UNANSWERED,
          idempotencyKey: promiseMailKey(row.APPLICATION_ID, dueAt(row)),
        },
        now,
        async (trx) => {
          if (!(await AnswerPromiseStore.lapse(trx, row, null, now))) throw new Changed();
        },
      );
      if (done.outcome !== 'recorded') return false;
      // The site's own change, made once: its mail goes now, outside the daily cap of stage mails.
      await this.deps.stageMails.mail(done.row, now, { capped: false });
      return true;
    } catch (error) {
      if (error instanceof Changed) return false;
      throw error;
    }
  }

  /** Until when a general or internship application is kept: its retention period from when it arrived. */
  private keptUntil(application: ApplicationDescription): Date {
    const months = application.consent.retentionMonths ?? this.deps.retentionMonths;
    return monthsBefore(new Date(application.receivedAt), -months);
  }
}

/** The promises' run, once a day across every instance (each looks hourly whether it is due). */
export const schedulePromises = (run: PromiseRun, db: Database, options: SharedRunOptions) =>
  runSharedEvery(db, PROMISE_RUN, options, async (now) => {
    const { reminded, kept } = await run.run(now);
    if (reminded + kept > 0)
      console.log(`Answer promises: ${reminded} reminded to recruiters, ${kept} kept by the site`);
  });
