import { yieldToMain } from '@tekvana/shared/yieldToMain';
import { servedDataLoading } from './prerender/servedData';

// Async boundary: shared singletons (React, router) are negotiated before any of them is evaluated. The entry's
// own evaluation (the federation runtime) and that negotiation run in separate tasks, each shorter on a phone.
// A served copy's data file (decision 040) is fetched while the app's modules load.
void yieldToMain().then(() => {
  void servedDataLoading();
  return import('./bootstrap');
});
