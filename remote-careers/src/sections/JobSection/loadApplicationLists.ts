import { fetchCountries, fetchRecruiters, fetchStates } from '../../api/staffingApi';
import type { ApplicationLists } from './ApplicationForm/mapping';

/** Countries, states and recruiters for the form's selects, fetched side by side. */
export async function loadApplicationLists(): Promise<ApplicationLists> {
  const [countries, states, recruiters] = await Promise.all([fetchCountries(), fetchStates(), fetchRecruiters()]);
  return { countries, states, recruiters };
}
