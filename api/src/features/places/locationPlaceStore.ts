import { sql } from 'kysely';
import type { Database } from '../../db/tables';
import { gazetteer } from './gazetteer';

/** Openings read, and places written, by one statement. */
const OPENINGS_PER_READ = 1_000;

/**
 * Where the openings' places are (decision 084, migration 023): each country and location an opening names, placed
 * once from the gazetteer. The openings' own writes place their new locations in the same transaction
 * (OpeningStore.upsertOpenings), so a data version's distance searches see every opening of it; the API's start
 * places what was written without it (a seed, the rows of before this table).
 */
export class LocationPlaceStore {
  constructor(private readonly db: Database) {}

  /**
   * Places the locations that have no row yet, of the openings `reqIds` names or of every opening; how many it
   * placed. Placing every opening's moves the data version when it placed any, so the searches kept of the version
   * before (on any instance) are not answered again.
   */
  async placeNew(reqIds?: readonly number[]): Promise<number> {
    const slices = reqIds
      ? Array.from({ length: Math.ceil(reqIds.length / OPENINGS_PER_READ) }, (_, n) =>
          reqIds.slice(n * OPENINGS_PER_READ, (n + 1) * OPENINGS_PER_READ),
        )
      : [undefined];
    let placed = 0;
    for (const slice of slices) placed += await this.placeUnplaced(slice);
    if (!reqIds && placed > 0)
      await sql`UPDATE openings_version SET "VERSION" = "VERSION" + 1 WHERE "ID" = 1`.execute(this.db);
    return placed;
  }

  private async placeUnplaced(reqIds: readonly number[] | undefined): Promise<number> {
    if (reqIds?.length === 0) return 0;
    const country = sql<string>`coalesce(s."COUNTRY", '')`;
    let unplaced = this.db
      .selectFrom('opening_search as s')
      .leftJoin('countries as c', 'c.COUNTRY_UUID', 's.COUNTRY')
      .select([country.as('COUNTRY'), 's.LOCATION_KEY', 'c.COUNTRY_CODE'])
      .distinct()
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('location_places as p')
              .select(sql`1`.as('placed'))
              .whereRef('p.LOCATION_KEY', '=', 's.LOCATION_KEY')
              .where(sql<boolean>`p."COUNTRY" = ${country}`),
          ),
        ),
      );
    if (reqIds) unplaced = unplaced.where('s.REQ_ID', 'in', reqIds);
    const rows = await unplaced.execute();
    if (rows.length === 0) return 0;
    const places = rows.map((row) => {
      const found = gazetteer().find(row.LOCATION_KEY, row.COUNTRY_CODE ?? undefined);
      return {
        COUNTRY: row.COUNTRY,
        LOCATION_KEY: row.LOCATION_KEY,
        LATITUDE: found.kind === 'found' ? found.place.latitude : null,
        LONGITUDE: found.kind === 'found' ? found.place.longitude : null,
      };
    });
    for (let start = 0; start < places.length; start += OPENINGS_PER_READ)
      await this.db
        .insertInto('location_places')
        .values(places.slice(start, start + OPENINGS_PER_READ))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    return places.length;
  }
}
