import { yieldToMain } from './prerender/yieldToMain';

// Async boundary: shared singletons (React, router) are negotiated before any of them is evaluated. The entry's
// own evaluation (the federation runtime) and that negotiation run in separate tasks, each shorter on a phone.
void yieldToMain().then(() => import('./bootstrap'));
