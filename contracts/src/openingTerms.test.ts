import {
  isIsoDate,
  isKnownCurrency,
  isPastClosingDate,
  openingTermsProblems,
  payRangeOf,
  todayUtc,
} from './openingTerms';

const usdYear = { PAY_MIN: 120000, PAY_MAX: 150000, PAY_CURRENCY: 'USD', PAY_PERIOD: 'YEAR' };

describe('opening terms', () => {
  it("gives today's date in UTC, whatever the local time zone", () => {
    expect(todayUtc(new Date('2026-12-12T23:30:00-05:00'))).toBe('2026-12-13');
    expect(todayUtc(new Date('2026-12-12T00:00:00Z'))).toBe('2026-12-12');
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['12 December', false],
  ])('reads %s as a date: %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });

  it('passes the closing date only after its last day', () => {
    expect(isPastClosingDate({ CLOSING_DATE: '2026-12-12' }, '2026-12-12')).toBe(false);
    expect(isPastClosingDate({ CLOSING_DATE: '2026-12-12' }, '2026-12-13')).toBe(true);
    expect(isPastClosingDate({}, '2026-12-13')).toBe(false);
    expect(isPastClosingDate({ CLOSING_DATE: 'soon' }, '2026-12-13')).toBe(false);
  });

  it('gives a whole and valid pay range', () => {
    expect(payRangeOf(usdYear)).toEqual({ min: 120000, max: 150000, currency: 'USD', period: 'YEAR' });
    expect(payRangeOf({ ...usdYear, PAY_MIN: 150000 })).toEqual({
      min: 150000,
      max: 150000,
      currency: 'USD',
      period: 'YEAR',
    });
  });

  it.each([
    ['no pay', {}],
    ['half a range', { PAY_MIN: 65, PAY_CURRENCY: 'USD', PAY_PERIOD: 'HOUR' }],
    ['a minimum above the maximum', { ...usdYear, PAY_MIN: 200000 }],
    ['a negative minimum', { ...usdYear, PAY_MIN: -1 }],
    ['an unknown currency', { ...usdYear, PAY_CURRENCY: 'XYZ' }],
    ['an unknown period', { ...usdYear, PAY_PERIOD: 'MONTH' }],
  ])('shows no pay for %s', (_, opening) => {
    expect(payRangeOf(opening)).toBeUndefined();
  });

  it("knows currencies by the runtime's list, and by their shape where there is no list", () => {
    expect(isKnownCurrency('INR')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    const list = Intl.supportedValuesOf;
    try {
      // An older browser has no list: three capitals pass, anything else does not.
      Object.defineProperty(Intl, 'supportedValuesOf', { value: undefined, configurable: true });
      expect(isKnownCurrency('XYZ')).toBe(true);
      expect(isKnownCurrency('usd')).toBe(false);
    } finally {
      Object.defineProperty(Intl, 'supportedValuesOf', { value: list, configurable: true });
    }
  });

  it('finds nothing wrong with whole terms or with none', () => {
    expect(openingTermsProblems({ POSTED_DATE: '2026-11-01', CLOSING_DATE: '2026-12-12', ...usdYear })).toEqual([]);
    expect(openingTermsProblems({ POSTED_DATE: '2026-11-01' })).toEqual([]);
  });

  it.each([
    [{ ...usdYear, PAY_MIN: 200000 }, 'The pay minimum 200000 is above the maximum 150000.'],
    [
      { ...usdYear, PAY_CURRENCY: 'XYZ' },
      'The pay currency "XYZ" is not an ISO 4217 currency code (for instance USD or INR).',
    ],
    [{ PAY_MIN: 65 }, 'The pay range is incomplete: PAY_MAX, PAY_CURRENCY, PAY_PERIOD missing'],
    [{ ...usdYear, PAY_MAX: Number.NaN }, 'The pay maximum NaN is not a number of 0 or more.'],
    [{ ...usdYear, PAY_PERIOD: 'MONTH' }, 'The pay period "MONTH" is not one of HOUR, YEAR.'],
    [
      { POSTED_DATE: '2026-11-01', CLOSING_DATE: '2026-10-01' },
      'The closing date 2026-10-01 is before the posted date 2026-11-01.',
    ],
    [{ CLOSING_DATE: '2026-02-30' }, 'The closing date "2026-02-30" is not a date (YYYY-MM-DD).'],
    [{ POSTED_DATE: '1/11/2026' }, 'The posted date "1/11/2026" is not a date (YYYY-MM-DD).'],
  ])('says what is wrong with %j', (opening, problem) => {
    expect(openingTermsProblems(opening)).toEqual([expect.stringContaining(problem)]);
  });
});
