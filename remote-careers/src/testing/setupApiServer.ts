import { queryClient } from '../queries/queryClient';
import { forgetSentRequests, server } from './apiServer';

// Many tests silence console.error, where msw reports a request no handler answers; this list makes such a
// request fail its test whatever the console does.
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

beforeEach(() => forgetSentRequests());

afterEach(() => {
  server.resetHandlers();
  // The remote's one cache outlives a test: without this the next test would see this one's answers.
  queryClient.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`The test sent requests no handler answers:\n${missed.join('\n')}`);
});

afterAll(() => server.close());
