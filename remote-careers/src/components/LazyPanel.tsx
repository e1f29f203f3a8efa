import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingIndicator } from '@tekvana/shared/ui';
import { LoadError } from './LoadError';

interface Props<P extends object> {
  /** The module to show, loaded on first render: a page does not carry it until the visitor asks for it. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  loadingLabel: string;
}

/**
 * A part of the page whose code loads when it is first shown, with a loading line and, when the load fails, a
 * message and a retry that loads it afresh (a failed lazy import is otherwise remembered as failed).
 */
export function LazyPanel<P extends object>({ load, props, loadingLabel }: Props<P>) {
  const [Loaded, setLoaded] = useState(() => lazy(load));
  return (
    <ErrorBoundary
      onReset={() => setLoaded(() => lazy(load))}
      fallbackRender={({ resetErrorBoundary }) => (
        <LoadError
          message="This part could not be loaded. Please check your connection."
          onRetry={resetErrorBoundary}
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator label={loadingLabel} inline />}>
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
