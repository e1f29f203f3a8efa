import {
  hydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PreparedData, ServerDataRequest } from '@tekvana/contracts/hydrationData';
import { isJobId } from '@tekvana/contracts/careersRoutes';
import { countriesQuery, countryStatesQuery, openingQuery, recruitersQuery } from '../queries/careersQueries';
import { CAREERS_SCOPE, newQueryClient, servedAnswersOf } from '../queries/queryClient';
import { listPathOf, openingsPageQuery } from '../sections/OpeningsSection/openingsPage';
import { parseOpeningsQuery } from '../sections/OpeningsSection/openingsQuery';

/** Whether `load` succeeded before `signal` aborted; never rejects. */
function inTime(load: Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  // On a busy thread the budget's timer can run before answers that came in meanwhile are read: they get one more
  // turn of the event loop before the load counts as late.
  const late = new Promise<boolean>((resolve) =>
    signal.addEventListener('abort', () => setTimeout(() => resolve(false), 0), { once: true }),
  );
  return Promise.race([
    load.then(
      () => true,
      () => false,
    ),
    late,
  ]);
}

/**
 * The application form's lists (countries, a country's states, recruiters) as this server build last fetched them:
 * they change a few times a year, so renders within a minute (the browser's own staleTime) take the same answers
 * instead of asking the API for them on every job page; the opening itself is always asked for. The cache ends with
 * the build: a switch of releases starts the render workers afresh. docs/decisions/071-server-rendering-from-releases.md
 */
const lists = newQueryClient();

/** `query`'s answer from the lists' cache, or fetched into it, copied into the render's `client` with its age. */
async function fetchList<Data, Key extends QueryKey>(
  client: QueryClient,
  query: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<void> {
  const data = await lists.fetchQuery(query);
  // The key's type carries the answer's (a DataTag); as a plain key, setQueryData takes the answer as it is.
  const key: QueryKey = query.queryKey;
  client.setQueryData<Data>(key, data as Data, { updatedAt: lists.getQueryState(key)?.dataUpdatedAt });
}

/** A job page: its opening, then the application form's lists for the opening's country; whether all came in time. */
async function prepareJob(client: QueryClient, params: URLSearchParams, signal: AbortSignal): Promise<boolean> {
  const jobId = params.get('jobId') ?? '';
  if (!isJobId(jobId)) return true;
  const countries = inTime(fetchList(client, countriesQuery), signal);
  const recruiters = inTime(fetchList(client, recruitersQuery), signal);
  if (!(await inTime(client.fetchQuery(openingQuery(jobId)), signal))) return false;
  const opening = client.getQueryData(openingQuery(jobId).queryKey);
  const states = opening ? await inTime(fetchList(client, countryStatesQuery(opening.COUNTRY)), signal) : true;
  return states && (await Promise.all([countries, recruiters])).every(Boolean);
}

/**
 * Fetches, within `signal`'s budget, what the page's careers sections fetch in the browser (the job page's opening
 * and lists, the openings page's countries and first results page for the URL's query), and gives the render its
 * own cache of exactly the answers the page carries, so the browser's first render matches the server's. A job
 * section without its opening renders its loading state, as the browser's first render does; an openings section
 * without its answers would wait for them, so the browser renders it. docs/decisions/071-server-rendering-from-releases.md
 */
export async function prepare({
  sections,
  url,
  scope,
  signal,
}: ServerDataRequest): Promise<PreparedData<DehydratedState>> {
  const params = new URL(url, 'http://server.invalid').searchParams;
  const fetching = newQueryClient();
  const clientRendered: string[] = [];
  let complete = true;
  const loads: Promise<void>[] = [];
  if (sections.some(({ type }) => type === 'JOB-SECTION' || type === 'JOB-TITLE-SECTION')) {
    loads.push(
      prepareJob(fetching, params, signal).then((all) => {
        complete &&= all;
      }),
    );
  }
  for (const section of sections) {
    if (section.type !== 'OPENINGS-SECTION') continue;
    const results = openingsPageQuery(listPathOf(section), parseOpeningsQuery(params));
    const answers = [fetching.fetchQuery(countriesQuery), fetching.fetchQuery(results)];
    loads.push(
      inTime(Promise.all(answers), signal).then((ready) => {
        if (!ready) clientRendered.push(section.type);
      }),
    );
  }
  await Promise.all(loads);
  const data = servedAnswersOf(fetching);
  // What comes in after this point must not reach the markup: the render reads a cache of these answers alone.
  const rendering = newQueryClient();
  hydrate(rendering, data);
  scope.set(CAREERS_SCOPE, rendering);
  return { data, clientRendered, complete: complete && clientRendered.length === 0 };
}
