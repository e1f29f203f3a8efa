import type { Country, Opening, Recruiter, State } from '@tekvana/shared';
import { opening } from '@tekvana/test-support/openingFixture';

export { opening };

export const US = 'uuid-us';
export const IN = 'uuid-in';

export const countries: Country[] = [
  { COUNTRY_UUID: US, COUNTRY_ID: 1, COUNTRY_CODE: 'US', COUNTRY_NAME: 'USA' },
  { COUNTRY_UUID: IN, COUNTRY_ID: 2, COUNTRY_CODE: 'IN', COUNTRY_NAME: 'India' },
];

export const states: State[] = [
  { STATE_UUID: 'st-tx', STATE_ID: 1, STATE_NAME: 'Texas', COUNTRY_UUID: US },
  { STATE_UUID: 'st-ks', STATE_ID: 2, STATE_NAME: 'Kansas', COUNTRY_UUID: US },
  { STATE_UUID: 'st-mh', STATE_ID: 3, STATE_NAME: 'Maharashtra', COUNTRY_UUID: IN },
];

export const recruiters: Recruiter[] = [
  { USERID: 101, FIRSTNAME: 'Priya', LASTNAME: 'Deshmukh' },
  { USERID: 102, FIRSTNAME: 'Mark', LASTNAME: 'Olsen' },
];

export const openings: Opening[] = [
  opening({
    REQ_ID: 3,
    PSTN_TITLE: 'Data Scientist',
    PSTN_LCTN: 'Pune, Maharashtra',
    PSTN_TYP: 'Full-Time',
    WORK_LOCATION_PREFERENCE: 'Hybrid',
    COUNTRY: IN,
    PSTN_RATE: 'INR 20-29 LPA',
  }),
  opening({
    REQ_ID: 1,
    PSTN_TITLE: 'QA Engineer',
    PSTN_LCTN: 'austin, TX',
    PSTN_TYP: 'Contract',
    WORK_LOCATION_PREFERENCE: 'Onsite',
  }),
  opening({
    REQ_ID: 2,
    PSTN_TITLE: 'DevOps Lead',
    PSTN_LCTN: 'Boston, MA',
    PSTN_TYP: 'Full-Time',
    WORK_LOCATION_PREFERENCE: 'Remote',
    PSTN_RATE: 'USD 120,000-150,000/yr',
  }),
];
