import { useQuery } from '@tanstack/react-query';
import { useSiteLocation, useSiteSearchParams, type Opening } from '@tekvana/shared';
import { openingQuery } from '../queries/careersQueries';

export type OpeningResult =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; opening: Opening };

/** What View Job puts into the navigation state. */
export interface OpeningNavigationState {
  opening: Opening;
}

/** Job ids are REQ_IDs: anything else is not asked of the API (decision 012). */
const isJobId = (jobId: string) => /^\d{1,15}$/.test(jobId);

function openingFromState(state: unknown, jobId: string): Opening | undefined {
  const opening = (state as Partial<OpeningNavigationState> | null)?.opening;
  return opening && typeof opening === 'object' && String(opening.REQ_ID) === jobId ? opening : undefined;
}

/** The opening of the page's jobId: from the navigation state when View Job brought it, else from the API. */
export function useOpening(): OpeningResult {
  const [params] = useSiteSearchParams();
  const jobId = params.get('jobId') ?? '';
  const fromState = openingFromState(useSiteLocation().state, jobId);
  const query = useQuery({ ...openingQuery(jobId), enabled: !fromState && isJobId(jobId) });
  if (fromState) return { status: 'found', opening: fromState };
  if (!isJobId(jobId)) return { status: 'missing' };
  // An answer in hand wins: a failed refresh in the background keeps it (and the form beside it) on the page.
  if (query.data !== undefined) return query.data ? { status: 'found', opening: query.data } : { status: 'missing' };
  if (query.isError && !query.isFetching) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
