import type { Opening } from './careers';
import { isIsoDate, payRangeOf } from './openingTerms';
import { experienceMonthsOf } from './openingRequirements';

/**
 * The id of the JobPosting script the site's server writes into the head of a job page's first response when it
 * has no copy of the page (decision 057); the careers remote removes it once its own is on the page.
 */
export const JOB_POSTING_FIRST_RESPONSE_ID = 'job-posting-first-response';

/** What the JobPosting needs beyond the opening itself. */
export interface JobPostingContext {
  organizationName: string;
  siteUrl: string;
  /** Absolute URL of the organisation's logo, when known. */
  logoUrl?: string;
  /** ISO 3166-1 alpha-2 code of the opening's country, when the country list is known. */
  countryCode: string | undefined;
  /** The description, sanitized HTML or plain text. */
  descriptionHtml: string;
}

const EMPLOYMENT_TYPES: Record<string, string> = { 'Full-Time': 'FULL_TIME', Contract: 'CONTRACTOR' };
const UNITS: Record<string, string> = { hr: 'HOUR', yr: 'YEAR', mo: 'MONTH', LPA: 'YEAR' };
const LAKH = 100_000;

/**
 * Reads a salary text such as "USD 65-80/hr", "USD 120,000-150,000/yr" or "INR 20-29 LPA" (lakh per annum).
 * Anything else gives undefined: Google prefers no salary to a wrong one.
 */
export function parseSalary(rate: string): { currency: string; min: number; max: number; unit: string } | undefined {
  const match = /^([A-Z]{3})\s+([\d,.]+)(?:\s*-\s*([\d,.]+))?\s*(?:\/\s*(hr|yr|mo)|(LPA))$/.exec(rate.trim());
  if (!match) return undefined;
  const [, currency = '', low = '', high, perUnit, lpa] = match;
  const unitKey = perUnit ?? lpa ?? '';
  const scale = lpa ? LAKH : 1;
  const min = Number(low.replace(/,/g, '')) * scale;
  const max = Number((high ?? low).replace(/,/g, '')) * scale;
  const unit = UNITS[unitKey];
  if (!unit || !Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  return { currency, min, max, unit };
}

/** The city and region of a location written "City, Region" (one without a comma is a city alone). */
export function locationPartsOf(location: string): { city: string; region: string | undefined } {
  const [city = '', ...rest] = location.split(',').map((part) => part.trim());
  return { city, region: rest.length ? rest.join(', ') : undefined };
}

/** The address parts of "City, Region". */
function addressOf(location: string, countryCode: string | undefined) {
  const { city, region } = locationPartsOf(location);
  return {
    '@type': 'PostalAddress',
    addressLocality: city,
    ...(region ? { addressRegion: region } : {}),
    ...(countryCode ? { addressCountry: countryCode } : {}),
  };
}

/**
 * The salary the JobPosting states: the opening's structured pay range when it has a whole and valid one
 * (decision 059), else what its PSTN_RATE text says when that can be read.
 */
export function salaryOf(opening: Opening): { currency: string; min: number; max: number; unit: string } | undefined {
  const range = payRangeOf(opening);
  if (range) return { currency: range.currency, min: range.min, max: range.max, unit: range.period };
  return parseSalary(opening.PSTN_RATE ?? '');
}

/** Google's credential categories, by the education levels the staffing system names. */
const CREDENTIAL_CATEGORIES: Record<NonNullable<Opening['EDUCATION']>, string> = {
  'High school': 'high school',
  'Associate degree': 'associate degree',
  "Bachelor's degree": 'bachelor degree',
  'Professional certificate': 'professional certificate',
  'Postgraduate degree': 'postgraduate degree',
};

/** The experience and education asked for, in Google's words, for those the opening states (decision 081). */
function requirementsOf(opening: Opening): Record<string, unknown> {
  const months = experienceMonthsOf(opening);
  const category = opening.EDUCATION && CREDENTIAL_CATEGORIES[opening.EDUCATION];
  return {
    ...(months === undefined
      ? {}
      : {
          experienceRequirements:
            months === 0
              ? 'no requirements'
              : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months },
        }),
    ...(category
      ? { educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: category } }
      : {}),
  };
}

/** The last moment applications are taken: the end of the closing day (inclusive), in UTC as the API compares. */
const validThroughOf = (closingDate: string) => `${closingDate}T23:59:59Z`;

/** schema.org JobPosting for Google for Jobs. */
export function jobPostingData(opening: Opening, context: JobPostingContext): Record<string, unknown> {
  const salary = salaryOf(opening);
  const closingDate = opening.CLOSING_DATE !== undefined && isIsoDate(opening.CLOSING_DATE) ? opening.CLOSING_DATE : '';
  const remote = opening.WORK_LOCATION_PREFERENCE === 'Remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: opening.PSTN_TITLE,
    description: context.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: context.organizationName, value: String(opening.REQ_ID) },
    ...(opening.POSTED_DATE ? { datePosted: opening.POSTED_DATE } : {}),
    ...(closingDate ? { validThrough: validThroughOf(closingDate) } : {}),
    ...(EMPLOYMENT_TYPES[opening.PSTN_TYP] ? { employmentType: EMPLOYMENT_TYPES[opening.PSTN_TYP] } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: context.organizationName,
      sameAs: context.siteUrl,
      ...(context.logoUrl ? { logo: context.logoUrl } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(context.countryCode
            ? { applicantLocationRequirements: { '@type': 'Country', name: context.countryCode } }
            : {}),
        }
      : { jobLocation: { '@type': 'Place', address: addressOf(opening.PSTN_LCTN ?? '', context.countryCode) } }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
          },
        }
      : {}),
    ...requirementsOf(opening),
    directApply: true,
  };
}
