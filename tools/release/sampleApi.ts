// The staffing API the gate's throwaway site talks to: sample answers on loopback, for the site's server renders and
// for the browser alike, so a release is tried with data and no real API is needed.
import http from 'node:http';
import { pageRequestOf, searchOpeningsList } from '@tekvana/contracts/careers';
import { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { countries, openings, recruiters, states } from '../../remote-careers/src/testing/fixtures';

/** The opening a job page of the check shows: the first of the careers remote's test openings. */
export const SAMPLE_JOB_ID = String(openings[0]?.REQ_ID ?? 1);

/**
 * What the staffing API answers the check's pages, from the careers remote's test fixtures (the shared contracts'
 * types): the openings, one opening by id, countries, states and recruiters, and a page of the openings for the
 * search call (decision 056). Any other read is the openings list (a section's `targetUrl` names its list), anything
 * else is refused: opening a page submits nothing.
 */
export function sampleApiAnswer(
  method: string,
  pathname: string,
  query = new URLSearchParams(),
): { status: number; body: unknown } {
  if (method !== 'GET') return { status: 405, body: { message: 'The gate submits nothing.' } };
  if (pathname.endsWith('/search')) {
    const params = openingsSearchParamsSchema.safeParse(Object.fromEntries(query));
    if (!params.success) return { status: 400, body: { error: params.error.message } };
    return { status: 200, body: searchOpeningsList(openings, countries, pageRequestOf(params.data)) };
  }
  const byId = /^\/get\/RequirementID\/([^/]+)$/.exec(pathname);
  if (byId) return { status: 200, body: openings.filter((o) => String(o.REQ_ID) === decodeURIComponent(byId[1]!)) };
  if (pathname === '/get/country') return { status: 200, body: countries };
  if (pathname === '/get/state') return { status: 200, body: states };
  if (pathname === '/get/applicationuser') return { status: 200, body: recruiters };
  return { status: 200, body: openings };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
};

/** Serves `sampleApiAnswer` on 127.0.0.1:`port` until closed. */
export async function startSampleApi(port: number): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    const url = new URL(request.url ?? '/', 'http://sample.invalid');
    const answer = sampleApiAnswer(request.method ?? 'GET', url.pathname, url.searchParams);
    response.writeHead(answer.status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
