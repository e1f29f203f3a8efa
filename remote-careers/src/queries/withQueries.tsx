import { useEffect, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, refreshServedAnswers } from './queryClient';

/**
 * Each careers section is its own federated module, rendered by the shell without a common careers root, so
 * each one brings the provider of the remote's one cache.
 */
export function withQueries<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    // A task of its own after the first commit, so the refresh stays out of the one that hydrates the page.
    useEffect(() => {
      const timer = setTimeout(() => refreshServedAnswers(queryClient), 0);
      return () => clearTimeout(timer);
    }, []);
    return (
      <QueryClientProvider client={queryClient}>
        <Section {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Section.displayName ?? Section.name})`;
  return WithQueries;
}
