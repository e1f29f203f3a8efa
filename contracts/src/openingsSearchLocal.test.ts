import type { Country, Opening } from './careers';
import { pageRequestOf, searchOpeningsList, type OpeningsPageRequest } from './openingsSearchLocal';

const countries: Country[] = [{ COUNTRY_UUID: 'uuid-us', COUNTRY_ID: 1, COUNTRY_CODE: 'US', COUNTRY_NAME: 'USA' }];
const opening = (REQ_ID: number, PSTN_LCTN = 'Austin, TX', PSTN_TITLE = 'Engineer'): Opening => ({
  REQ_ID,
  REQUIREMENT_UUID: `req-${REQ_ID}`,
  PSTN_TITLE,
  PSTN_LCTN,
  PSTN_TYP: 'Contract',
  WORK_LOCATION_PREFERENCE: 'Remote',
  PSTN_RATE: 'USD 60/hr',
  COUNTRY: 'uuid-us',
  MULTI_LOCATION: 'No',
  INTERVIEW_TYPE: 'Video',
  INTERNAL_JOB_DESCRIPTION: '<p>Build things.</p>',
  POSTED_DATE: '2025-06-30',
});
const ANY = { search: '', countryCode: '', positionType: '', workMode: '' } as const;
const request = (change: Partial<OpeningsPageRequest>): OpeningsPageRequest => ({
  filter: ANY,
  sort: 'REQ_ID',
  direction: 'desc',
  page: 1,
  size: 20,
  ...change,
});
const ids = (answer: { items: Array<{ REQ_ID: number }> }) => answer.items.map((item) => item.REQ_ID);

describe('searchOpeningsList', () => {
  it('answers summaries by REQ_ID, numerically, both ways', () => {
    const list = [opening(9), opening(100), opening(10)];
    const answer = searchOpeningsList(list, countries, request({}));
    expect(ids(answer)).toEqual([100, 10, 9]);
    expect(answer.items[0]).toEqual({
      REQ_ID: 100,
      PSTN_TITLE: 'Engineer',
      PSTN_LCTN: 'Austin, TX',
      WORK_LOCATION_PREFERENCE: 'Remote',
      PSTN_TYP: 'Contract',
      PSTN_RATE: 'USD 60/hr',
      POSTED_DATE: '2025-06-30',
    });
    expect(ids(searchOpeningsList(list, countries, request({ direction: 'asc' })))).toEqual([9, 10, 100]);
  });

  it('sorts by location lower-cased, by code point as the API does, ties by REQ_ID', () => {
    const list = [
      opening(1, 'pune'),
      opening(2, 'Pune'),
      opening(3, 'Austin'),
      opening(4, 'Zürich'),
      opening(5, 'Zurich'),
    ];
    expect(ids(searchOpeningsList(list, countries, request({ sort: 'PSTN_LCTN', direction: 'asc' })))).toEqual([
      3, 1, 2, 5, 4,
    ]);
    expect(ids(searchOpeningsList(list, countries, request({ sort: 'PSTN_LCTN', direction: 'desc' })))).toEqual([
      4, 5, 2, 1, 3,
    ]);
  });

  it('pages, answering the last page for one past the end, and leaves the list as it was', () => {
    const list = Array.from({ length: 45 }, (_, index) => opening(index + 1));
    const copy = [...list];
    expect(searchOpeningsList(list, countries, request({ page: 3 }))).toMatchObject({
      total: 45,
      page: 3,
      pageSize: 20,
    });
    expect(ids(searchOpeningsList(list, countries, request({ page: 3 })))).toEqual([5, 4, 3, 2, 1]);
    expect(searchOpeningsList(list, countries, request({ page: 9 })).page).toBe(3);
    expect(searchOpeningsList([], countries, request({}))).toMatchObject({ items: [], total: 0, page: 1 });
    expect(list).toEqual(copy);
  });

  it('filters as the openings page does', () => {
    const list = [opening(1, 'Pune', 'Data Engineer'), opening(2, 'Austin', 'Recruiter')];
    expect(ids(searchOpeningsList(list, countries, request({ filter: { ...ANY, search: 'ENGINEER' } })))).toEqual([1]);
    expect(searchOpeningsList(list, countries, request({ filter: { ...ANY, countryCode: 'ZZ' } })).total).toBe(0);
  });

  it('carries the terms an opening has in its summary, and leaves out those it has none of', () => {
    const withTerms: Opening = {
      ...opening(1),
      CLOSING_DATE: '2026-12-12',
      PAY_MIN: 60,
      PAY_MAX: 70,
      PAY_CURRENCY: 'USD',
      PAY_PERIOD: 'HOUR',
      BENEFITS: 'Paid holidays.',
      VISA_SPONSORSHIP: 'Yes',
    };
    const [summary] = searchOpeningsList([withTerms], countries, request({})).items;
    expect(summary).toMatchObject({
      CLOSING_DATE: '2026-12-12',
      PAY_MIN: 60,
      PAY_PERIOD: 'HOUR',
      VISA_SPONSORSHIP: 'Yes',
    });
    // The benefits are the job page's, not the list's.
    expect(summary).not.toHaveProperty('BENEFITS');
    expect(searchOpeningsList([opening(2)], countries, request({})).items[0]).not.toHaveProperty('CLOSING_DATE');
  });
});

describe('pageRequestOf', () => {
  it('reads sponsorship=yes alone as the sponsorship filter, and searches the openings open today', () => {
    expect(pageRequestOf({ sponsorship: 'yes' }, '2026-12-12').filter).toMatchObject({
      sponsorship: true,
      openOn: '2026-12-12',
    });
    for (const sponsorship of ['no', 'true', 'YES', undefined])
      expect(pageRequestOf({ sponsorship }, '2026-12-12').filter.sponsorship).toBe(false);
  });

  it('leaves out an opening past its closing date, as the API does', () => {
    const list = [
      { ...opening(1), CLOSING_DATE: '2026-12-11' },
      { ...opening(2), CLOSING_DATE: '2026-12-12' },
    ];
    expect(ids(searchOpeningsList(list, countries, pageRequestOf({}, '2026-12-12')))).toEqual([2]);
  });
});
