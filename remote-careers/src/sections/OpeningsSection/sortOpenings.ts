import type { Opening } from '@tekvana/shared';
import type { SortDirection, SortKey } from './openingsQuery';

// Built on the first sort by location, not as the section loads: building a collator makes the browser load its
// locale data, about 30 ms of a phone's main thread, and the list is sorted by REQ_ID by default (decision 042).
let collator: Intl.Collator | undefined;
const locationCollator = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

const compare: Record<SortKey, (a: Opening, b: Opening) => number> = {
  REQ_ID: (a, b) => a.REQ_ID - b.REQ_ID,
  // Equal locations keep a stable order by REQ_ID, so the list does not shuffle between renders.
  PSTN_LCTN: (a, b) => locationCollator().compare(a.PSTN_LCTN ?? '', b.PSTN_LCTN ?? '') || a.REQ_ID - b.REQ_ID,
};

/** A sorted copy; the input is left as it is. */
export function sortOpenings(openings: readonly Opening[], key: SortKey, direction: SortDirection): Opening[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...openings].sort((a, b) => sign * compare[key](a, b));
}
