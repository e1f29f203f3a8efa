import { runEvery } from '../../platform/scheduled';
import { withdrawApplication, type WithdrawalDeps } from './withdrawal';

/** Deletions per query: a run that finds more goes on in further batches. */
const BATCH = 200;

/**
 * Deletes every application past its retention period (decision 030) exactly as a withdrawal does: its resume,
 * its mails' attachments, then its records. One that cannot be deleted (its file store unreachable, say) is
 * logged and left for the next run; the others go on. Answers how many were deleted.
 */
export async function deleteExpiredApplications(
  deps: WithdrawalDeps,
  { defaultMonths, now = new Date() }: { defaultMonths: number; now?: Date },
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await deps.store.expiredCandidates(now, defaultMonths, BATCH);
    let deletedNow = 0;
    for (const candidateId of expired) {
      try {
        if (await withdrawApplication(candidateId, deps)) deletedNow += 1;
      } catch (error) {
        console.error(`Retention could not delete candidate ${candidateId}; it is tried again at the next run:`, error);
      }
    }
    deleted += deletedNow;
    // A batch that was not full was the last. A full one that deleted nothing would come back the same (every
    // one failed, or another instance is deleting them): the next run goes on.
    if (expired.length < BATCH || deletedNow === 0) return deleted;
  }
}

/** The retention at start and every `intervalMs`; several instances may each run it (a deletion made first is skipped). */
export const scheduleRetention = (
  deps: WithdrawalDeps,
  { defaultMonths, intervalMs }: { defaultMonths: number; intervalMs: number },
) =>
  runEvery('Retention run', intervalMs, async () => {
    const deleted = await deleteExpiredApplications(deps, { defaultMonths });
    if (deleted > 0) console.log(`Retention deleted ${deleted} applications past their retention period`);
  });
