import { yieldToMain } from './prerender/yieldToMain';
// Fetches a served copy's data file while the app's modules load (decision 040).
import './prerender/servedData';

// Async boundary: shared singletons (React, router) are negotiated before any of them is evaluated. The entry's
// own evaluation (the federation runtime) and that negotiation run in separate tasks, each shorter on a phone.
void yieldToMain().then(() => import('./bootstrap'));
