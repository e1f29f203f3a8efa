import { useSyncExternalStore } from 'react';
import {
  savedJobsSnapshot,
  servedSavedJobsSnapshot,
  subscribeToSavedJobs,
  type SavedJobsState,
} from './savedJobsStore';

/** The saved jobs of this device (none while a pre-rendered copy hydrates), kept equal across the page's parts. */
export const useSavedJobs = (): SavedJobsState =>
  useSyncExternalStore(subscribeToSavedJobs, savedJobsSnapshot, servedSavedJobsSnapshot);
