import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * Each careers section is its own federated module, rendered by the shell without a common careers root, so
 * each one brings the provider of the remote's one cache.
 */
export function withQueries<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Section {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Section.displayName ?? Section.name})`;
  return WithQueries;
}
