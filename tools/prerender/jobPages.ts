import type { DeployConfig, Opening } from '@tekvana/shared';
import { jobDescriptionHref } from '../../remote-careers/src/config/careersConfig';

const LIST_TIMEOUT_MS = 15_000;

/**
 * Every open job's page (the careers remote's own link to it) with a fingerprint of the job's row in the
 * staffing API's list: when a fingerprint changes, the page's copy is out of date.
 */
export async function openJobPages(config: DeployConfig): Promise<Map<string, string>> {
  const url = new URL('/get/requirement', config.staffingApiBaseUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const openings = (await response.json()) as Opening[];
  return new Map(openings.map((opening) => [jobDescriptionHref(opening.REQ_ID), JSON.stringify(opening)]));
}

/** What a refresh has to do, given the fingerprints of the pages captured so far and of the open jobs now. */
export function jobPageChanges(
  captured: ReadonlyMap<string, string>,
  open: ReadonlyMap<string, string>,
): { capture: string[]; drop: string[] } {
  return {
    capture: [...open].filter(([route, print]) => captured.get(route) !== print).map(([route]) => route),
    drop: [...captured.keys()].filter((route) => !open.has(route)),
  };
}
