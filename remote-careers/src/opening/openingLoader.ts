import type { Opening } from '@tekvana/shared';
import { fetchOpeningById } from '../api/staffingApi';

/**
 * One request per job id for every section of the page: the job title and job sections ask for the same
 * opening and share the promise. A failed load is forgotten so that a retry asks again.
 */
const cache = new Map<string, Promise<Opening | undefined>>();

export const isJobId = (jobId: string) => /^\d{1,15}$/.test(jobId);

export function loadOpening(jobId: string): Promise<Opening | undefined> {
  if (!isJobId(jobId)) return Promise.resolve(undefined);
  let pending = cache.get(jobId);
  if (!pending) {
    pending = fetchOpeningById(jobId);
    cache.set(jobId, pending);
    pending.catch(() => cache.delete(jobId));
  }
  return pending;
}

/** Tests start from an empty cache. */
export function forgetOpenings(): void {
  cache.clear();
}
