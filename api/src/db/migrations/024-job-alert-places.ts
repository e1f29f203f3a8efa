import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * A job alert can watch only openings within a distance of a place, as the openings page's filter does (decision
 * 084): NEAR is the gazetteer's label of the place ('' for anywhere, as every alert stored before) and KM the radius
 * (0 with no place). Both are part of what makes an alert one of its own, so the unique index on address and filter
 * takes them; the two of before go. The release before this one inserts with ON CONFLICT DO NOTHING on whichever
 * unique index an insert breaks, so it keeps working beside this one and after a rollback; the release before 019,
 * the last to name the five columns of `job_alerts_filter`, runs nowhere any more.
 */
export function jobAlertPlaces(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('job_alerts')
        .addColumn('NEAR', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('job_alerts')
        .addColumn('KM', engine === 'postgres' ? 'double precision' : 'real', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('job_alerts_filter_place')
        .unique()
        .on('job_alerts')
        .columns(['EMAIL', 'SEARCH', 'COUNTRY_CODE', 'POSITION_TYPE', 'WORK_MODE', 'SPONSORSHIP', 'NEAR', 'KM'])
        .execute();
      await db.schema.dropIndex('job_alerts_filter_sponsorship').execute();
      await db.schema.dropIndex('job_alerts_filter').execute();
    },
  };
}
