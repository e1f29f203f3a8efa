import { useQueries } from '@tanstack/react-query';
import { countriesQuery, countryStatesQuery, recruitersQuery } from '../../queries/careersQueries';
import type { ApplicationLists } from './ApplicationForm/mapping';

export type ApplicationListsResult =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; lists: ApplicationLists };

/**
 * Countries, the states of the opening's country and recruiters for the form's selects, fetched side by side; one
 * result for the three.
 */
export function useApplicationLists(countryUuid: string): ApplicationListsResult {
  return useQueries({
    queries: [countriesQuery, countryStatesQuery(countryUuid), recruitersQuery],
    combine: ([countries, states, recruiters]): ApplicationListsResult => {
      const all = [countries, states, recruiters];
      // Lists in hand win: a failed refresh in the background keeps them, and the half-filled form, on the page.
      if (countries.data && states.data && recruiters.data) {
        return {
          status: 'ready',
          lists: { countries: countries.data, states: states.data, recruiters: recruiters.data },
        };
      }
      if (all.some((result) => result.isError) && !all.some((result) => result.isFetching)) {
        return { status: 'error', retry: () => all.forEach((result) => result.isError && void result.refetch()) };
      }
      return { status: 'loading' };
    },
  });
}
