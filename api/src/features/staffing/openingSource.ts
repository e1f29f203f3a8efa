import type { Opening } from '@tekvana/contracts';
import type { StaffingStore } from './staffingStore';

/** Where openings come from: the database, or in the bench's API a fixed in-memory set served before it. */
export interface OpeningSource {
  /** The list answer of GET /get/requirement, already serialised. */
  listJson(): Promise<string>;
  byReqId(reqId: number): Promise<Opening | undefined>;
  hasRequirement(requirementUuid: string): Promise<boolean>;
}

export function databaseOpenings(store: StaffingStore): OpeningSource {
  return {
    listJson: async () => JSON.stringify(await store.openings()),
    byReqId: (reqId) => store.openingByReqId(reqId),
    hasRequirement: (uuid) => store.hasRequirement(uuid),
  };
}
