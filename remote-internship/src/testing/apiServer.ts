import { HttpResponse } from 'msw';
import { INTERNSHIP_APPLICATION_PATH } from '@tekvana/contracts/careers';
import { internshipApplicationRequestSchema } from '@tekvana/contracts/requests';
import { checkedPost, setupFakeApi } from '@tekvana/test-support/fakeApi';
import { API, installTestDeployConfig } from './deployConfig';

export { sentCalls, sentRequests } from '@tekvana/test-support/fakeApi';

/** Where the form posts an internship application in the tests. */
export const INTERNSHIP_URL = `${API}${INTERNSHIP_APPLICATION_PATH}`;

/**
 * The internship remote's fake network: the staffing API of decision 058, which answers an internship application
 * OK with its id. Every body the form posts is checked against the request schema the API validates with
 * (@tekvana/contracts): one the API would refuse is answered 400 with the issues and fails its test, whichever
 * handler answered it. A test changes an answer with server.use; this one comes back after each test. Any other
 * request fails its test. jest.config.js lists this module in setupFilesAfterEnv, so every test file of the remote
 * runs against it, with the deploy config the shell would have loaded.
 */
export const handlers = [
  checkedPost(INTERNSHIP_URL, internshipApplicationRequestSchema, (application) =>
    HttpResponse.json({ code: 'OK', id: application.id }),
  ),
];

installTestDeployConfig();

export const server = setupFakeApi(handlers);
