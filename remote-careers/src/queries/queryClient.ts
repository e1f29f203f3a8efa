import { dehydrate, hydrate, QueryCache, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { offerPrerenderData, readPrerenderData } from '@tekvana/shared/prerender';

/**
 * The careers remote's one cache of API answers, shared by all its sections: the job title and job sections of
 * a page ask for the same opening and make one request.
 */
export const queryClient = new QueryClient({
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

/** The whole openings list can be long (10,000 rows); the table loads it afresh rather than inside the page. */
const isOpeningsList = (queryKey: readonly unknown[]) => queryKey[0] === 'openings';

/**
 * A pre-rendered page carries the answers its careers sections rendered with (decision 019): the cache starts
 * with them, so the first render matches the served HTML, and answers older than `staleTime` refresh in the
 * background as usual.
 */
export function startWithPrerenderedAnswers(client: QueryClient): void {
  const served = readPrerenderData('careers');
  try {
    if (served && typeof served === 'object') hydrate(client, served as DehydratedState);
  } catch (error) {
    // Unreadable answers only cost the head start: the sections fetch as they would without a copy.
    console.warn('The pre-rendered careers answers could not be used:', error);
  }
  offerPrerenderData('careers', () =>
    dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !isOpeningsList(query.queryKey),
    }),
  );
}

startWithPrerenderedAnswers(queryClient);
