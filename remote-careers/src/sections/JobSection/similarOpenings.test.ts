import { opening } from '../../testing/fixtures';
import { newestOpenings, similarOpenings } from './similarOpenings';

const current = opening({
  REQ_ID: 10,
  PSTN_TITLE: 'Senior Data Engineer',
  PSTN_LCTN: 'Pune, Maharashtra',
  PSTN_TYP: 'Full-Time',
});

describe('similar openings', () => {
  const others = [
    opening({ REQ_ID: 11, PSTN_TITLE: 'Receptionist', PSTN_LCTN: 'Austin, TX', PSTN_TYP: 'Contract' }),
    opening({ REQ_ID: 12, PSTN_TITLE: 'Office Manager', PSTN_LCTN: 'Pune, Maharashtra', PSTN_TYP: 'Contract' }),
    opening({ REQ_ID: 13, PSTN_TITLE: 'Lead Data Engineer', PSTN_LCTN: 'Dallas, TX', PSTN_TYP: 'Full-Time' }),
    opening({ REQ_ID: 14, PSTN_TITLE: 'QA Analyst', PSTN_LCTN: 'Noida, Uttar Pradesh', PSTN_TYP: 'Full-Time' }),
    opening({ REQ_ID: 15, PSTN_TITLE: 'Data Engineer', PSTN_LCTN: 'Austin, TX', PSTN_TYP: 'Contract' }),
    current,
  ];

  it('keeps roles of the same type or city, the same kind of work first, never the job itself', () => {
    const ids = similarOpenings(current, others, 10).map((o) => o.REQ_ID);
    // 13 shares "data engineer" and the type; 12 the city; 14 the type only. 15 shares words but neither
    // type nor city, 11 nothing.
    expect(ids).toEqual([13, 12, 14]);
  });

  it('suggests at most three by default, the newest first among equals', () => {
    const many = [20, 21, 22, 23].map((id) => opening({ REQ_ID: id, PSTN_TITLE: 'Tester', PSTN_TYP: 'Full-Time' }));
    expect(similarOpenings(current, many).map((o) => o.REQ_ID)).toEqual([23, 22, 21]);
  });

  it('offers the newest roles when the job itself is gone', () => {
    expect(newestOpenings(others, 2).map((o) => o.REQ_ID)).toEqual([15, 14]);
  });
});
