import { randomUUID } from 'node:crypto';
import type { Database } from '../db/tables';
import { runEvery } from './scheduled';

export interface SharedRunOptions {
  /** How often the task is due, across all instances. */
  everyMs: number;
  /** How often each instance looks whether it is due (and whether a run that took it died). */
  pollMs: number;
  /** A run not finished within this is taken to have died with its instance; another may then take it. */
  leaseMs: number;
}

/**
 * Takes the run named `name` if it is due and nobody holds it: one compare-and-set on its row, so of several
 * instances asking at once exactly one gets it. Answers the lease's token, or undefined.
 */
export async function claimRun(db: Database, name: string, now: Date, leaseMs: number): Promise<string | undefined> {
  const at = now.toISOString();
  await db
    .insertInto('scheduled_runs')
    .values({ NAME: name, NEXT_RUN_AT: new Date(0).toISOString(), LEASED_UNTIL: null, LEASE_TOKEN: null })
    .onConflict((conflict) => conflict.column('NAME').doNothing())
    .execute();
  const token = randomUUID();
  const taken = await db
    .updateTable('scheduled_runs')
    .set({ LEASED_UNTIL: new Date(now.getTime() + leaseMs).toISOString(), LEASE_TOKEN: token })
    .where('NAME', '=', name)
    .where('NEXT_RUN_AT', '<=', at)
    .where((eb) => eb.or([eb('LEASED_UNTIL', 'is', null), eb('LEASED_UNTIL', '<=', at)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? token : undefined;
}

/**
 * Ends the lease `token` holds: due again at `nextAt`, or at once (the next poll) without. A lease that ran out and
 * was taken by another instance is that instance's: this changes nothing then.
 */
async function finishRun(db: Database, name: string, token: string, nextAt: Date | undefined) {
  await db
    .updateTable('scheduled_runs')
    .set({ LEASED_UNTIL: null, LEASE_TOKEN: null, ...(nextAt ? { NEXT_RUN_AT: nextAt.toISOString() } : {}) })
    .where('NAME', '=', name)
    .where('LEASE_TOKEN', '=', token)
    .execute();
}

/**
 * Runs `task` if the run named `name` is due at `now` and this caller takes its lease: answers whether it ran. A task
 * that fails leaves the run due (the next poll tries again), and its error is thrown.
 */
export async function runIfDue(
  db: Database,
  name: string,
  now: Date,
  { everyMs, leaseMs }: Pick<SharedRunOptions, 'everyMs' | 'leaseMs'>,
  task: (now: Date) => Promise<void>,
): Promise<boolean> {
  const token = await claimRun(db, name, now, leaseMs);
  if (!token) return false;
  try {
    await task(now);
  } catch (error) {
    await finishRun(db, name, token, undefined);
    throw error;
  }
  await finishRun(db, name, token, new Date(now.getTime() + everyMs));
  return true;
}

/**
 * Runs `task` once every `everyMs` across every instance sharing the database: each instance looks every `pollMs`,
 * and the one that takes the run's lease runs it (runIfDue); one whose instance died is taken again once its lease
 * ran out.
 */
export const runSharedEvery = (
  db: Database,
  name: string,
  options: SharedRunOptions,
  task: (now: Date) => Promise<void>,
): (() => Promise<void>) =>
  runEvery(name, options.pollMs, async () => {
    await runIfDue(db, name, new Date(), options, task);
  });
