import { http, HttpResponse } from 'msw';
import type { Opening } from '@tekvana/shared';
import { OPENINGS_SEARCH_PATH, pageRequestOf, searchOpeningsList } from '@tekvana/contracts/careers';
import { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { setupFakeApi } from '@tekvana/test-support/fakeApi';
// eslint-disable-next-line import-x/no-restricted-paths -- the careers remote's test data, read by the server render's tests
import { countries, openings, recruiters, states } from '../../../remote-careers/src/testing/fixtures';
import { serverTestConfig } from './sourceRemotes';

export { countries, openings };

const apiUrl = (path: string) => `${serverTestConfig.staffingApiBaseUrl}${path}`;

/**
 * The staffing API's read calls, as the careers sections make them on a server render (serverTestConfig's base
 * URL), answering the careers remote's fixtures and `extra` openings. Call once per test file.
 */
export function setupFakeStaffingApi(extra: readonly Opening[] = []) {
  const all = [...openings, ...extra];
  return setupFakeApi([
    http.get(apiUrl('/get/country'), () => HttpResponse.json(countries)),
    http.get(apiUrl('/get/state'), () => HttpResponse.json(states)),
    http.get(apiUrl('/get/applicationuser'), () => HttpResponse.json(recruiters)),
    http.get(apiUrl('/get/RequirementID/:jobId'), ({ params }) =>
      HttpResponse.json(all.filter((opening) => String(opening.REQ_ID) === params.jobId)),
    ),
    http.get(apiUrl(OPENINGS_SEARCH_PATH), ({ request }) => {
      const parsed = openingsSearchParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(searchOpeningsList(all, countries, pageRequestOf(parsed)));
    }),
  ]);
}

export { apiUrl as staffingApiUrl };
