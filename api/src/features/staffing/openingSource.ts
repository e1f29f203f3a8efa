import type { Opening } from '@tekvana/contracts';
import { isPastClosingDate, todayUtc } from '@tekvana/contracts/careers';
import { EncodedOnce } from '../../platform/encodedOnce';
import type { OpeningsSearchStore } from '../openingsSearch/openingsSearchStore';
import type { OpeningStore } from './openingStore';

/** The list answer of GET /get/requirement at one data version, serialised and compressed once. */
export interface OpeningsList {
  version: string;
  body: EncodedOnce;
}

/** Where the staffing routes read openings: the list, a job's page, the check of a candidate's opening. */
export interface OpeningSource {
  /** The data version of the openings (decision 056): the list's ETag. */
  version(): Promise<string>;
  list(): Promise<OpeningsList>;
  /** The opening while it is open: undefined once deleted or past its closing date. */
  byReqId(reqId: number): Promise<Opening | undefined>;
  /** Whether the opening takes applications: it exists and has not passed its closing date. */
  hasRequirement(requirementUuid: string): Promise<boolean>;
  /** Up to `size` open openings after `afterId` in REQ_ID order, and the afterId of the next page if more follow. */
  page(afterId: number, size: number): Promise<{ items: Opening[]; next?: number }>;
}

/**
 * The database's openings. The list is read and serialised once per data version: at 100,000 openings it is about
 * 150 MB of JSON, which no instance should build again for each visitor (decision 056). Requests that arrive while
 * a version is read share that reading.
 */
export function databaseOpenings(openingRecords: OpeningStore, search: OpeningsSearchStore): OpeningSource {
  let current: { version: string; list: Promise<OpeningsList> } | undefined;
  return {
    version: () => search.version(),
    async list() {
      const version = await search.version();
      if (current?.version !== version) {
        const list = openingRecords
          .openings()
          .then((openings) => ({ version, body: new EncodedOnce(JSON.stringify(openings)) }));
        // A failed read is not kept: the next request reads again.
        list.catch(() => {
          if (current?.list === list) current = undefined;
        });
        current = { version, list };
      }
      return current.list;
    },
    // An opening past its closing date answers as a closed (deleted) one: no job, no applications (decision 059).
    async byReqId(reqId) {
      const opening = await openingRecords.openingByReqId(reqId);
      return opening && !isPastClosingDate(opening, todayUtc()) ? opening : undefined;
    },
    hasRequirement: (uuid) => openingRecords.hasRequirement(uuid, todayUtc()),
    async page(afterId, size) {
      // One more than asked tells whether another page follows.
      const rows = await openingRecords.openPage(afterId, size + 1, todayUtc());
      const items = rows.slice(0, size);
      const last = items.at(-1);
      return rows.length > size && last ? { items, next: last.REQ_ID } : { items };
    },
  };
}
