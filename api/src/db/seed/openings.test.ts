import { openingTermsProblems, payRangeOf } from '@tekvana/contracts/careers';
import { countryUuid } from './geography';
import { closingDatesFrom, generateOpenings, SEED_OPENINGS } from './openings';

describe('the seed openings', () => {
  it('give every opening every term, whole and valid', () => {
    for (const opening of SEED_OPENINGS) {
      expect(openingTermsProblems(opening)).toEqual([]);
      expect(payRangeOf(opening)).toBeDefined();
      // Four weeks ahead at least, whatever the day of the month (closingDatesFrom).
      expect(Date.parse(opening.CLOSING_DATE ?? '') - Date.now()).toBeGreaterThan(28 * 86_400_000);
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

describe('the seed closing dates', () => {
  it('count from the first of the month, so they are the same all month and move on with the calendar', () => {
    const may = closingDatesFrom(new Date('2027-05-31T23:00:00Z'));
    expect(may).toBe(closingDatesFrom(new Date('2027-05-01T00:00:00Z')));
    const [inMay] = generateOpenings(1, 1, 7, 'closing', 'cycled', may);
    const [inJune] = generateOpenings(1, 1, 7, 'closing', 'cycled', closingDatesFrom(new Date('2027-06-02T00:00:00Z')));
    expect(inMay?.CLOSING_DATE && inMay.CLOSING_DATE >= '2027-06-30').toBe(true);
    expect(Date.parse(inJune?.CLOSING_DATE ?? '') - Date.parse(inMay?.CLOSING_DATE ?? '')).toBe(31 * 86_400_000);
  });
});
