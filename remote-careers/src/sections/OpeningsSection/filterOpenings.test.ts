import { countries, openings } from '../../testing/fixtures';
import { countryUuidOf, filterOpenings } from './filterOpenings';

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
