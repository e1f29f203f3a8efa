import type { OpeningsSearchAnswer } from '@tekvana/shared';
import {
  countrySchema,
  openingSchema,
  openingsSearchAnswerSchema,
  recruiterSchema,
  stateSchema,
} from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';
import { http, isHttpFailure, staffingUrl } from '@tekvana/shared/http';

/** Every staffing API read answers a list (decision 012); a failure or anything else throws. */
async function getArray(path: string): Promise<unknown[]> {
  const answer = await http.get<unknown>(staffingUrl(path));
  if (isHttpFailure(answer)) throw new Error(answer.message);
  if (!Array.isArray(answer)) throw new Error(`Unexpected answer from ${path}: not a list.`);
  return answer;
}

/**
 * A list call gives the list or throws, so callers show a retry instead of an empty page. An answer that is
 * not a list fails the call; single items that do not match their schema are left out and logged, so one bad
 * record does not take the whole list away from the visitor.
 */
async function getList<T>(path: string, item: z.ZodMiniType<T>): Promise<T[]> {
  const answer = await getArray(path);
  const list: T[] = [];
  for (const [index, value] of answer.entries()) {
    const parsed = item.safeParse(value);
    if (parsed.success) list.push(parsed.data);
    else console.error(`Left out item ${index} of ${path}: ${z.describeIssues(parsed.error)}`);
  }
  return list;
}

export const fetchOpenings = (targetUrl: string) => getList(targetUrl, openingSchema);
export const fetchCountries = () => getList('/get/country', countrySchema);
export const fetchStates = () => getList('/get/state', stateSchema);
export const fetchRecruiters = () => getList('/get/applicationuser', recruiterSchema);

/**
 * The opening with this REQ_ID, or null when the API does not know it (decision 012: a list, first item).
 * Here a record that does not match the schema is an error: the page has nothing else to show.
 */
export async function fetchOpeningById(jobId: string): Promise<z.infer<typeof openingSchema> | null> {
  const path = `/get/RequirementID/${encodeURIComponent(jobId)}`;
  const answer = await getArray(path);
  if (answer.length === 0) return null;
  const parsed = openingSchema.safeParse(answer[0]);
  if (!parsed.success) throw new Error(`Unexpected opening from ${path}: ${z.describeIssues(parsed.error)}`);
  return parsed.data;
}

/** The search call of a list's path (decision 056): GET /get/requirement/search for the SPEC's list. */
export const searchPathOf = (listPath: string) => `${listPath.replace(/\/+$/, '')}/search`;

/** The back end has no search call for this list (it answered 404): the page falls back to the whole list. */
export const NO_SEARCH_CALL = Symbol('no search call');

/** The search call refused the place or radius asked for (decision 084): what it said to write instead. */
export interface PlaceRefused {
  placeRefused: string;
}

/**
 * One page of search results, NO_SEARCH_CALL, or the API's words when it refused the place; any other failure or a
 * malformed answer throws.
 */
export async function fetchOpeningsPage(
  listPath: string,
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<OpeningsSearchAnswer | typeof NO_SEARCH_CALL | PlaceRefused> {
  const query = params.toString();
  const path = `${searchPathOf(listPath)}${query ? `?${query}` : ''}`;
  const answer = await http.get<unknown>(staffingUrl(path), signal ? { signal } : {});
  if (isHttpFailure(answer)) {
    if (answer.status === 404) return NO_SEARCH_CALL;
    if (answer.status === 400 && (answer.field === 'near' || answer.field === 'km'))
      return { placeRefused: answer.detail ?? 'That place could not be searched around.' };
    throw new Error(answer.message);
  }
  const parsed = openingsSearchAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new Error(`Unexpected answer from ${path}: ${z.describeIssues(parsed.error)}`);
  return parsed.data;
}
