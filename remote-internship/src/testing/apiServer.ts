import { setupFakeApi } from '@tekvana/test-support/fakeApi';

export { sentCalls } from '@tekvana/test-support/fakeApi';

/**
 * The internship remote's fake network. It answers nothing: the form's submission is simulated and sends no
 * request (decision 017), so any request a test makes fails it. A real endpoint gets its handler here.
 * jest.config.js lists this module in setupFilesAfterEnv, so every test file of the remote runs against it.
 */
export const server = setupFakeApi([]);
