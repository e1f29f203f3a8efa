// Every opening the API seeds, described as Google's job search reads JobPosting data: each required property,
// and each recommended one the opening's data can give, present and in the form Google accepts.
import { COUNTRIES } from '../../api/src/db/seed/geography';
import { SEED_OPENINGS } from '../../api/src/db/seed/openings';
import { jobPostingData } from '@tekvana/contracts/careers';

const SITE_URL = 'https://www.example.com';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

type Json = Record<string, unknown>;
const objectAt = (value: unknown, key: string): Json => {
  const found = (value as Json)[key];
  if (typeof found !== 'object' || found === null) throw new Error(`no object at ${key}`);
  return found as Json;
};

describe.each(SEED_OPENINGS.map((opening) => [opening.REQ_ID, opening] as const))(
  'JobPosting of seed opening %i',
  (_id, opening) => {
    const countryCode = COUNTRIES.find((country) => country.COUNTRY_UUID === opening.COUNTRY)?.COUNTRY_CODE;
    const data = jobPostingData(opening, {
      organizationName: 'Tekvana Technologies',
      siteUrl: SITE_URL,
      logoUrl: `${SITE_URL}/logo.svg`,
      countryCode,
      descriptionHtml: opening.INTERNAL_JOB_DESCRIPTION,
    });

    it('has every property Google requires', () => {
      expect(data['@type']).toBe('JobPosting');
      expect(data.title).toBe(opening.PSTN_TITLE);
      expect(String(data.description)).toMatch(/<p>/);
      expect(data.datePosted).toMatch(ISO_DATE);
      expect(objectAt(data, 'hiringOrganization')).toMatchObject({
        '@type': 'Organization',
        name: 'Tekvana Technologies',
        sameAs: SITE_URL,
        logo: `${SITE_URL}/logo.svg`,
      });
      if (opening.WORK_LOCATION_PREFERENCE === 'Remote') {
        // A remote job names where applicants may live instead of a place of work.
        expect(data.jobLocationType).toBe('TELECOMMUTE');
        expect(objectAt(data, 'applicantLocationRequirements')).toEqual({ '@type': 'Country', name: countryCode });
      } else {
        const address = objectAt(objectAt(data, 'jobLocation'), 'address');
        expect(address['@type']).toBe('PostalAddress');
        expect(address.addressLocality).toBe(opening.PSTN_LCTN.split(',')[0]);
        expect(address.addressRegion).toEqual(expect.any(String));
        expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
      }
    });

    it('has the recommended properties the opening supports', () => {
      expect(EMPLOYMENT_TYPES).toContain(data.employmentType);
      expect(objectAt(data, 'identifier')).toEqual({
        '@type': 'PropertyValue',
        name: 'Tekvana Technologies',
        value: String(opening.REQ_ID),
      });
      expect(data.directApply).toBe(true);
      const salary = objectAt(data, 'baseSalary');
      expect(salary.currency).toMatch(/^(USD|INR)$/);
      const value = objectAt(salary, 'value');
      expect(SALARY_UNITS).toContain(value.unitText);
      expect(value.minValue).toEqual(expect.any(Number));
      expect(Number(value.minValue)).toBeGreaterThan(0);
      expect(Number(value.maxValue)).toBeGreaterThanOrEqual(Number(value.minValue));
    });
  },
);
