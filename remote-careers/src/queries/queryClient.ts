import { QueryCache, QueryClient } from '@tanstack/react-query';

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
