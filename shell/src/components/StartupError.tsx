import { useReadyOnMount } from '../prerender/PageReadiness';

/** Shown when neither the content remote nor a stored copy can provide the site data. */
export function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useReadyOnMount();
  return (
    <main className="startup-error container" role="alert">
      <h1 className="h3">The site could not be loaded</h1>
      <p>{message}</p>
      <p className="text-body-secondary">Check your connection, then try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
