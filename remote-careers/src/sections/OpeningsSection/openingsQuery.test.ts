import { nextSort, parseOpeningsQuery, positionTypeOf, withOpeningsQuery, workModeOf } from './openingsQuery';

const parse = (search: string) => parseOpeningsQuery(new URLSearchParams(search));

describe('openings URL state', () => {
  it('defaults to REQ_ID descending, page 1, no filters', () => {
    expect(parse('')).toEqual({
      search: '',
      country: '',
      type: '',
      mode: '',
      sponsorship: false,
      sort: 'REQ_ID',
      direction: 'desc',
      page: 1,
    });
  });

  it('reads every parameter and ignores nonsense', () => {
    expect(parse('q=java&country=IN&type=permanent&mode=Remote&sponsorship=yes&sort=PSTN_LCTN&dir=asc&page=3')).toEqual(
      {
        search: 'java',
        country: 'IN',
        type: 'permanent',
        mode: 'Remote',
        sponsorship: true,
        sort: 'PSTN_LCTN',
        direction: 'asc',
        page: 3,
      },
    );
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
