import { countries, openings } from '../../testing/fixtures';
import { countryUuidOf, filterOpenings, matchOpenings, searchableOpenings } from './filterOpenings';

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
