import { opening } from '@tekvana/test-support/openingFixture';
import { checkedOpenings, openingOf, openingRow, OpeningTermsError } from './openingRow';

describe('opening rows', () => {
  it('store each term an opening leaves out as null, and answer it left out again', () => {
    const plain = opening({ REQ_ID: 1 });
    const row = openingRow(plain);
    expect(row).toMatchObject({ CLOSING_DATE: null, PAY_MIN: null, BENEFITS: null, VISA_SPONSORSHIP: null });
    expect(openingOf(row)).toEqual(plain);
    expect(Object.values(openingOf(row))).not.toContain(null);
  });

  it('refuse every opening whose terms contradict themselves, naming each and what is wrong', () => {
    const good = opening({ REQ_ID: 1 });
    const minAboveMax = opening({ REQ_ID: 2, PAY_MIN: 90, PAY_MAX: 60, PAY_CURRENCY: 'USD', PAY_PERIOD: 'HOUR' });
    const closedBeforePosted = opening({ REQ_ID: 3, POSTED_DATE: '2026-03-01', CLOSING_DATE: '2026-02-01' });
    expect(checkedOpenings([good])).toEqual([good]);
    expect(() => checkedOpenings([good, minAboveMax, closedBeforePosted])).toThrow(OpeningTermsError);
    expect(() => checkedOpenings([good, minAboveMax, closedBeforePosted])).toThrow(
      'Opening 2 ("Engineer 2"): The pay minimum 90 is above the maximum 60. ' +
        'Opening 3 ("Engineer 3"): The closing date 2026-02-01 is before the posted date 2026-03-01.',
    );
  });
});
