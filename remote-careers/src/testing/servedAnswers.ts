import { QueryClient } from '@tanstack/react-query';
import { HYDRATION_DATA_ID } from '@tekvana/contracts/hydrationData';
import { servedAnswersOf } from '../queries/queryClient';

/** Serves a page that holds the given answers, as the site server writes them into a page it rendered. */
export function serve(answers: Array<{ key: string[]; data: unknown; updatedAt?: number }>): void {
  const served = new QueryClient();
  for (const { key, data, updatedAt } of answers) served.setQueryData(key, data, { updatedAt });
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = HYDRATION_DATA_ID;
  element.textContent = JSON.stringify({ careers: servedAnswersOf(served) });
  document.head.append(element);
}
