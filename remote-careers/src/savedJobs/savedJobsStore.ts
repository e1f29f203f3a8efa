import { todayUtc } from '@tekvana/contracts/careers';
import { readSavedJobs, SAVED_JOBS_KEY, SAVED_JOBS_MAX, writeSavedJobs, type SavedJob } from './savedJobsStorage';

export interface SavedJobsState {
  /** Newest first. */
  jobs: readonly SavedJob[];
  /** False once the device refused to keep a change: the list then lives only as long as the page. */
  kept: boolean;
}

/** What a save records of a job; the day is added. */
export type JobToSave = Omit<SavedJob, 'savedOn'>;

/** A pre-rendered copy is the same for every visitor: it holds no saved jobs, and hydration must find that. */
const SERVED: SavedJobsState = { jobs: [], kept: true };

let state: SavedJobsState | undefined;
const listeners = new Set<() => void>();

const current = () => (state ??= { jobs: readSavedJobs(), kept: true });

function set(next: SavedJobsState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Another tab saved or removed a job (or cleared the site's storage): this page follows. */
function onStorage(event: StorageEvent) {
  if (event.key === SAVED_JOBS_KEY || event.key === null) set({ jobs: readSavedJobs(), kept: current().kept });
}

/**
 * One list for every save button and the saved jobs view of the page, so they agree at once. It is read from the
 * device again whenever the first of them appears, unless the device refused a change: then the copy in memory is
 * the only one there is.
 */
export function subscribeToSavedJobs(listener: () => void): () => void {
  if (listeners.size === 0) {
    if (state?.kept !== false) state = undefined;
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export const savedJobsSnapshot = current;
export const servedSavedJobsSnapshot = () => SERVED;

function change(jobs: readonly SavedJob[]) {
  set({ jobs, kept: writeSavedJobs(jobs) });
}

/** Saves the job first in the list; the oldest beyond SAVED_JOBS_MAX make room. Only these fields are kept. */
export function saveJob({ REQ_ID, PSTN_TITLE, PSTN_LCTN }: JobToSave, today = todayUtc()): void {
  const others = current().jobs.filter((saved) => saved.REQ_ID !== REQ_ID);
  change([{ REQ_ID, PSTN_TITLE, PSTN_LCTN, savedOn: today }, ...others].slice(0, SAVED_JOBS_MAX));
}

export function removeSavedJob(reqId: number): void {
  change(current().jobs.filter((saved) => saved.REQ_ID !== reqId));
}
