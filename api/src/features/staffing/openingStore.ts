import { sql } from 'kysely';
import type { Opening } from '@tekvana/contracts';
import type { Database } from '../../db/tables';
import { checkedOpenings, openingOf, openingRow, OpeningTermsError } from '../../db/openingRow';
import { ApiError } from '../../platform/errors';
import { upsert } from '../../db/upsert';
import { LocationPlaceStore } from '../places/locationPlaceStore';

/** The openings the staffing system lists, one by one; searching them is openingsSearch's. */
export class OpeningStore {
  constructor(private readonly db: Database) {}

  async openings(): Promise<Opening[]> {
    return (await this.db.selectFrom('openings').selectAll().orderBy('REQ_ID', 'desc').execute()).map(openingOf);
  }

  async openingByReqId(reqId: number): Promise<Opening | undefined> {
    const row = await this.db.selectFrom('openings').selectAll().where('REQ_ID', '=', reqId).executeTakeFirst();
    return row && openingOf(row);
  }

  async openingByRequirement(requirementUuid: string): Promise<Opening | undefined> {
    const row = await this.db
      .selectFrom('openings')
      .selectAll()
      .where('REQUIREMENT_UUID', '=', requirementUuid)
      .executeTakeFirst();
    return row && openingOf(row);
  }

  /** Up to `size` openings that take applications on `today` (YYYY-MM-DD), with a REQ_ID above `afterId`, in order. */
  async openPage(afterId: number, size: number, today: string): Promise<Opening[]> {
    const rows = await this.db
      .selectFrom('openings')
      .selectAll()
      // Cast so PostgreSQL reads an afterId beyond 2^31 as a bound, not as an integer it must refuse.
      .where('REQ_ID', '>', sql<number>`CAST(${afterId} AS bigint)`)
      .where((eb) => eb.or([eb('CLOSING_DATE', 'is', null), eb('CLOSING_DATE', '>=', today)]))
      .orderBy('REQ_ID')
      .limit(size)
      .execute();
    return rows.map(openingOf);
  }

  /**
   * Whether the opening takes applications on `today` (YYYY-MM-DD): it exists and its closing date, when it has
   * one, is not before today (decision 059). Dates are ISO text, so text order is date order on both engines.
   */
  async hasRequirement(requirementUuid: string, today: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('openings')
        .select('REQ_ID')
        .where('REQUIREMENT_UUID', '=', requirementUuid)
        .where((eb) => eb.or([eb('CLOSING_DATE', 'is', null), eb('CLOSING_DATE', '>=', today)]))
        .executeTakeFirst()) !== undefined
    );
  }

  /**
   * For the test openings routes only (testing/plugins/testOpenings.ts). Stores none of them, answering 400 with
   * each problem, when one's terms contradict themselves (decision 059).
   */
  async upsertOpenings(openings: readonly Opening[]): Promise<void> {
    try {
      checkedOpenings(openings);
    } catch (error) {
      if (error instanceof OpeningTermsError) throw new ApiError(400, error.message);
      throw error;
    }
    // With their new places, in the same data version (decision 084).
    await this.db.transaction().execute(async (trx) => {
      await upsert(trx, 'openings', 'REQ_ID', openings.map(openingRow));
      await new LocationPlaceStore(trx).placeNew(openings.map((opening) => opening.REQ_ID));
    });
  }

  async deleteOpening(reqId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('openings').where('REQ_ID', '=', reqId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
