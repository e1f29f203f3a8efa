/**
 * The one fake network of the unit tests (msw): a workspace hands its handlers to setupFakeApi from a module it
 * lists in setupFilesAfterEnv, and its tests read what reached the fake API with sentCalls and sentRequests.
 * Jest loads modules once per test file, so each test file gets its own server and its own record.
 */
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

export type FakeApiHandler = Parameters<typeof setupServer>[number];

/**
 * What the fake API checks a request body with: a Standard Schema (https://standardschema.dev), which zod's schemas
 * are, so the workspaces pass @tekvana/contracts' request schemas and test-support depends on no schema library.
 * Only the part the fake calls is written out, as the Standard Schema spec suggests.
 */
export interface BodySchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => BodyCheck<Output> | Promise<BodyCheck<Output>>;
  };
}

type BodyCheck<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<BodyIssue> };

interface BodyIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** A body the fake refused: where it went and what its schema said, one line per issue. */
export interface RefusedBody {
  call: string;
  issues: string[];
}

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
// The schemas of checkedPost's handlers by URL: every request to one is checked, whichever handler answers it.
const bodySchemas = new Map<string, BodySchema>();
const refused: RefusedBody[] = [];
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
  afterEach(async () => {
    server.resetHandlers();
    afterEachTest?.();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`The test sent requests no handler answers:\n${missed.join('\n')}`);
    const wrong = await refusedBodies();
    if (wrong.length > 0)
      throw new Error(
        `The test sent bodies the API would refuse (its request schemas):\n${wrong.map(describeRefusal).join('\n')}`,
      );
  });
  afterAll(() => server.close());
  return server;
}

// Every attempt is recorded, the wrapper's retries included, in the order they started. The body is read from a
// copy, since the handler reads the request's own; a body sent where a checkedPost answers is checked as well.
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
        .then(async (text) => {
          entry.body = request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
          const schema = bodySchemas.get(`${request.method} ${url.origin}${url.pathname}`);
          const issues = schema && (await check(schema, entry.body)).issues;
          if (issues) refused.push({ call: `${entry.method} ${entry.url}`, issues: issues.map(describeIssue) });
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
  refused.length = 0;
}

/**
 * The bodies since the test began that their schema refused, bodies read; they are forgotten, so a test that means
 * to send one (the fake's own) takes them and passes. Any left at the end of a test fail it.
 */
export async function refusedBodies(): Promise<RefusedBody[]> {
  await Promise.all(sent.map((s) => s.bodyRead));
  return refused.splice(0);
}

const check = async <Output>(schema: BodySchema<Output>, body: unknown) => schema['~standard'].validate(body);

/** 'filter.countryCode: Invalid input (code: invalid_format, pattern: …)': the place, and what the issue names. */
function describeIssue({ message, path, ...details }: BodyIssue): string {
  const where = path?.length
    ? path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.')
    : 'body';
  const named = Object.entries(details)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return named.length > 0 ? `${where}: ${message} (${named.join(', ')})` : `${where}: ${message}`;
}

const describeRefusal = ({ call, issues }: RefusedBody) => `${call}: ${issues.join('; ')}`;

/**
 * A POST the fake answers as the real API would only if its body passes `schema`, the request schema the API
 * validates with (@tekvana/contracts): `answer` gets the body as the schema outputs it. Any other body is answered
 * 400, with the issues, as the API refuses it, and fails the test at its end, whichever handler answered it (a
 * test's server.use included): a site that sends a record the API would refuse cannot pass its tests.
 */
export function checkedPost<Output>(
  url: string,
  schema: BodySchema<Output>,
  answer: (body: Output, request: Request) => Response | Promise<Response>,
): FakeApiHandler {
  bodySchemas.set(`POST ${url}`, schema);
  return http.post(url, async ({ request }) => {
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the schema refuses the text as it is.
    }
    const result = await check(schema, body);
    if (result.issues) {
      const issues = result.issues.map(describeIssue);
      return HttpResponse.json(
        { code: 'INVALID_REQUEST', error: `The body does not match the API's schema: ${issues.join('; ')}`, issues },
        { status: 400 },
      );
    }
    return answer(result.value, request);
  });
}
