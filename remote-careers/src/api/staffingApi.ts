import { http, isHttpFailure, staffingUrl } from '@tekvana/shared/http';
import type { Country, Opening, Recruiter, State } from '@tekvana/shared';

/** A list call either gives the list or says it failed; callers show a retry instead of an empty page. */
async function getList<T>(path: string): Promise<T[]> {
  const result = await http.get<T[]>(staffingUrl(path));
  if (isHttpFailure(result) || !Array.isArray(result)) {
    throw new Error(isHttpFailure(result) ? result.message : `Unexpected answer from ${path}`);
  }
  return result;
}

export const fetchOpenings = (targetUrl: string) => getList<Opening>(targetUrl);
export const fetchCountries = () => getList<Country>('/get/country');
export const fetchStates = () => getList<State>('/get/state');
export const fetchRecruiters = () => getList<Recruiter>('/get/applicationuser');

/** The opening with this REQ_ID, or undefined when the API does not know it (decision 012: array, first item). */
export async function fetchOpeningById(jobId: string): Promise<Opening | undefined> {
  const list = await getList<Opening>(`/get/RequirementID/${encodeURIComponent(jobId)}`);
  return list[0];
}
