import { Suspense, useState, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
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
}

/**
 * Around content that suspends on its data. The first load suspends to the shell's section placeholder, so the
 * page shows once, complete, with no loading flash (and a pre-rendered copy stays until the data is in); a
 * failed load shows the message with a retry, and the retry loads in place.
 */
export function LoadBoundary({ message, loadingLabel, children }: Props) {
  const [retried, setRetried] = useState(false);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={() => {
            reset();
            setRetried(true);
          }}
          fallbackRender={({ resetErrorBoundary }) => <LoadError message={message} onRetry={resetErrorBoundary} />}
        >
          {retried ? (
            <Suspense fallback={<LoadingIndicator label={loadingLabel} inline />}>{children}</Suspense>
          ) : (
            children
          )}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
