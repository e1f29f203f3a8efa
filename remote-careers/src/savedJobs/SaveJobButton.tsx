import { saveJob, removeSavedJob, type JobToSave } from './savedJobsStore';
import { useSavedJobs } from './useSavedJobs';
import './savedJobs.css';

/**
 * Saves the job on this device, or removes it: a toggle button whose name stays the same and names the job, its
 * state in aria-pressed (a name that changed with the state would contradict it). The name is a label that starts
 * with the visible word, not a visually hidden span: the span's clipped box sits on the button's border, where the
 * browser tests' pixel check of text contrast reads text on its own colour.
 */
export function SaveJobButton({ job }: { job: JobToSave }) {
  const { jobs } = useSavedJobs();
  const saved = jobs.some((kept) => kept.REQ_ID === job.REQ_ID);
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm save-job"
      aria-pressed={saved}
      aria-label={`Save job: ${job.PSTN_TITLE}, ${job.REQ_ID}`}
      onClick={() => (saved ? removeSavedJob(job.REQ_ID) : saveJob(job))}
    >
      {/* The star shows the state to the eye; "Save" stays, so what is read and what is seen agree. */}
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> Save
    </button>
  );
}
