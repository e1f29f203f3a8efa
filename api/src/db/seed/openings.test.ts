import { openingTermsProblems, payRangeOf } from '@tekvana/contracts/careers';
import { countryUuid } from './geography';
import { generateOpenings, SEED_OPENINGS, seedDatesFrom } from './openings';

describe('the seed openings', () => {
  it('give every opening every term, whole and valid', () => {
    for (const opening of SEED_OPENINGS) {
      expect(openingTermsProblems(opening)).toEqual([]);
      expect(payRangeOf(opening)).toBeDefined();
      // Seven weeks ahead at least, whatever the day of the week (seedDatesFrom).
      expect(Date.parse(opening.CLOSING_DATE ?? '') - Date.now()).toBeGreaterThan(49 * 86_400_000);
      expect(opening.BENEFITS).toMatch(/\w+/);
      expect(['Yes', 'No']).toContain(opening.VISA_SPONSORSHIP);
    }
  });

  it('pay as the place and the type of engagement do: per hour for contracts, per year for employees', () => {
    const payOf = (country: 'US' | 'IN', type: string) =>
      new Set(
        SEED_OPENINGS.filter((opening) => opening.COUNTRY === countryUuid(country) && opening.PSTN_TYP === type).map(
          (opening) => `${opening.PAY_CURRENCY}/${opening.PAY_PERIOD}`,
        ),
      );
    expect(payOf('US', 'Contract')).toEqual(new Set(['USD/HOUR']));
    expect(payOf('US', 'Full-Time')).toEqual(new Set(['USD/YEAR']));
    expect(payOf('IN', 'Contract')).toEqual(new Set(['INR/HOUR']));
    expect(payOf('IN', 'Full-Time')).toEqual(new Set(['INR/YEAR']));
  });

  it('state in PSTN_RATE the pay the pay fields hold', () => {
    const lakh = 100_000;
    for (const opening of SEED_OPENINGS) {
      const { PAY_MIN: min = 0, PAY_MAX: max = 0 } = opening;
      const expected =
        opening.PAY_PERIOD === 'YEAR' && opening.PAY_CURRENCY === 'INR'
          ? `INR ${min / lakh}-${max / lakh} LPA`
          : `${opening.PAY_CURRENCY} ${min.toLocaleString('en-US')}-${max.toLocaleString('en-US')}/${opening.PAY_PERIOD === 'HOUR' ? 'hr' : 'yr'}`;
      expect(opening.PSTN_RATE).toBe(expected);
    }
  });

  it('have openings that sponsor a visa and openings that do not, in both countries', () => {
    for (const country of ['US', 'IN'] as const) {
      const inCountry = SEED_OPENINGS.filter((opening) => opening.COUNTRY === countryUuid(country));
      expect(new Set(inCountry.map((opening) => opening.VISA_SPONSORSHIP))).toEqual(new Set(['Yes', 'No']));
    }
  });

  it('are the same on every run', () => {
    expect(generateOpenings(64, 24001, 2024, 'opening')).toEqual(SEED_OPENINGS);
  });
});

describe('the seed dates', () => {
  it('count from the Monday of the week, so they are the same all week and move on with the calendar', () => {
    const week = seedDatesFrom(new Date('2027-05-30T23:00:00Z'));
    expect(new Date(week).toISOString()).toBe('2027-05-24T00:00:00.000Z');
    expect(seedDatesFrom(new Date('2027-05-24T00:00:00Z'))).toBe(week);
    const [thisWeek] = generateOpenings(1, 1, 7, 'dates', 'cycled', week);
    const [nextWeek] = generateOpenings(1, 1, 7, 'dates', 'cycled', seedDatesFrom(new Date('2027-06-01T00:00:00Z')));
    expect(thisWeek?.POSTED_DATE).toBe('2027-05-24');
    expect(nextWeek?.POSTED_DATE).toBe('2027-05-31');
    expect(Date.parse(nextWeek?.CLOSING_DATE ?? '') - Date.parse(thisWeek?.CLOSING_DATE ?? '')).toBe(7 * 86_400_000);
  });

  it('post the newest opening this week, none in the future', () => {
    const newest = SEED_OPENINGS.reduce((a, b) => (a.POSTED_DATE > b.POSTED_DATE ? a : b));
    expect(Date.now() - Date.parse(newest.POSTED_DATE)).toBeLessThan(7 * 86_400_000);
    expect(Date.parse(newest.POSTED_DATE)).toBeLessThanOrEqual(Date.now());
  });
});
