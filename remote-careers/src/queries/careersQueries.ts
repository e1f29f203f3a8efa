import { queryOptions } from '@tanstack/react-query';
import { fetchCountries, fetchOpeningById, fetchOpenings, fetchRecruiters, fetchStates } from '../api/staffingApi';

/** Query keys and loaders of every API answer the careers sections read; each answer is cached once. */
export const countriesQuery = queryOptions({ queryKey: ['countries'], queryFn: fetchCountries });
export const statesQuery = queryOptions({ queryKey: ['states'], queryFn: fetchStates });
export const recruitersQuery = queryOptions({ queryKey: ['recruiters'], queryFn: fetchRecruiters });

export const openingsQuery = (targetUrl: string) =>
  queryOptions({ queryKey: ['openings', targetUrl], queryFn: () => fetchOpenings(targetUrl) });

/** null: the API does not know this job id. */
export const openingQuery = (jobId: string) =>
  queryOptions({ queryKey: ['opening', jobId], queryFn: () => fetchOpeningById(jobId) });
