import { opening } from '../testing/fixtures';
import { applyByText, openingTermsTexts, payText, postedText, sponsorshipText } from './openingTermsText';

const on = (today: string, locale?: string) => ({ today, locale });

describe('postedText', () => {
  it.each([
    ['2026-11-27', 'Posted today'],
    ['2026-11-26', 'Posted yesterday'],
    ['2026-11-24', 'Posted 3 days ago'],
    ['2026-10-28', 'Posted 30 days ago'],
    ['2026-10-27', 'Posted 1 month ago'],
    ['2026-05-01', 'Posted 6 months ago'],
    ['2024-11-27', 'Posted 2 years ago'],
    // A date ahead of the visitor's clock (another time zone, a record written early) is not "in 2 days".
    ['2026-11-28', 'Posted today'],
  ])('counts %s from 27 November 2026 as "%s"', (posted, text) => {
    expect(postedText(posted, on('2026-11-27'))).toBe(text);
  });

  it('writes the absolute date in the fixed form, and nothing for an unreadable date', () => {
    expect(postedText('2026-11-24', undefined)).toBe('Posted 24 November 2026');
    expect(postedText('2026-02-30', on('2026-11-27'))).toBeUndefined();
    expect(postedText('last week', undefined)).toBeUndefined();
    expect(postedText(undefined, undefined)).toBeUndefined();
  });
});

describe('applyByText', () => {
  it('leaves out the year of the visitor, keeps another year, and always keeps it in the fixed form', () => {
    expect(applyByText('2026-12-12', on('2026-11-27'))).toBe('Apply by 12 December');
    expect(applyByText('2027-01-05', on('2026-11-27'))).toBe('Apply by 5 January 2027');
    expect(applyByText('2026-12-12', undefined)).toBe('Apply by 12 December 2026');
    expect(applyByText('2026-13-01', undefined)).toBeUndefined();
  });
});

describe('payText', () => {
  it("writes the range in the visitor's locale", () => {
    expect(payText({ min: 65, max: 80, currency: 'USD', period: 'HOUR' }, on('2026-11-27', 'en-US'))).toBe(
      '$65–$80 per hour',
    );
    expect(
      payText({ min: 1_800_000, max: 2_400_000, currency: 'INR', period: 'YEAR' }, on('2026-11-27', 'en-IN')),
    ).toBe('₹18,00,000–₹24,00,000 per year');
    expect(payText({ min: 65.5, max: 80, currency: 'USD', period: 'HOUR' }, on('2026-11-27', 'en-US'))).toBe(
      '$65.50–$80.00 per hour',
    );
  });

  it('writes the code and plain digits in the fixed form, and one amount when both ends are equal', () => {
    expect(payText({ min: 1_800_000, max: 2_400_000, currency: 'INR', period: 'YEAR' }, undefined)).toBe(
      'INR 1,800,000–2,400,000 per year',
    );
    expect(payText({ min: 65.5, max: 999.25, currency: 'USD', period: 'HOUR' }, undefined)).toBe(
      'USD 65.50–999.25 per hour',
    );
    expect(payText({ min: 90_000, max: 90_000, currency: 'EUR', period: 'YEAR' }, undefined)).toBe(
      'EUR 90,000 per year',
    );
  });
});

describe('sponsorshipText', () => {
  it('says yes, no, or nothing', () => {
    expect(sponsorshipText('Yes')).toBe('Visa sponsorship available');
    expect(sponsorshipText('No')).toBe('No visa sponsorship');
    expect(sponsorshipText(undefined)).toBeUndefined();
  });
});

describe('openingTermsTexts', () => {
  const terms = {
    POSTED_DATE: '2026-11-24',
    CLOSING_DATE: '2026-12-12',
    PAY_CURRENCY: 'USD',
    PAY_PERIOD: 'HOUR' as const,
    VISA_SPONSORSHIP: 'Yes' as const,
  };

  it('shows a whole, valid range instead of the rate text', () => {
    const texts = openingTermsTexts(
      opening({ REQ_ID: 1, ...terms, PAY_MIN: 65, PAY_MAX: 80 }),
      on('2026-11-27', 'en-US'),
    );
    expect(texts).toEqual({
      posted: 'Posted 3 days ago',
      applyBy: 'Apply by 12 December',
      pay: '$65–$80 per hour',
      sponsorship: 'Visa sponsorship available',
    });
  });

  it.each([
    ['a minimum above the maximum', { PAY_MIN: 90, PAY_MAX: 80 }],
    ['an unknown currency', { PAY_MIN: 65, PAY_MAX: 80, PAY_CURRENCY: 'XYZ' }],
    ['half a range', { PAY_MIN: 65 }],
  ])('falls back to the rate text for %s: no pay shown beats a wrong one', (_, pay) => {
    const texts = openingTermsTexts(opening({ REQ_ID: 1, ...terms, ...pay, PSTN_RATE: 'USD 50-60/hr' }), undefined);
    expect(texts.pay).toBe('USD 50-60/hr');
  });

  it('shows only the rate text and the posted date for a record from before the terms', () => {
    expect(openingTermsTexts(opening({ REQ_ID: 1 }), undefined)).toEqual({
      posted: 'Posted 30 June 2025',
      applyBy: undefined,
      pay: 'USD 50-60/hr',
      sponsorship: undefined,
    });
  });
});
