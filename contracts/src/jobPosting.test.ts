import { opening } from '@tekvana/test-support/openingFixture';
import { jobPostingData, parseSalary } from './jobPosting';

const context = {
  organizationName: 'Tekvana Technologies',
  siteUrl: 'https://www.example.com',
  countryCode: 'IN',
  descriptionHtml: '<p>x</p>',
};

describe('JobPosting data', () => {
  it.each([
    ['USD 68-77/hr', { currency: 'USD', min: 68, max: 77, unit: 'HOUR' }],
    ['USD 120,000-150,000/yr', { currency: 'USD', min: 120000, max: 150000, unit: 'YEAR' }],
    ['INR 1,200-1,450/hr', { currency: 'INR', min: 1200, max: 1450, unit: 'HOUR' }],
    ['INR 20-29 LPA', { currency: 'INR', min: 2000000, max: 2900000, unit: 'YEAR' }],
    ['Competitive', undefined],
  ])('reads the salary %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it('describes an on-site full-time opening with its place', () => {
    const data = jobPostingData(
      opening({
        REQ_ID: 5,
        PSTN_TYP: 'Full-Time',
        WORK_LOCATION_PREFERENCE: 'Hybrid',
        PSTN_LCTN: 'Pune, Maharashtra',
        PSTN_RATE: 'INR 20-29 LPA',
      }),
      context,
    );
    expect(data).toMatchObject({
      datePosted: '2025-06-30',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Tekvana Technologies', sameAs: 'https://www.example.com' },
      jobLocation: { address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' } },
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('leaves out a salary it cannot read', () => {
    expect(jobPostingData(opening({ REQ_ID: 5, PSTN_RATE: 'DOE' }), context)).not.toHaveProperty('baseSalary');
  });

  it('takes the structured pay range over the rate text, as a MonetaryAmount', () => {
    const data = jobPostingData(
      opening({
        REQ_ID: 5,
        PSTN_RATE: 'USD 50-60/hr',
        PAY_MIN: 120000,
        PAY_MAX: 150000,
        PAY_CURRENCY: 'USD',
        PAY_PERIOD: 'YEAR',
      }),
      context,
    );
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 150000, unitText: 'YEAR' },
    });
  });

  it('falls back to the rate text when the pay range is not whole and valid', () => {
    const data = jobPostingData(
      opening({
        REQ_ID: 5,
        PSTN_RATE: 'INR 20-29 LPA',
        PAY_MIN: 30,
        PAY_MAX: 20,
        PAY_CURRENCY: 'INR',
        PAY_PERIOD: 'YEAR',
      }),
      context,
    );
    expect(data.baseSalary).toMatchObject({ currency: 'INR', value: { minValue: 2000000, maxValue: 2900000 } });
  });

  it('says until when applications are taken: the end of the closing day', () => {
    expect(jobPostingData(opening({ REQ_ID: 5, CLOSING_DATE: '2026-12-12' }), context)).toMatchObject({
      datePosted: '2025-06-30',
      validThrough: '2026-12-12T23:59:59Z',
    });
    expect(jobPostingData(opening({ REQ_ID: 5 }), context)).not.toHaveProperty('validThrough');
    expect(jobPostingData(opening({ REQ_ID: 5, CLOSING_DATE: 'next week' }), context)).not.toHaveProperty(
      'validThrough',
    );
  });
});
