import { useSavedJobs } from './useSavedJobs';
import './savedJobs.css';

export const STORAGE_REFUSED =
  'This browser would not keep your saved jobs (its storage is full or turned off): they last only until you reload or leave the site.';

/** One line, announced, once the device refuses to keep a saved job; empty (but present, to be announced) before. */
export function SavedJobsProblem() {
  const { kept } = useSavedJobs();
  return (
    <p role="status" className="saved-jobs__problem small mb-0">
      {!kept && STORAGE_REFUSED}
    </p>
  );
}
