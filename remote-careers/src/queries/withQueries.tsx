import { useEffect, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterPageReady } from '@tekvana/shared/prerender';
import { queryClient, refreshServedAnswers } from './queryClient';

/**
 * Each careers section is its own federated module, rendered by the shell without a common careers root, so
 * each one brings the provider of the remote's one cache.
 */
export function withQueries<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    // Once the page is whole: a refetch that starts while a section is still hydrating makes React render that
    // section again at once, in one long task (decision 041).
    useEffect(() => afterPageReady(() => refreshServedAnswers(queryClient)), []);
    return (
      <QueryClientProvider client={queryClient}>
        <Section {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Section.displayName ?? Section.name})`;
  return WithQueries;
}
