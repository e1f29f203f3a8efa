import * as z from './schema';
import { openingSummaryFields } from './openingsSearch';

/**
 * Schemas of what the staffing API answers (decision 012). The careers remote checks every answer with them
 * before use, so a wrong answer becomes a clear error in its own area instead of a broken page. They live
 * outside the package's root entry: the root is a federation singleton on every page's first load, and only
 * careers pages need these.
 */

export const positionTypes = ['Contract', 'Full-Time'] as const;
export const workModes = ['Remote', 'Hybrid', 'Onsite'] as const;
/** What a pay range is counted per (decision 059). */
export const payPeriods = ['HOUR', 'YEAR'] as const;
/** Whether an opening fills a vacancy that exists now, or gathers candidates for ones to come (decision 081). */
export const vacancyTypes = ['Existing', 'Talent pool'] as const;
/** The education an opening asks for, as Google's JobPosting names its credential categories (decision 081). */
export const educationLevels = [
  'High school',
  'Associate degree',
  "Bachelor's degree",
  'Professional certificate',
  'Postgraduate degree',
] as const;

/** The fields of a job opening the site relies on. */
const openingFields = {
  REQ_ID: z.number(),
  REQUIREMENT_UUID: z.string(),
  PSTN_TITLE: z.string(),
  PSTN_LCTN: z.string(),
  PSTN_TYP: z.enum(positionTypes),
  WORK_LOCATION_PREFERENCE: z.enum(workModes),
  /** Salary or rate as display text, for instance "USD 65/hr" or "INR 18-24 LPA". */
  PSTN_RATE: z.string(),
  /** COUNTRY_UUID of the opening's country. */
  COUNTRY: z.string(),
  /** "Yes" when the role involves travel between several locations. */
  MULTI_LOCATION: z.enum(['Yes', 'No']),
  INTERVIEW_TYPE: z.string(),
  /** Job description as HTML; untrusted: render only through the shared sanitizer. */
  INTERNAL_JOB_DESCRIPTION: z.string(),
  /** ISO date (YYYY-MM-DD) the opening was posted. */
  POSTED_DATE: z.string(),
  // The terms below are optional (decision 059): records from before them still read, and an answer leaves a
  // field out, never null, when the record has none. openingTermsProblems() says what makes a set of them wrong.
  /** ISO date (YYYY-MM-DD): the last day applications are taken, inclusive. */
  CLOSING_DATE: z.optional(z.string()),
  /** The pay range, read only whole and valid through payRangeOf(). */
  PAY_MIN: z.optional(z.number()),
  PAY_MAX: z.optional(z.number()),
  /** ISO 4217 code, for instance "USD" or "INR". */
  PAY_CURRENCY: z.optional(z.string()),
  PAY_PERIOD: z.optional(z.enum(payPeriods)),
  /** Benefits as plain text. */
  BENEFITS: z.optional(z.string()),
  /** "Yes" when the employer sponsors a work visa for the role. */
  VISA_SPONSORSHIP: z.optional(z.enum(['Yes', 'No'])),
  /** An existing vacancy (the default when left out) or a talent pool (decision 081). */
  VACANCY_TYPE: z.optional(z.enum(vacancyTypes)),
  /** The experience asked for, in whole months (0: none); openingTermsProblems() checks its range. */
  EXPERIENCE_MONTHS: z.optional(z.number()),
  /** The least education asked for. */
  EDUCATION: z.optional(z.enum(educationLevels)),
};

/** The opening as a record: exactly its fields (what the API stores and the type names). */
export const openingRecordSchema = z.object(openingFields);

/**
 * The opening as the site reads it. Loose: site data may name any field of the opening to show (decision 012),
 * so fields beyond the ones above are kept, not stripped.
 */
export const openingSchema = z.looseObject(openingFields);

/** An opening in a results page of the search call: the openings table's columns, its dates, pay and sponsorship. */
export const openingSummarySchema = z.object(
  Object.fromEntries(openingSummaryFields.map((field) => [field, openingFields[field]])) as Pick<
    typeof openingFields,
    (typeof openingSummaryFields)[number]
  >,
);

/**
 * The search call's answer (decision 056): one page of summaries, how many match in all, the page shown (a page
 * past the end shows the last), its size, the data version it was read at, the cursor of the page after it when
 * there is one, and when nothing matches a search text that would.
 */
export const openingsSearchAnswerSchema = z.object({
  items: z.array(openingSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  version: z.string(),
  next: z.optional(z.string()),
  suggestion: z.optional(z.string()),
  /** With `near`: the place found for it, as the gazetteer writes it, and the radius searched (decision 084). */
  near: z.optional(z.object({ place: z.string(), km: z.number() })),
});

export const countrySchema = z.object({
  COUNTRY_UUID: z.string(),
  COUNTRY_ID: z.number(),
  COUNTRY_CODE: z.string(),
  COUNTRY_NAME: z.string(),
});

export const stateSchema = z.object({
  STATE_UUID: z.string(),
  STATE_ID: z.number(),
  STATE_NAME: z.string(),
  COUNTRY_UUID: z.string(),
});

export const recruiterSchema = z.object({
  USERID: z.number(),
  FIRSTNAME: z.string(),
  LASTNAME: z.string(),
});

export const signedUploadAnswerSchema = z.object({ signedUrl: z.string().check(z.minLength(1)) });
