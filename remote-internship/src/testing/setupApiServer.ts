import { forgetSentRequests, server } from './apiServer';

// msw reports a request no handler answers on console.error, which a test may silence; this list makes such a
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
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`The test sent requests no handler answers:\n${missed.join('\n')}`);
});

afterAll(() => server.close());
