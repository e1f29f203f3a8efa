import { SELF_IDENTIFICATION_QUESTION_NAMES, type SelfIdentificationAnswers } from '@tekvana/contracts/careers';
import type { Database } from '../../db/tables';

/** The answers in the questions' order, so the same answers always read as the same text. */
const answersJson = (answers: SelfIdentificationAnswers) =>
  JSON.stringify(
    Object.fromEntries(
      SELF_IDENTIFICATION_QUESTION_NAMES.flatMap((name) =>
        answers[name] === undefined ? [] : [[name, answers[name]]],
      ),
    ),
  );

/** The self_identifications table (decision 063): one row of answers per application, never read with it. */
export class SelfIdentificationStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores the answers once per candidate: true when these are the stored answers (now, or by an earlier post of the
   * same answers: a retry), false when other answers were stored first; those stay (decision 063).
   */
  async insert(candidateId: string, answers: SelfIdentificationAnswers, now: Date): Promise<boolean> {
    const json = answersJson(answers);
    // One statement, so two posts at the same moment store one row on either engine.
    await this.db
      .insertInto('self_identifications')
      .values({ CANDIDATE_ID: candidateId, ANSWERS_JSON: json, CREATED_AT: now.toISOString() })
      .onConflict((conflict) => conflict.column('CANDIDATE_ID').doNothing())
      .execute();
    return (await this.answers(candidateId)) === json;
  }

  /** The stored answers as JSON text, or undefined when the candidate gave none (or they were deleted). */
  async answers(candidateId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('self_identifications')
      .select('ANSWERS_JSON')
      .where('CANDIDATE_ID', '=', candidateId)
      .executeTakeFirst();
    return row?.ANSWERS_JSON;
  }
}
