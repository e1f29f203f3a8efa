import { MESSAGES } from '@tekvana/shared';
import { useReadyOnMount } from '../prerender/PageReadiness';

/** Last line of defence for an error no section boundary caught (decision 018 generic fallback). */
export function RouteError() {
  useReadyOnMount();
  return (
    <main className="startup-error container" role="alert">
      <h1 className="h3">{MESSAGES.unexpectedError}</h1>
      <p>Something went wrong while showing this page.</p>
      <a className="btn btn-primary" href="/home">
        Go to the home page
      </a>
    </main>
  );
}
