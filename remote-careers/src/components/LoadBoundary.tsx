import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingIndicator } from '@tekvana/shared/ui';
import { LoadError } from './LoadError';

interface Props {
  /** Shown with a Try again button when the load fails. */
  message: string;
  /** Read out while a retry loads. */
  loadingLabel: string;
  /** Reads its data with suspense queries. */
  children: ReactNode;
  /**
   * Shows its own loading indicator from the first load: for content the visitor asks for after the page has
   * shown, which must load in place instead of taking the page back to the shell's placeholder.
   */
  inPlace?: boolean;
  /** After a failure, a change of any of these (the visitor asked for something else) tries again. */
  resetKeys?: readonly unknown[];
}

/**
 * Around content that suspends on its data. The first load suspends to the shell's section placeholder, so the
 * page shows once, complete, with no loading flash (and a pre-rendered copy stays until the data is in); a
 * failed load shows the message with a retry, and the retry loads in place.
 */
export function LoadBoundary(props: Props) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <ResettingBoundary {...props} resetQueries={reset} />}
    </QueryErrorResetBoundary>
  );
}

function ResettingBoundary({
  message,
  loadingLabel,
  children,
  inPlace = false,
  resetKeys,
  resetQueries,
}: Props & { resetQueries: () => void }) {
  const [retried, setRetried] = useState(false);
  return (
    <ErrorBoundary
      {...(resetKeys ? { resetKeys: [...resetKeys] } : {})}
      onReset={() => {
        resetQueries();
        setRetried(true);
      }}
      fallbackRender={({ resetErrorBoundary }) => <FailedLoad message={message} onRetry={resetErrorBoundary} />}
    >
      {retried || inPlace ? (
        <Suspense fallback={<LoadingIndicator label={loadingLabel} inline />}>{children}</Suspense>
      ) : (
        children
      )}
    </ErrorBoundary>
  );
}

/**
 * The failed load's message. When it goes (the visitor leaves the page, or tries again) the failed answers go from
 * the cache too: nothing shown reads them any more, and a later visit must ask the API again, as the first did,
 * instead of showing the old error without a request.
 */
function FailedLoad({ message, onRetry }: { message: string; onRetry: () => void }) {
  const queryClient = useQueryClient();
  useEffect(
    () => () =>
      queryClient.removeQueries({
        predicate: (query) => query.state.status === 'error' && query.getObserversCount() === 0,
      }),
    [queryClient],
  );
  return <LoadError message={message} onRetry={onRetry} />;
}
