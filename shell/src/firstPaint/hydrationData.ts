import { PRERENDER_DATA_ATTRIBUTE, PRERENDER_DATA_ID, placePrerenderData } from '@tekvana/shared/prerender';

/** How long the start-up waits for the data file; past that the apps load their data as without it. */
export const HYDRATION_DATA_WAIT_MS = 3000;

/**
 * Fetches the data file a served copy names on #root and places its text in the JSON element every app reads its
 * data from (decision 040), so that the copy itself stays small enough for the first round trip. Settles once the
 * data is in place, or at once without a copy. A failed fetch leaves no data: the apps then load their data afresh,
 * as they would for a copy that carried none, and React draws again what no longer matches.
 */
export async function loadHydrationData(
  root: HTMLElement | null,
  load: typeof fetch = fetch,
  waitMs = HYDRATION_DATA_WAIT_MS,
): Promise<void> {
  const file = root?.getAttribute(PRERENDER_DATA_ATTRIBUTE);
  if (!file || document.getElementById(PRERENDER_DATA_ID)) return;
  try {
    const response = await load(file, { credentials: 'same-origin', signal: AbortSignal.timeout(waitMs) });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    placePrerenderData(await response.text());
  } catch (error) {
    console.warn('The pre-rendered page data could not be loaded:', error instanceof Error ? error.message : error);
  }
}

let loading: Promise<void> | undefined;

/**
 * The loading of the served copy's data, started by the first call. The shell's entry starts it in the task after
 * its own evaluation, so the file comes in while the app's modules do, and the bootstrap awaits it. Not during the
 * entry's evaluation: a request made there, when the browser records a trace (DevTools, Lighthouse), makes it
 * capture the stack and so reparse the whole entry script for source positions, 5-10 ms more on the longest task
 * of the start-up (docs/performance.md).
 */
export function hydrationDataLoading(): Promise<void> {
  loading ??= loadHydrationData(document.getElementById('root'));
  return loading;
}
