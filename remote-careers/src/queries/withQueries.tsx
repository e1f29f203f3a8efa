import { useEffect, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRenderScoped } from '@tekvana/shared';
import { afterPageReady } from '@tekvana/shared/prerender';
import { CAREERS_SCOPE, queryClient, refreshServedAnswers } from './queryClient';

/**
 * Each careers section is its own federated module, rendered by the shell without a common careers root, so
 * each one brings the provider of the remote's one cache. A server render has a cache of its own per request
 * (../server/serverData.ts): a worker renders several at once.
 */
export function withQueries<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    const client = useRenderScoped<QueryClient>(CAREERS_SCOPE) ?? queryClient;
    // Once the page is whole: a refetch that starts while a section is still hydrating makes React render that
    // section again at once, in one long task (decision 041).
    useEffect(() => afterPageReady(() => refreshServedAnswers(queryClient)), []);
    return (
      <QueryClientProvider client={client}>
        <Section {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Section.displayName ?? Section.name})`;
  return WithQueries;
}
