import { yieldToMain } from '@tekvana/shared/yieldToMain';

// Async boundary: the shared singletons are negotiated before any of them is evaluated. Each step runs in a task of
// its own, each short on a phone: the entry's evaluation (the federation runtime), React's negotiation (which also
// sets up the share scope), React DOM's (the largest chunk), then the app's chunk with the rest. The last three
// were one task of 20-30 ms unthrottled, the longest after the first paint on a job page: in Lighthouse, 14 runs of
// the job page each way, median blocking time 68 -> 36 ms (docs/performance.md).
void yieldToMain().then(async () => {
  await import('react');
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  return import('./bootstrap');
});
