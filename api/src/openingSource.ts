import type { Opening } from '@tekvana/shared';
import type { StaffingStore } from './db/staffing';
import { generateOpenings } from './db/seed/openings';

/** First REQ_ID of bench openings: far above the seeded range so the two never collide. */
export const BENCH_FIRST_REQ_ID = 900001;

/** Where openings come from: the database, or in bench mode a fixed in-memory set served before it. */
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

/**
 * Bench mode keeps the generated openings in memory and serialises them once, so a benchmark measures
 * the site rendering N openings rather than the database reading them. Detail lookups and applications for
 * database openings keep working.
 */
export function benchOpenings(count: number, fallback: OpeningSource): OpeningSource {
  const openings = generateOpenings(count, BENCH_FIRST_REQ_ID, 7, 'bench').reverse();
  const byReqId = new Map(openings.map((opening) => [opening.REQ_ID, opening]));
  const uuids = new Set(openings.map((opening) => opening.REQUIREMENT_UUID));
  const json = JSON.stringify(openings);
  return {
    listJson: async () => json,
    byReqId: async (reqId) => byReqId.get(reqId) ?? fallback.byReqId(reqId),
    hasRequirement: async (uuid) => uuids.has(uuid) || fallback.hasRequirement(uuid),
  };
}
