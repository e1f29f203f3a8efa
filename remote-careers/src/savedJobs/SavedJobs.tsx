import { useId, useRef, useState } from 'react';
import { SavedJobsList } from './SavedJobsList';
import { SavedJobsProblem } from './SavedJobsProblem';
import { removeSavedJob } from './savedJobsStore';
import { useSavedJobs } from './useSavedJobs';
import './savedJobs.css';

/**
 * The openings page's "Saved jobs": a button that shows and hides the list of jobs saved on this device (decision
 * 066). The list is built, and its jobs checked with the API, each time it is opened, not before: a pre-rendered
 * copy knows no visitor's saved jobs, and a closed view costs nothing.
 */
export function SavedJobs() {
  const { jobs } = useSavedJobs();
  const [expanded, setExpanded] = useState(false);
  const panel = `${useId()}-saved-jobs`;
  const panelRef = useRef<HTMLElement>(null);
  // The Remove button goes with its job: focus stays in the list's panel rather than falling to the page.
  const remove = (reqId: number) => {
    removeSavedJob(reqId);
    panelRef.current?.focus();
  };
  return (
    <div className="saved-jobs mb-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <SavedJobsProblem />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={expanded}
          aria-controls={panel}
          onClick={() => setExpanded(!expanded)}
        >
          Saved jobs ({jobs.length})
        </button>
      </div>
      <section
        ref={panelRef}
        id={panel}
        className="saved-jobs__panel border rounded mt-2"
        aria-label="Saved jobs"
        tabIndex={-1}
        hidden={!expanded}
      >
        {expanded && <SavedJobsList jobs={jobs} onRemove={remove} />}
      </section>
    </div>
  );
}
