import { queryOptions } from '@tanstack/react-query';
import { fetchCountries, fetchOpeningById, fetchOpenings, fetchRecruiters, fetchStates } from '../api/staffingApi';

/** Query keys and loaders of every API answer the careers sections read; each answer is cached once. */
export const countriesQuery = queryOptions({ queryKey: ['countries'], queryFn: fetchCountries });
/**
 * The states of one country: the application form offers only its opening's country, and a job page's copy carries
 * these few rather than every country's list (decision 038). The API has one list of every state, so a visitor who
 * opens jobs in two countries fetches it twice; the whole list is not kept, so it never goes into a copy.
 */
export const countryStatesQuery = (countryUuid: string) =>
  queryOptions({
    queryKey: ['states', countryUuid],
    queryFn: async () => (await fetchStates()).filter((state) => state.COUNTRY_UUID === countryUuid),
  });
export const recruitersQuery = queryOptions({ queryKey: ['recruiters'], queryFn: fetchRecruiters });

export const openingsQuery = (targetUrl: string) =>
  queryOptions({ queryKey: ['openings', targetUrl], queryFn: () => fetchOpenings(targetUrl) });

/** null: the API does not know this job id. */
export const openingQuery = (jobId: string) =>
  queryOptions({ queryKey: ['opening', jobId], queryFn: () => fetchOpeningById(jobId) });
