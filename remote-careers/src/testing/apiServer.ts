import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { countries, openings, recruiters, states } from './fixtures';

/** Both APIs' base URL in the test deploy config (installTestDeployConfig). */
export const API = 'http://api.test';
export const apiUrl = (path: string) => `${API}${path}`;

/** Where the fake staffing API lets the resume be uploaded. */
export const SIGNED_UPLOAD_URL = apiUrl('/uploads/x');

/**
 * A healthy API (decision 014): the fixtures for every read call, and the expected answer for each step of an
 * application. A test changes one answer with server.use; the setup puts these back after each test.
 */
export const handlers = [
  http.get(apiUrl('/get/requirement'), () => HttpResponse.json(openings)),
  http.get(apiUrl('/get/country'), () => HttpResponse.json(countries)),
  http.get(apiUrl('/get/state'), () => HttpResponse.json(states)),
  http.get(apiUrl('/get/applicationuser'), () => HttpResponse.json(recruiters)),
  http.get(apiUrl('/get/RequirementID/:jobId'), ({ params }) => HttpResponse.json(openings.filter((o) => String(o.REQ_ID) === params.jobId))),
  http.post(apiUrl('/post/candidateData'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/post/attachment'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/post/attachmentInfo'), () => HttpResponse.text('Inserted')),
  http.post(apiUrl('/s3uploadResume'), () => HttpResponse.json({ signedUrl: SIGNED_UPLOAD_URL })),
  http.put(SIGNED_UPLOAD_URL, () => HttpResponse.text('')),
  http.post(apiUrl('/v1/sendMail'), () => HttpResponse.json({ code: 'OK' })),
];

export const server = setupServer(...handlers);

/** A request as it reached the fake API. */
export interface SentRequest {
  method: string;
  /** Path and query, without the base URL: '/get/RequirementID/8'. */
  path: string;
  headers: Headers;
  /** A JSON body parsed, any other body as text; undefined when there is none. */
  body: unknown;
}

const sent: Array<{ request: SentRequest; bodyRead: Promise<void> }> = [];

// Every attempt is recorded, the wrapper's retries included, in the order they started. The body is read from a
// copy, since the handler reads the request's own.
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: SentRequest = { method: request.method, path: url.pathname + url.search, headers: request.headers, body: undefined };
  const bodyRead = request.body
    ? request
        .clone()
        .text()
        .then((text) => {
          entry.body = request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        })
    : Promise.resolve();
  sent.push({ request: entry, bodyRead });
});

/** Every request since the test began, bodies read. */
export async function sentRequests(): Promise<SentRequest[]> {
  await Promise.all(sent.map((s) => s.bodyRead));
  return sent.map((s) => s.request);
}

/** 'METHOD path' of every request since the test began, at once (bodies may still be on their way). */
export const sentCalls = (): string[] => sent.map(({ request }) => `${request.method} ${request.path}`);

/** The setup starts each test with no requests recorded. */
export function forgetSentRequests(): void {
  sent.length = 0;
}
