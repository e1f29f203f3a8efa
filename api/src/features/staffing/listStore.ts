import type { Country, Recruiter, State } from '@tekvana/contracts';
import type { Database } from '../../db/tables';

/** The staffing system's lists the forms choose from: countries, states and recruiters. */
export class ListStore {
  constructor(private readonly db: Database) {}

  countries(): Promise<Country[]> {
    return this.db
      .selectFrom('countries')
      .select(['COUNTRY_UUID', 'COUNTRY_ID', 'COUNTRY_CODE', 'COUNTRY_NAME'])
      .orderBy('COUNTRY_ID')
      .execute();
  }

  states(): Promise<State[]> {
    return this.db
      .selectFrom('states')
      .select(['STATE_UUID', 'STATE_ID', 'STATE_NAME', 'COUNTRY_UUID'])
      .orderBy('STATE_ID')
      .execute();
  }

  recruiters(): Promise<Recruiter[]> {
    return this.db.selectFrom('recruiters').select(['USERID', 'FIRSTNAME', 'LASTNAME']).orderBy('USERID').execute();
  }
}
