import { HttpResponse } from 'msw';
import { sendMailRequestSchema } from '@tekvana/contracts/requests';
import { checkedPost, setupFakeApi } from '@tekvana/test-support/fakeApi';

export { sentCalls, sentRequests } from '@tekvana/test-support/fakeApi';

/** The e-mail API's origin in the contact form's test deploy config. */
export const MAIL_API = 'http://mail.test';

/**
 * The content remote's fake network: the e-mail API accepts every mail its request schema passes (the one the API
 * validates with); any other is answered 400 with the issues and fails its test, whichever handler answered it. A
 * test changes the answer with server.use; this one comes back after each test. jest.config.js lists this module in
 * setupFilesAfterEnv, so every test file of the remote runs against it and fails on a request no handler answers.
 */
export const server = setupFakeApi([
  checkedPost(`${MAIL_API}/v1/sendMail`, sendMailRequestSchema, () => HttpResponse.json({ code: 'OK' })),
]);
