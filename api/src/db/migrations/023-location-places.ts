import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Where the openings' places are (decision 084): one row per country and location an opening names, its latitude
 * and longitude from the gazetteer (null where it names no place the gazetteer knows), keyed as the search table
 * keys an opening's location (opening_search's COUNTRY, '' when none, and LOCATION_KEY). Distinct places are few
 * beside the openings, so a distance search reads this small table, by a b-tree on latitude then longitude, and
 * takes the openings at the places it finds. Filled by the API (features/places/locationPlaceStore.ts), not here:
 * the gazetteer is the API's, and a migration is a snapshot.
 */
export function locationPlaces(engine: Engine): Migration {
  const coordinate = engine === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await sql`CREATE TABLE location_places (
        "COUNTRY" text NOT NULL,
        "LOCATION_KEY" text NOT NULL,
        "LATITUDE" ${sql.raw(coordinate)},
        "LONGITUDE" ${sql.raw(coordinate)},
        PRIMARY KEY ("COUNTRY", "LOCATION_KEY"))`.execute(db);
      await sql`CREATE INDEX location_places_position ON location_places ("LATITUDE", "LONGITUDE")`.execute(db);
    },
  };
}
