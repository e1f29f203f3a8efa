import type { AnswerPromiseRow, Database } from '../../db/tables';

/**
 * The answer_promises table (migration 021): the date by which each application was promised news (decision 077).
 * Every change after the first is a compare-and-set on what the caller read, so of two instances acting on one
 * promise only the first does.
 */
export class AnswerPromiseStore {
  constructor(private readonly db: Database) {}

  /** The promise made when the application was received; one made before stands (a retried request). */
  static async make(trx: Database, applicationId: string, answerBy: Date, now: Date): Promise<void> {
    await trx
      .insertInto('answer_promises')
      .values({
        APPLICATION_ID: applicationId,
        ANSWER_BY: answerBy.toISOString(),
        MADE_AT: now.toISOString(),
        REMINDED_AT: null,
        LAPSES: 0,
      })
      .onConflict((conflict) => conflict.column('APPLICATION_ID').doNothing())
      .execute();
  }

  /**
   * The promise after a stage the staffing system reported: a new date (the reminder not sent, the count of lapses
   * from zero), or none (null) once the candidate had an answer. An application from before promises gets one.
   */
  static async renew(trx: Database, applicationId: string, answerBy: Date | null, now: Date): Promise<void> {
    const promise = { ANSWER_BY: answerBy?.toISOString() ?? null, MADE_AT: now.toISOString(), REMINDED_AT: null };
    await trx
      .insertInto('answer_promises')
      .values({ APPLICATION_ID: applicationId, LAPSES: 0, ...promise })
      .onConflict((conflict) => conflict.column('APPLICATION_ID').doUpdateSet({ ...promise, LAPSES: 0 }))
      .execute();
  }

  /** The application's promise in force: undefined without one, ANSWER_BY null once it had its answer. */
  find(applicationId: string): Promise<AnswerPromiseRow | undefined> {
    return this.db
      .selectFrom('answer_promises')
      .selectAll()
      .where('APPLICATION_ID', '=', applicationId)
      .executeTakeFirst();
  }

  /** Promises falling due by `by`, soonest first (then by id), after the promise `after` in that order. */
  dueBy(by: Date, limit: number, after?: AnswerPromiseRow): Promise<AnswerPromiseRow[]> {
    return this.db
      .selectFrom('answer_promises')
      .selectAll()
      .where('ANSWER_BY', 'is not', null)
      .where('ANSWER_BY', '<=', by.toISOString())
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb('ANSWER_BY', '>', after!.ANSWER_BY),
            eb.and([eb('ANSWER_BY', '=', after!.ANSWER_BY), eb('APPLICATION_ID', '>', after!.APPLICATION_ID)]),
          ]),
        ),
      )
      .orderBy('ANSWER_BY')
      .orderBy('APPLICATION_ID')
      .limit(limit)
      .execute();
  }

  /**
   * Moves the promise `read` to `answerBy` (null: the application had its answer) as one more lapse, unless it changed
   * since it was read (a stage came in, or another instance acted): answers whether it moved.
   */
  static async lapse(trx: Database, read: AnswerPromiseRow, answerBy: Date | null, now: Date): Promise<boolean> {
    const moved = await trx
      .updateTable('answer_promises')
      .set({
        ANSWER_BY: answerBy?.toISOString() ?? null,
        MADE_AT: now.toISOString(),
        REMINDED_AT: null,
        LAPSES: read.LAPSES + 1,
      })
      .where('APPLICATION_ID', '=', read.APPLICATION_ID)
      .where('ANSWER_BY', '=', read.ANSWER_BY)
      .where('LAPSES', '=', read.LAPSES)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** Marks the promise `read` reminded, unless it changed since or was reminded already: answers whether it did. */
  static async remind(trx: Database, read: AnswerPromiseRow, now: Date): Promise<boolean> {
    const marked = await trx
      .updateTable('answer_promises')
      .set({ REMINDED_AT: now.toISOString() })
      .where('APPLICATION_ID', '=', read.APPLICATION_ID)
      .where('ANSWER_BY', '=', read.ANSWER_BY)
      .where('LAPSES', '=', read.LAPSES)
      .where('REMINDED_AT', 'is', null)
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }
}
