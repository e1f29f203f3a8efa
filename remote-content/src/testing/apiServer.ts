import { http, HttpResponse } from 'msw';
import { setupFakeApi } from '@tekvana/test-support/fakeApi';

export { sentCalls, sentRequests } from '@tekvana/test-support/fakeApi';

/** The e-mail API's origin in the contact form's test deploy config. */
export const MAIL_API = 'http://mail.test';

/**
 * The content remote's fake network: the e-mail API accepts every mail. A test changes the answer with
 * server.use; this one comes back after each test. jest.config.js lists this module in setupFilesAfterEnv, so
 * every test file of the remote runs against it and fails on a request no handler answers.
 */
export const server = setupFakeApi([http.post(`${MAIL_API}/v1/sendMail`, () => HttpResponse.json({ code: 'OK' }))]);
