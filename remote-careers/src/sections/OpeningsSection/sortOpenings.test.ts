import { opening, openings } from '../../testing/fixtures';
import { sortOpenings } from './sortOpenings';

const ids = (list: { REQ_ID: number }[]) => list.map((o) => o.REQ_ID);

describe('sortOpenings', () => {
  it('sorts by REQ_ID numerically both ways', () => {
    const many = [opening({ REQ_ID: 9 }), opening({ REQ_ID: 10 }), opening({ REQ_ID: 100 })];
    expect(ids(sortOpenings(many, 'REQ_ID', 'desc'))).toEqual([100, 10, 9]);
    expect(ids(sortOpenings(many, 'REQ_ID', 'asc'))).toEqual([9, 10, 100]);
  });

  it('sorts by location ignoring case, ties by REQ_ID', () => {
    expect(ids(sortOpenings(openings, 'PSTN_LCTN', 'asc'))).toEqual([1, 2, 3]);
    expect(ids(sortOpenings(openings, 'PSTN_LCTN', 'desc'))).toEqual([3, 2, 1]);
    const tied = [opening({ REQ_ID: 5, PSTN_LCTN: 'Pune' }), opening({ REQ_ID: 4, PSTN_LCTN: 'pune' })];
    expect(ids(sortOpenings(tied, 'PSTN_LCTN', 'asc'))).toEqual([4, 5]);
  });

  it('leaves the input untouched', () => {
    const copy = [...openings];
    sortOpenings(openings, 'REQ_ID', 'asc');
    expect(openings).toEqual(copy);
  });
});
