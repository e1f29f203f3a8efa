import type { Country, Opening } from './careers';
import { countryUuidOf, filterOpenings, matchOpenings, searchableOpenings } from './openingsFilter';

const countries: Country[] = [
  { COUNTRY_UUID: 'uuid-us', COUNTRY_ID: 1, COUNTRY_CODE: 'US', COUNTRY_NAME: 'USA' },
  { COUNTRY_UUID: 'uuid-in', COUNTRY_ID: 2, COUNTRY_CODE: 'IN', COUNTRY_NAME: 'India' },
];
const opening = (
  fields: Pick<
    Opening,
    'REQ_ID' | 'PSTN_TITLE' | 'PSTN_LCTN' | 'PSTN_TYP' | 'WORK_LOCATION_PREFERENCE' | 'COUNTRY' | 'PSTN_RATE'
  >,
): Opening => ({
  REQUIREMENT_UUID: `req-${fields.REQ_ID}`,
  MULTI_LOCATION: 'No',
  INTERVIEW_TYPE: 'Video',
  INTERNAL_JOB_DESCRIPTION: '<p>Build things.</p>',
  POSTED_DATE: '2025-06-30',
  ...fields,
});
const openings: Opening[] = [
  opening({
    REQ_ID: 3,
    PSTN_TITLE: 'Data Scientist',
    PSTN_LCTN: 'Pune, Maharashtra',
    PSTN_TYP: 'Full-Time',
    WORK_LOCATION_PREFERENCE: 'Hybrid',
    COUNTRY: 'uuid-in',
    PSTN_RATE: 'INR 20-29 LPA',
  }),
  opening({
    REQ_ID: 1,
    PSTN_TITLE: 'QA Engineer',
    PSTN_LCTN: 'austin, TX',
    PSTN_TYP: 'Contract',
    WORK_LOCATION_PREFERENCE: 'Onsite',
    COUNTRY: 'uuid-us',
    PSTN_RATE: 'USD 50-60/hr',
  }),
  opening({
    REQ_ID: 2,
    PSTN_TITLE: 'DevOps Lead',
    PSTN_LCTN: 'Boston, MA',
    PSTN_TYP: 'Full-Time',
    WORK_LOCATION_PREFERENCE: 'Remote',
    COUNTRY: 'uuid-us',
    PSTN_RATE: 'USD 150,000',
  }),
];

const ids = (list: { REQ_ID: number }[]) => list.map((o) => o.REQ_ID);
const all = { search: '', countryCode: '', positionType: undefined };

describe('filterOpenings', () => {
  it('keeps everything without filters, in the given order', () => {
    expect(ids(filterOpenings(openings, countries, all))).toEqual([3, 1, 2]);
  });

  it.each([
    ['data scientist', [3]],
    ['PUNE', [3]],
    ['full-time', [3, 2]],
    ['remote', [2]],
    ['  onsite ', [1]],
    ['nothing like this', []],
  ])('searches title, location, position type and work mode case-insensitively: %s', (search, expected) => {
    expect(ids(filterOpenings(openings, countries, { ...all, search }))).toEqual(expected);
  });

  it('does not search fields other than the four of decision 012', () => {
    expect(filterOpenings(openings, countries, { ...all, search: 'LPA' })).toEqual([]);
  });

  it('filters by position type', () => {
    expect(ids(filterOpenings(openings, countries, { ...all, positionType: 'Contract' }))).toEqual([1]);
    expect(ids(filterOpenings(openings, countries, { ...all, positionType: 'Full-Time' }))).toEqual([3, 2]);
  });

  it('maps the country code to its uuid', () => {
    expect(countryUuidOf(countries, 'IN')).toBe('uuid-in');
    expect(ids(filterOpenings(openings, countries, { ...all, countryCode: 'US' }))).toEqual([1, 2]);
    expect(ids(filterOpenings(openings, countries, { ...all, countryCode: 'IN' }))).toEqual([3]);
  });

  it('matches nothing for an unknown country code', () => {
    expect(filterOpenings(openings, countries, { ...all, countryCode: 'ZZ' })).toEqual([]);
  });

  it('filters by work mode when one is given', () => {
    expect(ids(filterOpenings(openings, countries, { ...all, workMode: 'Hybrid' }))).toEqual([3]);
    expect(ids(filterOpenings(openings, countries, { ...all, workMode: 'Onsite' }))).toEqual([1]);
  });

  it('keeps only the openings that sponsor a visa when asked', () => {
    const terms = [{ VISA_SPONSORSHIP: 'Yes' }, { VISA_SPONSORSHIP: 'No' }, {}] as const;
    const list = openings.map((item, index) => ({ ...item, ...terms[index % terms.length] }));
    expect(ids(filterOpenings(list, countries, { ...all, sponsorship: true }))).toEqual(
      list.filter((item) => item.VISA_SPONSORSHIP === 'Yes').map((item) => item.REQ_ID),
    );
    expect(filterOpenings(list, countries, { ...all, sponsorship: false })).toEqual(list);
  });

  it('leaves out the openings past their closing date on the given day, and keeps those without one', () => {
    const [first, second, third] = openings;
    if (!first || !second || !third) throw new Error('The fixture has three openings or more.');
    const list = [
      { ...first, CLOSING_DATE: '2026-12-11' },
      { ...second, CLOSING_DATE: '2026-12-12' },
      { ...third, CLOSING_DATE: undefined },
    ];
    expect(ids(filterOpenings(list, countries, { ...all, openOn: '2026-12-12' }))).toEqual([
      second.REQ_ID,
      third.REQ_ID,
    ]);
    expect(filterOpenings(list, countries, all)).toEqual(list);
  });

  it('combines every filter', () => {
    expect(
      ids(filterOpenings(openings, countries, { search: 'remote', countryCode: 'US', positionType: 'Full-Time' })),
    ).toEqual([2]);
  });
});

describe('matchOpenings on a prepared list', () => {
  const searchable = searchableOpenings(openings);

  it('gives what filterOpenings gives, in the prepared order, for each search', () => {
    for (const search of ['', 'data', 'TX', 'full-time', 'remote', 'zzz']) {
      expect(matchOpenings(searchable, countries, { ...all, search })).toEqual(
        filterOpenings(openings, countries, { ...all, search }),
      );
    }
    const reversed = searchableOpenings([...openings].reverse());
    expect(ids(matchOpenings(reversed, countries, { ...all, search: 'full-time' }))).toEqual([2, 3]);
  });

  it('never matches across two fields, whatever the search holds', () => {
    // Title "Data Scientist" is followed by location "Pune, Maharashtra".
    expect(matchOpenings(searchable, countries, { ...all, search: 'scientist pune' })).toEqual([]);
    expect(matchOpenings(searchable, countries, { ...all, search: 'scientist\npune' })).toEqual([]);
  });
});
