import type { Database } from '../../db/tables';
import { AnswerPromiseStore } from '../answerPromises/answerPromiseStore';
import { promiseAfter, type PromiseSettings } from '../answerPromises/promiseRules';
import { ApplicationStageStore, type StageChange, type StageOutcome } from './applicationStageStore';
import type { StageMails } from './stageMails';

export interface StageReportDeps {
  db: Database;
  /** The candidate's mail about each change. */
  mails: StageMails;
  /** The promise each change makes (decision 077). */
  promise: Pick<PromiseSettings, 'answerWithinDays'>;
}

/**
 * Records a stage the staffing system reported at `now`: with it, in one transaction, the promise it makes (a new
 * date, or none once it is an answer); then the candidate's mail about it, unless the day's cap holds it back (the
 * stage mails' run sends it then). The change stands whatever happens to its mail.
 */
export async function reportStage(deps: StageReportDeps, change: StageChange, now: Date): Promise<StageOutcome> {
  const done = await new ApplicationStageStore(deps.db).record(change, now, (trx) =>
    AnswerPromiseStore.renew(trx, change.applicationId, promiseAfter(change.stage, now, deps.promise), now),
  );
  if (done.outcome === 'recorded')
    await deps.mails.mail(done.row, now).catch((error: unknown) => console.error('Mail about a stage failed:', error));
  return done;
}
