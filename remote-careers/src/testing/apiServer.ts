import { http, HttpResponse } from 'msw';
import type { Opening } from '@tekvana/shared';
import {
  GENERAL_APPLICATION_PATH,
  JOB_ALERTS_PATH,
  OPENINGS_SEARCH_PATH,
  pageRequestOf,
  searchOpeningsList,
  SELF_IDENTIFICATION_PATH,
  SELF_IDENTIFICATION_TOKEN_HEADER,
  selfIdentificationRequestSchema,
} from '@tekvana/contracts/careers';
import {
  attachmentInfoRecordSchema,
  openingsSearchParamsSchema,
  attachmentRecordSchema,
  candidateRecordSchema,
  generalApplicationRequestSchema,
  jobAlertRequestSchema,
  sendMailRequestSchema,
  signedUploadRequestSchema,
} from '@tekvana/contracts/requests';
import { checkedPost, setupFakeApi } from '@tekvana/test-support/fakeApi';
import { queryClient } from '../queries/queryClient';
import { countries, openings, recruiters, states } from './fixtures';

export { sentCalls, sentRequests } from '@tekvana/test-support/fakeApi';

/** Both APIs' base URL in the test deploy config (installTestDeployConfig). */
export const API = 'http://api.test';
export const apiUrl = (path: string) => `${API}${path}`;

/** Where the fake staffing API lets the resume be uploaded. */
export const SIGNED_UPLOAD_URL = apiUrl('/uploads/x');

/**
 * The token the fake API gives with a job candidate's post (decision 063). The real one is signed; the site only
 * keeps it and sends it back, so any text that names the candidate will do.
 */
export const fakeSelfIdentificationToken = (candidateId: string) => `self-identify.${candidateId}`;

/**
 * The self-identification as the API answers it: stored (OK) only with the token the candidate post gave, else 403,
 * as an answer without the proof is refused.
 */
export const selfIdentificationHandler = checkedPost(
  apiUrl(SELF_IDENTIFICATION_PATH),
  selfIdentificationRequestSchema,
  ({ candidateId, token }) =>
    token === fakeSelfIdentificationToken(candidateId)
      ? HttpResponse.json({ code: 'OK' })
      : HttpResponse.json(
          { code: token ? 'TOKEN_INVALID' : 'TOKEN_REQUIRED', error: 'No proof of the candidate', field: 'token' },
          { status: 403 },
        ),
);

/**
 * The list call and the search call (decision 056) answering from `list`: the search as the API pages it, from the
 * contracts' own list search, its parameters checked against the schema the API validates them with.
 */
export function openingsHandlers(list: readonly Opening[]) {
  return [
    http.get(apiUrl('/get/requirement'), () => HttpResponse.json(list)),
    http.get(apiUrl(OPENINGS_SEARCH_PATH), ({ request }) => {
      const parsed = openingsSearchParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.message }, { status: 400 });
      const params = parsed.data;
      if (params.country && !countries.some((country) => country.COUNTRY_CODE === params.country))
        return HttpResponse.json({ error: `country ${params.country} is not a country code` }, { status: 400 });
      return HttpResponse.json(searchOpeningsList(list, countries, pageRequestOf(params)));
    }),
  ];
}

/**
 * A healthy API (decision 014): the fixtures for every read call, and the expected answer for each step of an
 * application, a general application, a job alert and a self-identification. A test changes one answer with server.use; these come back
 * after each test. Every body the site posts is checked against the request schema the API validates with
 * (@tekvana/contracts): one the API would refuse is answered 400 with the issues and fails its test, whichever
 * handler answered it.
 */
export const handlers = [
  ...openingsHandlers(openings),
  http.get(apiUrl('/get/country'), () => HttpResponse.json(countries)),
  http.get(apiUrl('/get/state'), () => HttpResponse.json(states)),
  http.get(apiUrl('/get/applicationuser'), () => HttpResponse.json(recruiters)),
  http.get(apiUrl('/get/RequirementID/:jobId'), ({ params }) =>
    HttpResponse.json(openings.filter((o) => String(o.REQ_ID) === params.jobId)),
  ),
  checkedPost(apiUrl('/post/candidateData'), candidateRecordSchema, (record) =>
    HttpResponse.text('Inserted', {
      headers: { [SELF_IDENTIFICATION_TOKEN_HEADER]: fakeSelfIdentificationToken(record.EXTERNALCANDIDATE_UUID) },
    }),
  ),
  checkedPost(apiUrl('/post/attachment'), attachmentRecordSchema, () => HttpResponse.text('Inserted')),
  checkedPost(apiUrl('/post/attachmentInfo'), attachmentInfoRecordSchema, () => HttpResponse.text('Inserted')),
  checkedPost(apiUrl('/s3uploadResume'), signedUploadRequestSchema, () =>
    HttpResponse.json({ signedUrl: SIGNED_UPLOAD_URL }),
  ),
  http.put(SIGNED_UPLOAD_URL, () => HttpResponse.text('')),
  checkedPost(apiUrl('/v1/sendMail'), sendMailRequestSchema, () => HttpResponse.json({ code: 'OK' })),
  // Decisions 031 and 032: OK, with the application's id.
  checkedPost(apiUrl(GENERAL_APPLICATION_PATH), generalApplicationRequestSchema, (application) =>
    HttpResponse.json({ code: 'OK', id: application.id }),
  ),
  checkedPost(apiUrl(JOB_ALERTS_PATH), jobAlertRequestSchema, () => HttpResponse.json({ code: 'OK' })),
  selfIdentificationHandler,
];

// jest.config.js lists this module in setupFilesAfterEnv, so every test file of the remote runs against it. The
// remote's one query cache outlives a test: cleared after each, the next test does not see this one's answers.
export const server = setupFakeApi(handlers, { afterEachTest: () => queryClient.clear() });
