import { QueryClient } from '@tanstack/react-query';
import { placePrerenderData } from '@tekvana/shared/prerender';
import { startWithPrerenderedAnswers } from '../queries/queryClient';

/** Serves a page whose copy holds the given answers, as the prerender step writes them into the page. */
export function serve(answers: Array<{ key: string[]; data: unknown; updatedAt?: number }>): void {
  const served = new QueryClient();
  for (const { key, data, updatedAt } of answers) served.setQueryData(key, data, { updatedAt });
  window.tekvanaPrerender = {};
  startWithPrerenderedAnswers(served);
  placePrerenderData(JSON.stringify({ careers: window.tekvanaPrerender.data?.careers?.() }));
  delete window.tekvanaPrerender;
}
