import { generateOpenings } from '../../db/seed/openings';
import type { OpeningSource } from '../../features/staffing/openingSource';
import { EncodedOnce } from '../../platform/encodedOnce';
import type { ApiExtension } from '../../server';

/** First REQ_ID of bench openings: far above the seeded range so the two never collide. */
export const BENCH_FIRST_REQ_ID = 900001;

/**
 * Bench mode keeps the generated openings in memory and serialises them once, so a benchmark measures
 * the site rendering N openings rather than the database reading them. Detail lookups and applications for
 * database openings keep working.
 */
export function benchOpenings(count: number, fallback: OpeningSource): OpeningSource {
  const openings = generateOpenings(count, BENCH_FIRST_REQ_ID, 7, 'bench').reverse();
  const byReqId = new Map(openings.map((opening) => [opening.REQ_ID, opening]));
  const uuids = new Set(openings.map((opening) => opening.REQUIREMENT_UUID));
  const list = { version: `bench-${count}`, body: new EncodedOnce(JSON.stringify(openings)) };
  return {
    version: async () => list.version,
    list: async () => list,
    byReqId: async (reqId) => byReqId.get(reqId) ?? fallback.byReqId(reqId),
    hasRequirement: async (uuid) => uuids.has(uuid) || fallback.hasRequirement(uuid),
  };
}

/** The bench's API (API_BENCH_OPENINGS=N, tests' `benchOpenings: N`): GET /get/requirement serves N generated openings. */
export const benchOpeningsPlugin = (count: number): ApiExtension => ({
  openings: (fromDatabase) => benchOpenings(count, fromDatabase),
});
