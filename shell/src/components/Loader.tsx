import { LoadingIndicator } from '@tekvana/shared/ui';

/** Full-page loader while the site data is on its way (decision 007: routes render once it is saved). */
export function Loader() {
  return <LoadingIndicator label="Loading…" className="app-loader" />;
}
