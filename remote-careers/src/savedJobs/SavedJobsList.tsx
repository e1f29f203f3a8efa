import { useQueries } from '@tanstack/react-query';
import { SiteLink } from '@tekvana/shared';
import { isPastClosingDate, todayUtc } from '@tekvana/contracts/careers';
import { jobDescriptionHref } from '../config/careersConfig';
import { savedText } from '../opening/openingTermsText';
import { openingQuery } from '../queries/careersQueries';
import type { SavedJob } from './savedJobsStorage';

/**
 * The saved jobs, each checked with the API as the list opens: one the API no longer knows, or past its closing
 * date, is marked "Closed" and stays until the visitor removes it (they saved it; it is theirs to drop).
 */
export function SavedJobsList({ jobs, onRemove }: { jobs: readonly SavedJob[]; onRemove: (reqId: number) => void }) {
  // Rendered only in the browser, after a click: the visitor's day can be read at once.
  const today = todayUtc();
  const checks = useQueries({
    // Asked afresh each time the list opens: a job page's served answer (not refetched on mount) may be old.
    queries: jobs.map((job) => ({ ...openingQuery(String(job.REQ_ID)), refetchOnMount: 'always' as const })),
  });
  if (jobs.length === 0) {
    return <p className="mb-0">No saved jobs yet. Choose Save on an opening to keep it here, on this device only.</p>;
  }
  return (
    <>
      <p className="small text-body-secondary mb-2">Kept on this device only.</p>
      <ul className="saved-jobs__list list-unstyled mb-0" aria-busy={checks.some((check) => check.isPending)}>
        {jobs.map((job, index) => {
          const check = checks[index];
          const closed = check?.data === null || (check?.data ? isPastClosingDate(check.data, today) : false);
          return (
            <li key={job.REQ_ID} className="saved-jobs__item">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <SiteLink className="saved-jobs__title" to={jobDescriptionHref(job.REQ_ID)}>
                  {job.PSTN_TITLE}
                </SiteLink>
                {closed && <span className="badge saved-jobs__closed">Closed</span>}
                {check?.isError && !check.data && (
                  <span className="small text-body-secondary">Could not be checked just now</span>
                )}
              </div>
              <p className="small text-body-secondary mb-0">
                {job.PSTN_LCTN} · Job Id {job.REQ_ID} · {savedText(job.savedOn, { today })}
              </p>
              <button
                type="button"
                className="btn btn-link btn-sm saved-jobs__remove"
                onClick={() => onRemove(job.REQ_ID)}
              >
                Remove<span className="visually-hidden"> {job.PSTN_TITLE} from saved jobs</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
