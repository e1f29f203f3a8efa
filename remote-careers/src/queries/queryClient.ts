import {
  dehydrate,
  hydrate,
  QueryCache,
  QueryClient,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query';
import { readHydrationData } from '@tekvana/contracts/hydrationData';

/** A cache of API answers with the careers remote's settings. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    // Decisions 012 and 023: a failed load is logged once, here, and the visitor gets a message with a retry.
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: {
        // The HTTP wrapper already makes the site's three attempts on a lost connection (decision 015); a second
        // layer of retries would multiply them and delay the message.
        retry: false,
        // Openings change a few times a day: a visit within a minute reuses the answer, a later one shows it and
        // refreshes it in the background.
        staleTime: 60_000,
      },
    },
  });
}

/**
 * The careers remote's one cache of API answers in a browser, shared by all its sections: the job title and job
 * sections of a page ask for the same opening and make one request. A server render has its own per request, with
 * the form's lists from a cache a server build keeps a minute (../server/serverData.ts).
 */
export const queryClient = newQueryClient();

/** The name of the careers remote's answers in a page's data and a server render's scope (RenderScope). */
export const CAREERS_SCOPE = 'careers';

/** The whole openings list can be long (10,000 rows); the table loads it afresh rather than inside the page. */
const isOpeningsList = (queryKey: readonly unknown[]) => queryKey[0] === 'openings';

/** Per cache, the keys of the served answers that have not been refreshed since the page started. */
const servedNotRefreshed = new WeakMap<QueryClient, QueryKey[]>();

/**
 * A pre-rendered page carries the answers its careers sections rendered with (decision 019): the cache starts
 * with them, so the first render matches the served HTML. They are not refetched as the sections mount: a
 * refetch started while React hydrates makes React render those sections again at once, in one long task
 * (decision 041). `refreshServedAnswers` refreshes the stale ones once the page is whole.
 */
export function startWithPrerenderedAnswers(client: QueryClient): void {
  const served = readHydrationData(CAREERS_SCOPE);
  try {
    if (served && typeof served === 'object') {
      const state = served as DehydratedState;
      hydrate(client, state);
      const keys = (state.queries ?? []).map((query) => query.queryKey);
      for (const key of keys) client.setQueryDefaults(key, { refetchOnMount: false });
      servedNotRefreshed.set(client, keys);
    }
  } catch (error) {
    // Unreadable answers only cost the head start: the sections fetch as they would without a copy.
    console.warn('The pre-rendered careers answers could not be used:', error);
  }
}

/** The answers a served page carries (decision 019): those its sections rendered with, not the whole list. */
export const servedAnswersOf = (client: QueryClient): DehydratedState =>
  dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && !isOpeningsList(query.queryKey),
  });

/**
 * Refreshes the served answers older than `staleTime` that a section shows, in the background as usual, and lets
 * sections mounted later refetch them as any other answer. Once per page load; later calls do nothing.
 */
export function refreshServedAnswers(client: QueryClient): void {
  const keys = servedNotRefreshed.get(client);
  if (!keys) return;
  servedNotRefreshed.delete(client);
  for (const queryKey of keys) {
    client.setQueryDefaults(queryKey, {});
    void client.refetchQueries({ queryKey, exact: true, type: 'active', stale: true });
  }
}

startWithPrerenderedAnswers(queryClient);
