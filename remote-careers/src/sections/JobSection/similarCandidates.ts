import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Opening, OpeningSummary } from '@tekvana/shared';
import { fetchOpeningsPage, NO_SEARCH_CALL } from '../../api/staffingApi';
import { openingsQuery } from '../../queries/careersQueries';
import { SIMILAR_COUNT, similarSearches } from './similarOpenings';

/**
 * The roles "Similar openings" ranks: the newest matches of a few searches (similarSearches), or for a job that is
 * gone the newest roles, asked of the search call; where the back end has none, the whole list (decision 056).
 */
async function loadCandidates(
  client: QueryClient,
  listPath: string,
  current: Opening | undefined,
  signal: AbortSignal,
): Promise<ReadonlyArray<OpeningSummary | Opening>> {
  const searches = current ? similarSearches(current) : [new URLSearchParams({ size: String(SIMILAR_COUNT) })];
  // One search that fails (a title word the API refuses) costs only its own candidates; all failing is an error.
  const settled = await Promise.allSettled(searches.map((params) => fetchOpeningsPage(listPath, params, signal)));
  const pages: Array<Awaited<ReturnType<typeof fetchOpeningsPage>>> = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (pages.length === 0 && failed) throw failed.reason;
  const found: OpeningSummary[] = [];
  for (const page of pages) {
    if (page === NO_SEARCH_CALL) return client.fetchQuery(openingsQuery(listPath));
    // Similar searches name no place: a refused one finds nothing.
    if ('items' in page) found.push(...page.items);
  }
  return [...new Map(found.map((item) => [item.REQ_ID, item])).values()];
}

export const similarCandidatesQuery = (listPath: string, current: Opening | undefined) =>
  queryOptions({
    queryKey: ['similar-openings', listPath, current?.REQ_ID ?? null],
    queryFn: ({ client, signal }) => loadCandidates(client, listPath, current, signal),
  });
