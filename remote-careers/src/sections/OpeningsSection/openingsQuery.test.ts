import {
  NO_FILTERS,
  nextSort,
  parseOpeningsQuery,
  positionTypeOf,
  withOpeningsQuery,
  workModeOf,
} from './openingsQuery';

const parse = (search: string) => parseOpeningsQuery(new URLSearchParams(search));

describe('openings URL state', () => {
  it('defaults to REQ_ID descending, page 1, no filters', () => {
    expect(parse('')).toEqual({ ...NO_FILTERS, km: 50, sort: 'REQ_ID', direction: 'desc', page: 1 });
  });

  it('reads every parameter and ignores nonsense', () => {
    expect(
      parse(
        'q=java&country=IN&type=permanent&mode=Remote&sponsorship=yes&near=Pune&km=25&sort=PSTN_LCTN&dir=asc&page=3',
      ),
    ).toEqual({
      search: 'java',
      country: 'IN',
      type: 'permanent',
      mode: 'Remote',
      sponsorship: true,
      near: 'Pune',
      km: 25,
      sort: 'PSTN_LCTN',
      direction: 'asc',
      page: 3,
    });
    expect(parse('sort=PSTN_RATE&dir=up&page=-2&sponsorship=Yes')).toMatchObject({
      sort: 'REQ_ID',
      direction: 'desc',
      page: 1,
      sponsorship: false,
    });
  });

  it('writes changes, leaves defaults out and keeps other parameters', () => {
    const next = withOpeningsQuery(new URLSearchParams('type=contractual&utm=x'), {
      search: 'qa',
      sort: 'PSTN_LCTN',
      direction: 'asc',
    });
    expect(next.toString()).toBe('type=contractual&utm=x&q=qa&sort=PSTN_LCTN&dir=asc');
    expect(withOpeningsQuery(next, { search: '', sort: 'REQ_ID', direction: 'desc', type: '' }).toString()).toBe(
      'utm=x',
    );
  });

  it('writes sponsorship as yes, and leaves it out when off', () => {
    const on = withOpeningsQuery(new URLSearchParams('q=qa&page=2'), { sponsorship: true });
    expect(on.toString()).toBe('q=qa&sponsorship=yes');
    expect(withOpeningsQuery(on, { sponsorship: false }).toString()).toBe('q=qa');
  });

  it('writes the place and a radius other than 50 km, and reads a radius that is none as 50', () => {
    const near = withOpeningsQuery(new URLSearchParams('q=qa&page=2'), { near: 'Austin, TX', km: 25 });
    expect(near.toString()).toBe('q=qa&near=Austin%2C+TX&km=25');
    expect(withOpeningsQuery(near, { km: 50 }).toString()).toBe('q=qa&near=Austin%2C+TX');
    expect(withOpeningsQuery(near, { near: '' }).get('near')).toBeNull();
    for (const km of ['0', '-5', 'ten', '', 'Infinity']) expect(parse(`near=Pune&km=${km}`).km).toBe(50);
    expect(parse('near=Pune&km=75').km).toBe(75);
  });

  it('goes back to page 1 when what is shown changes, and keeps a page change', () => {
    const onPage3 = new URLSearchParams('q=a&page=3');
    expect(withOpeningsQuery(onPage3, { country: 'US' }).get('page')).toBeNull();
    expect(withOpeningsQuery(onPage3, { page: 4 }).get('page')).toBe('4');
  });

  it('maps the type parameter to a position type', () => {
    expect(positionTypeOf('permanent')).toBe('Full-Time');
    expect(positionTypeOf('contractual')).toBe('Contract');
    expect(positionTypeOf('all')).toBeUndefined();
    expect(positionTypeOf('')).toBeUndefined();
  });

  it('maps the mode parameter to a work mode, and nonsense to none', () => {
    expect(workModeOf('Hybrid')).toBe('Hybrid');
    expect(workModeOf('hybrid')).toBeUndefined();
    expect(workModeOf('')).toBeUndefined();
  });

  it('toggles the sorted column and starts another column ascending', () => {
    expect(nextSort({ sort: 'REQ_ID', direction: 'desc' }, 'REQ_ID')).toEqual({ sort: 'REQ_ID', direction: 'asc' });
    expect(nextSort({ sort: 'REQ_ID', direction: 'asc' }, 'REQ_ID')).toEqual({ sort: 'REQ_ID', direction: 'desc' });
    expect(nextSort({ sort: 'REQ_ID', direction: 'desc' }, 'PSTN_LCTN')).toEqual({
      sort: 'PSTN_LCTN',
      direction: 'asc',
    });
  });
});
