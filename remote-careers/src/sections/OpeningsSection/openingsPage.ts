import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Country, OpeningsSearchAnswer, SectionOf } from '@tekvana/shared';
import {
  OPENINGS_PAGE_SIZE,
  OPENINGS_SEARCH_MAX_LENGTH,
  searchOpeningsList,
  todayUtc,
} from '@tekvana/contracts/careers';
import { fetchOpeningsPage, NO_SEARCH_CALL } from '../../api/staffingApi';
import { countriesQuery, openingsQuery } from '../../queries/careersQueries';
import {
  DEFAULT_KM,
  DEFAULT_SORT,
  isPositionTypeParam,
  positionTypeOf,
  workModeOf,
  type OpeningsQuery,
} from './openingsQuery';

/** The API list an openings section shows: its site data names it, or the SPEC's list. */
export const listPathOf = (section: SectionOf<'OPENINGS-SECTION'>) => section.targetUrl ?? '/get/requirement';

/**
 * Marks a list whose back end answered 404 to the search call: the whole list is used from then on. Kept in the
 * query cache, so it lasts as long as the answers it stands beside.
 */
const noSearchCallKey = (listPath: string) => ['no-search-call', listPath] as const;

/** A results page, and when the place asked for could not be searched around, why (decision 084). */
export type OpeningsPage = OpeningsSearchAnswer & { placeProblem?: string };

/** An answer with no openings, for a URL whose filters nothing can match. */
const nothing = (): OpeningsPage => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: OPENINGS_PAGE_SIZE,
  version: 'none',
});

/**
 * The search call's parameters for the page's URL state (decision 056), or undefined when nothing can match: a
 * country the list does not have, or a search with a line break or another control character (the page matched
 * nothing for a country or a line break before the call existed). Parameters the page reads as "all" (an unknown type or work mode) are left out, as are defaults.
 */
export function searchParamsOf(query: OpeningsQuery, countries: readonly Country[]): URLSearchParams | undefined {
  // The page's matching finds nothing across a line break, and the API refuses control characters in a search.
  if (/\p{Cc}/u.test(query.search)) return undefined;
  if (query.country && !countries.some((country) => country.COUNTRY_CODE === query.country)) return undefined;
  const params = new URLSearchParams();
  // The box takes at most this much; a longer search from an old link is cut as the box would cut it.
  const search = query.search.trim().slice(0, OPENINGS_SEARCH_MAX_LENGTH);
  if (search) params.set('q', search);
  if (query.country) params.set('country', query.country);
  if (isPositionTypeParam(query.type)) params.set('type', query.type);
  const mode = workModeOf(query.mode);
  if (mode) params.set('mode', mode);
  if (query.sponsorship) params.set('sponsorship', 'yes');
  const near = query.near.trim();
  if (near) {
    params.set('near', near);
    if (query.km !== DEFAULT_KM) params.set('km', String(query.km));
  }
  if (query.sort !== DEFAULT_SORT.sort) params.set('sort', query.sort);
  if (query.direction !== DEFAULT_SORT.direction) params.set('dir', query.direction);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The page from the whole list, for a back end without the search call. */
async function fromWholeList(
  client: QueryClient,
  listPath: string,
  query: OpeningsQuery,
  countries: readonly Country[],
): Promise<OpeningsPage> {
  // The whole list has no coordinates: a distance search is the search call's alone.
  if (query.near.trim()) return { ...nothing(), placeProblem: 'Searching by distance is not available at the moment.' };
  const openings = await client.fetchQuery(openingsQuery(listPath));
  return searchOpeningsList(openings, countries, {
    filter: {
      search: query.search,
      countryCode: query.country,
      positionType: positionTypeOf(query.type) ?? '',
      workMode: workModeOf(query.mode) ?? '',
      sponsorship: query.sponsorship,
      // As the search call: an opening past its closing date is no longer listed (decision 059).
      openOn: todayUtc(),
    },
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    size: OPENINGS_PAGE_SIZE,
  });
}

async function loadOpeningsPage(
  client: QueryClient,
  listPath: string,
  query: OpeningsQuery,
  signal: AbortSignal,
): Promise<OpeningsPage> {
  const countries = await client.ensureQueryData(countriesQuery);
  const params = searchParamsOf(query, countries);
  if (!params) return nothing();
  if (client.getQueryData(noSearchCallKey(listPath)) !== true) {
    const page = await fetchOpeningsPage(listPath, params, signal);
    if (page !== NO_SEARCH_CALL && 'placeRefused' in page) return { ...nothing(), placeProblem: page.placeRefused };
    if (page !== NO_SEARCH_CALL) return page;
    client.setQueryData(noSearchCallKey(listPath), true);
  }
  return fromWholeList(client, listPath, query, countries);
}

/**
 * One results page of the openings page: asked of the API's search call, or made from the whole list where the back
 * end has none. A newer search cancels this one's request (its `signal`).
 */
export const openingsPageQuery = (listPath: string, query: OpeningsQuery) =>
  queryOptions({
    queryKey: ['openings-page', listPath, query],
    queryFn: ({ client, signal }) => loadOpeningsPage(client, listPath, query, signal),
  });
