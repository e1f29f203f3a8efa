import { useQuery } from '@tanstack/react-query';
import { useSiteSearchParams, type Opening } from '@tekvana/shared';
import { isPastClosingDate, todayUtc } from '@tekvana/contracts/careers';
import { isJobId } from '@tekvana/contracts/careersRoutes';
import { openingQuery } from '../queries/careersQueries';

export type OpeningResult =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; opening: Opening };

/**
 * The opening of the page's jobId, from the API (decision 056: the openings list holds summaries, so View Job brings
 * no opening along; it starts this load as the pointer or focus reaches it, and the cache has it by the click).
 */
export function useOpening(): OpeningResult {
  const [params] = useSiteSearchParams();
  const jobId = params.get('jobId') ?? '';
  const query = useQuery({ ...openingQuery(jobId), enabled: isJobId(jobId) });
  if (!isJobId(jobId)) return { status: 'missing' };
  // An answer in hand wins: a failed refresh in the background keeps it (and the form beside it) on the page. An
  // opening past its closing date is no longer available, as a closed one (decision 059): the API and the site
  // server answer it so too, so a copy of a job page never holds one that has passed.
  if (query.data !== undefined) {
    const opening = query.data;
    return opening && !isPastClosingDate(opening, todayUtc()) ? { status: 'found', opening } : { status: 'missing' };
  }
  if (query.isError && !query.isFetching) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
