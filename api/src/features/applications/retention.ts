import { runEvery } from '../../platform/scheduled';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';

/** Deletions per query: a run that finds more goes on in further batches. */
const BATCH = 200;

/**
 * Deletes, as a withdrawal does, every application `next` names until it names none: its resume, its mails'
 * attachments, then its records. One that cannot be deleted (its file store unreachable, say) is logged and left for
 * the next run; the others go on. Answers how many were deleted.
 */
async function deleteInBatches(deps: WithdrawalDeps, why: string, next: () => Promise<string[]>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const found = await next();
    let deletedNow = 0;
    for (const candidateId of found) {
      try {
        if (await withdrawApplication(candidateId, deps)) deletedNow += 1;
      } catch (error) {
        console.error(`${why} could not delete candidate ${candidateId}; it is tried again at the next run:`, error);
      }
    }
    deleted += deletedNow;
    // A batch that was not full was the last. A full one that deleted nothing would come back the same (every
    // one failed, or another instance is deleting them): the next run goes on.
    if (found.length < BATCH || deletedNow === 0) return deleted;
  }
}

/** Deletes every application past its retention period (decision 030). */
export const deleteExpiredApplications = (
  deps: WithdrawalDeps,
  { defaultMonths, now = new Date() }: { defaultMonths: number; now?: Date },
): Promise<number> =>
  deleteInBatches(deps, 'Retention', () => deps.applicants.expiredCandidates(now, defaultMonths, BATCH));

/**
 * How long a job application may stay unfinished (its record posted, its mail never sent) before it is deleted:
 * a day leaves a candidate time to retry a failed or cancelled send, which goes on with the same record
 * (decisions 014 and 065).
 */
export const UNFINISHED_APPLICATION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes job applications left unfinished for a day (decision 065): nobody was told of them and their candidate
 * has no link to them, so keeping them would keep data no one can see, use or withdraw.
 */
export const deleteUnfinishedApplications = (deps: WithdrawalDeps, now = new Date()): Promise<number> =>
  deleteInBatches(deps, 'Clean-up of unfinished applications', () =>
    deps.candidateRecords.unfinishedCandidates(new Date(now.getTime() - UNFINISHED_APPLICATION_MS), BATCH),
  );

/** The retention at start and every `intervalMs`; several instances may each run it (a deletion made first is skipped). */
export const scheduleRetention = (
  deps: WithdrawalDeps,
  { defaultMonths, intervalMs }: { defaultMonths: number; intervalMs: number },
) =>
  runEvery('Retention run', intervalMs, async () => {
    const deleted = await deleteExpiredApplications(deps, { defaultMonths });
    if (deleted > 0) console.log(`Retention deleted ${deleted} applications past their retention period`);
    const unfinished = await deleteUnfinishedApplications(deps);
    if (unfinished > 0) console.log(`Retention deleted ${unfinished} job applications left unfinished for a day`);
  });
