/**
 * The one fake network of the unit tests (msw): a workspace hands its handlers to setupFakeApi from a module it
 * lists in setupFilesAfterEnv, and its tests read what reached the fake API with sentCalls and sentRequests.
 * Jest loads modules once per test file, so each test file gets its own server and its own record.
 */
import { setupServer, type SetupServer } from 'msw/node';

export type FakeApiHandler = Parameters<typeof setupServer>[number];

export interface FakeApiOptions {
  /**
   * Runs after each test, once the handlers are back to the defaults: for state of the workspace that outlives a
   * test and would let the next one see this one's answers (a query cache).
   */
  afterEachTest?: () => void;
}

/** A request as it reached the fake API. */
export interface SentRequest {
  method: string;
  /** The whole address: 'http://mail.test/v1/sendMail'. */
  url: string;
  /** Path and query, without the origin: '/get/RequirementID/8'. */
  path: string;
  headers: Headers;
  /** A JSON body parsed, any other body as text; undefined when there is none. */
  body: unknown;
}

const sent: Array<{ request: SentRequest; bodyRead: Promise<void> }> = [];
// Many tests silence console.error, where msw reports a request no handler answers; this list makes such a
// request fail its test whatever the console does.
const unhandled: string[] = [];
let started = false;

/**
 * Starts the fake API for every test of the file: the handlers answer, every request is recorded, and a request
 * no handler answers fails the test. A test changes an answer with server.use; the handlers given here are put
 * back after each test. Call it once, at the top level of a setup module (it registers Jest hooks).
 */
export function setupFakeApi(handlers: FakeApiHandler[], { afterEachTest }: FakeApiOptions = {}): SetupServer {
  // One record and one guard per test file: a second server would answer the same requests and record them twice.
  if (started)
    throw new Error('setupFakeApi runs once per test file; add handlers to the one call, or use server.use in a test.');
  started = true;
  const server = setupServer(...handlers);
  server.events.on('request:start', ({ request }) => record(request));

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
    afterEachTest?.();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`The test sent requests no handler answers:\n${missed.join('\n')}`);
  });
  afterAll(() => server.close());
  return server;
}

// Every attempt is recorded, the wrapper's retries included, in the order they started. The body is read from a
// copy, since the handler reads the request's own.
function record(request: Request): void {
  const url = new URL(request.url);
  const entry: SentRequest = {
    method: request.method,
    url: request.url,
    path: url.pathname + url.search,
    headers: request.headers,
    body: undefined,
  };
  const bodyRead = request.body
    ? request
        .clone()
        .text()
        .then((text) => {
          entry.body = request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        })
    : Promise.resolve();
  sent.push({ request: entry, bodyRead });
}

/** Every request since the test began, bodies read. */
export async function sentRequests(): Promise<SentRequest[]> {
  await Promise.all(sent.map((s) => s.bodyRead));
  return sent.map((s) => s.request);
}

/** 'METHOD path' of every request since the test began, at once (bodies may still be on their way). */
export const sentCalls = (): string[] => sent.map(({ request }) => `${request.method} ${request.path}`);

/** Forgets the requests recorded so far; each test starts with none. */
export function forgetSentRequests(): void {
  sent.length = 0;
}
