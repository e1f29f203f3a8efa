import { deviceStorage } from '@tekvana/shared';
import { isIsoDate } from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';

/**
 * The visitor's saved jobs, kept in this browser's localStorage like a form's draft (decision 066, after 028):
 * under the careers app's own key, never sent anywhere. What is read back is checked item by item, so an entry
 * written by an older version, edited by hand or corrupt keeps only the jobs that still fit.
 */
export const SAVED_JOBS_KEY = 'tekvana.careers.savedJobs';

/** More than any shortlist needs; a bound keeps the entry small and the list quick to read. */
export const SAVED_JOBS_MAX = 100;

/** What a saved job keeps: enough to list and link it without asking the API, and the day it was saved. */
const savedJobSchema = z.object({
  REQ_ID: z.number().check(z.int()),
  PSTN_TITLE: z.string(),
  PSTN_LCTN: z.string(),
  /** YYYY-MM-DD (UTC). */
  savedOn: z.string().check(z.refine(isIsoDate)),
});

export type SavedJob = z.infer<typeof savedJobSchema>;

/** The saved jobs on this device, newest first; none where storage is blocked or the entry unreadable. */
export function readSavedJobs(): SavedJob[] {
  try {
    const raw = deviceStorage()?.getItem(SAVED_JOBS_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item) => {
      const parsed = savedJobSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Keeps the list (none: the entry is removed). False when the device would not: storage full, blocked or absent. */
export function writeSavedJobs(jobs: readonly SavedJob[]): boolean {
  try {
    const storage = deviceStorage();
    if (!storage) return false;
    if (jobs.length === 0) storage.removeItem(SAVED_JOBS_KEY);
    else storage.setItem(SAVED_JOBS_KEY, JSON.stringify(jobs));
    return true;
  } catch {
    return false;
  }
}
