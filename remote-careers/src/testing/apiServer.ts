import { http, HttpResponse } from 'msw';
import { setupFakeApi } from '@tekvana/test-support/fakeApi';
import { queryClient } from '../queries/queryClient';
import { countries, openings, recruiters, states } from './fixtures';

export { sentCalls, sentRequests } from '@tekvana/test-support/fakeApi';

/** Both APIs' base URL in the test deploy config (installTestDeployConfig). */
export const API = 'http://api.test';
export const apiUrl = (path: string) => `${API}${path}`;

/** Where the fake staffing API lets the resume be uploaded. */
export const SIGNED_UPLOAD_URL = apiUrl('/uploads/x');

/**
 * A healthy API (decision 014): the fixtures for every read call, and the expected answer for each step of an
 * application. A test changes one answer with server.use; these come back after each test.
 */
export const handlers = [
  http.get(apiUrl('/get/requirement'), () => HttpResponse.json(openings)),
  http.get(apiUrl('/get/country'), () => HttpResponse.json(countries)),
  http.get(apiUrl('/get/state'), () => HttpResponse.json(states)),
  http.get(apiUrl('/get/applicationuser'), () => HttpResponse.json(recruiters)),
  http.get(apiUrl('/get/RequirementID/:jobId'), ({ params }) =>
    HttpResponse.json(openings.filter((o) => String(o.REQ_ID) === params.jobId)),
  ),
  http.post(apiUrl('/post/candidateData'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/post/attachment'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/post/attachmentInfo'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/s3uploadResume'), () => HttpResponse.json({ signedUrl: SIGNED_UPLOAD_URL })),
  http.put(SIGNED_UPLOAD_URL, () => HttpResponse.text('')),
  http.post(apiUrl('/v1/sendMail'), () => HttpResponse.json({ code: 'OK' })),
];

// jest.config.js lists this module in setupFilesAfterEnv, so every test file of the remote runs against it. The
// remote's one query cache outlives a test: cleared after each, the next test does not see this one's answers.
export const server = setupFakeApi(handlers, { afterEachTest: () => queryClient.clear() });
