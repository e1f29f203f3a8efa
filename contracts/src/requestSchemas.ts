import * as z from './schema';
import { STAFF_CATEGORIES } from './generalApplication';
import {
  ACADEMIC_INTERNSHIP_ANSWERS,
  INTERNSHIP_AREAS,
  INTERNSHIP_COUNTRIES,
  INTERNSHIP_EXPERIENCE,
  INTERNSHIP_GENDERS,
  INTERNSHIP_QUALIFICATIONS,
  INTERNSHIP_REFERENCES,
} from './internshipApplication';
import { positionTypes, workModes } from './staffingSchemas';
import { HEADER_TEXT, NO_CONTROL, NOT_BLANK, ONE_LINE, WHOLE_NUMBER } from './textPatterns';
import { NEAR_MAX_LENGTH, OPENINGS_SEARCH_MAX_LENGTH, openingsSortKeys, sortDirections } from './openingsSearch';

/**
 * What the site sends the staffing and e-mail APIs: one schema per record, with the limits of this API (the
 * application form of decision 013). The record types are these schemas' output types (careers.ts, mail.ts,
 * generalApplication.ts, jobAlerts.ts); the API validates with the same schemas, turned into JSON Schema at start
 * (api/src/platform/requestSchemas.ts), and the remotes' fake API checks what the site sends against them.
 *
 * Each schema is written so its JSON Schema is what the API's validator needs: every limit is a JSON Schema keyword
 * (lengths, patterns, formats), the object types drop unknown fields (`additionalProperties: false`, which Fastify's
 * validator removes rather than refuses), and the few places where zod's own conversion would change the API's
 * answers say so where they are.
 */

/**
 * The text matches `pattern`, compiled with the u flag as the API's validator compiles it. The JSON Schema carries
 * the pattern as written here: a RegExp's `source`, which zod would emit, escapes a slash, and the API's messages
 * name patterns by their text.
 */
const matching = (pattern: string) => [z.regex(new RegExp(pattern, 'u')), z.meta({ pattern })] as const;

const text = (maxLength: number, minLength = 0) => z.string().check(z.minLength(minLength), z.maxLength(maxLength));
const required = (maxLength: number) =>
  z.string().check(z.minLength(1), z.maxLength(maxLength), ...matching(NOT_BLANK));
const oneLine = (maxLength: number) => z.string().check(z.minLength(1), z.maxLength(maxLength), ...matching(ONE_LINE));
/** Goes into a mail header as sent (a subject, an attachment's name): one line and no encoded word. */
const headerText = (maxLength: number) =>
  z.string().check(z.minLength(1), z.maxLength(maxLength), ...matching(HEADER_TEXT));
const id = z.string().check(z.minLength(1), z.maxLength(64), ...matching('^[A-Za-z0-9_-]+$'));

/**
 * The e-mail format of the API's validator (ajv-formats' full `email`). The JSON Schema says `format: 'email'` and
 * the API checks the format itself; the schema checks the same expression wherever else it runs, so the browser,
 * the fakes and the API agree on which addresses pass.
 */
export const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const email = z.email({ pattern: EMAIL_ADDRESS }).check(z.maxLength(254));

/** type/subtype or empty: browsers give an empty type for unknown extensions, and the bytes decide the format (decision 004). */
const mediaType = z.string().check(z.maxLength(255), ...matching('^([A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+)?$'));

/** Mail bodies may carry data-URL attachments up to the resume limit, plus base64 overhead. */
export const MAIL_BODY_LIMIT = 15 * 1024 * 1024;
const dataUrl = z.string().check(z.minLength(6), z.maxLength(MAIL_BODY_LIMIT), ...matching('^data:'));

/** A whole number of months a candidate's data is kept, as the consent text told them (decision 030). */
const retentionMonths = z.int().check(z.minimum(1), z.maximum(120));

/**
 * Record posted to /post/candidateData (decision 014, external candidate record). Field names are the staffing
 * API's wire names and must not change.
 */
export const candidateRecordSchema = z.object({
  EXTERNALCANDIDATE_UUID: id,
  REQUIREMENT_UUID: id,
  CND_NM_TX: oneLine(201),
  CND_EMAIL_ID: email,
  CND_PRIM_PH_NUM: required(20),
  CITY: text(100),
  CND_STATE: required(100),
  CND_COUNTRY: required(100),
  // Work authorisation fields are empty unless the form showed them (USA, H1B).
  CND_ATHRZTN_TX: text(50),
  CND_H1BAPPROVED_TX: text(10),
  CND_H1BEXPIRY_TX: text(30),
  BST_TM_TO_CALL_TX: required(30),
  STAT_AVBLTY_TX: required(50),
  JOB_CHANGE_REASON: required(500),
  // Empty where the site may not ask for current salary (decision 060).
  CND_CRNT_SAL_TX: text(100),
  EXPECTED_SALARY: required(100),
  DESIRED_LOCATION: required(200),
  INLNE_RESUME_CLOB: text(100_000),
  RECRUITER_NAME: required(100),
  /**
   * Our API's additions (decision 030): what the candidate consented to when applying, and the retention period
   * they were told. The time is the record's arrival. They may be absent.
   */
  CONSENT_PROCESSING: z.optional(z.enum(['Yes'])),
  CONSENT_TALENT_POOL: z.optional(z.enum(['Yes', 'No'])),
  CONSENT_RETENTION_MONTHS: z.optional(retentionMonths),
});

/** Record posted to /post/attachment. */
export const attachmentRecordSchema = z.object({
  ATCHMT_ID: id,
  TBL_NM: z.enum(['EXTERNALCANDIDATE']),
  KEY_NM: z.enum(['EXTERNALCANDIDATE_UUID']),
  TBL_RW_ID: id,
  ATCHD_FILE_NM: required(255),
  CREATEDBY: text(200),
  INSERT_TS: required(40),
  AE_INSERT_ID: text(200),
  ATTACHMENT_INFO_ID: id,
  // Always 0. An enum of one number rather than a literal, typed integer: the API has always answered a wrong
  // value with the enum's message ("must be one of: 0") and a string with "must be integer".
  isDeleted: z.enum({ notDeleted: 0 }).check(z.meta({ type: 'integer' })),
});

/** Record posted to /post/attachmentInfo. */
export const attachmentInfoRecordSchema = z.object({
  ATTACHMENTINFO_ID: id,
  INFO_1: required(1000),
  INFO_2: z.enum(['S3']),
  INFO_3: z.enum(['Attachment']),
});

/** Body of POST /s3uploadResume. */
export const signedUploadRequestSchema = z.object({
  name: required(255),
  type: mediaType,
  Attachment: required(100),
  /** Our API's addition: the candidate the resume belongs to, so withdrawing the application deletes it (decision 029). */
  candidateId: z.optional(id),
});

/**
 * One address or a list of them. The API's JSON Schema for this is one schema with `type: ['string', 'array']`
 * (JSON Schema applies format and length to strings only, items and their count to arrays only), so a wrong
 * address is answered as a wrong address, not as "matches no option"; the API's conversion merges the union so.
 */
const addresses = (minItems: number) => z.union([email, z.array(email).check(z.minLength(minItems), z.maxLength(50))]);

/** An attachment of the e-mail API's sendMail contract (decision 014). */
export const mailAttachmentSchema = z.object({
  /** The file as a data URL. */
  path: dataUrl,
  filename: headerText(255),
  type: mediaType,
});

/** Body of the e-mail API's POST /v1/sendMail (decision 014). */
export const sendMailRequestSchema = z.object({
  to: addresses(1),
  cc: z.optional(addresses(0)),
  bcc: z.optional(addresses(0)),
  subject: headerText(998),
  message: text(1_000_000),
  attachments: z.optional(z.array(mailAttachmentSchema).check(z.maxLength(10))),
  /**
   * Our API's addition, on an application's mail only: the candidate it is about. The API then sends that
   * candidate a confirmation with a link to withdraw, once per candidate.
   */
  candidateId: z.optional(id),
});

/**
 * A general application (decision 031), posted to GENERAL_APPLICATION_PATH. The id is the browser's UUID, also the
 * applicant id in links and mails; the phone is "+" and the ISD code with the number (7 to 19 digits); each area
 * of interest is one of the staff categories, once.
 */
export const generalApplicationRequestSchema = z.object({
  /** A UUID the browser makes once per application: a retry with the same id and body gets the same answer. */
  id: z.string().check(...matching('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')),
  /** The candidate's full name. */
  name: oneLine(200),
  email,
  /** The country's ISD code followed by the number's digits, for example "+919876543210". */
  phone: z.string().check(...matching('^\\+\\d{7,19}$')),
  /** COUNTRY_UUID from the staffing API's country list. */
  country: id,
  /** One or more, each at most once (JSON Schema's uniqueItems). */
  areasOfInterest: z.array(z.enum(STAFF_CATEGORIES)).check(
    z.minLength(1),
    z.maxLength(STAFF_CATEGORIES.length),
    z.refine((areas) => new Set(areas).size === areas.length, 'each area at most once'),
    z.meta({ uniqueItems: true }),
  ),
  /** The resume as a base64 data URL; it must be one of the accepted resume types by its bytes. */
  resume: z.object({ filename: headerText(255), dataUrl }),
  /** The required consent to processing, with the retention period the form showed (months). */
  consent: z.object({ processing: z.literal(true), retentionMonths }),
});

/**
 * Body of POST INTERNSHIP_APPLICATION_PATH (decision 058): the internship form's answers with the form's limits,
 * the resume as a data URL and the consents. The answers a conditional question holds
 * (INTERNSHIP_CONDITIONAL_FIELDS) are optional here; the API requires or refuses each by the answer it depends on.
 */
export const internshipApplicationRequestSchema = z.object({
  /** A UUID the browser makes once per application: a retry with the same id and body gets the same answer. */
  id: z.string().check(...matching('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')),
  firstName: oneLine(100),
  lastName: oneLine(100),
  email: email.check(z.maxLength(100)),
  gender: z.enum(INTERNSHIP_GENDERS),
  address: required(500),
  country: z.enum(INTERNSHIP_COUNTRIES),
  state: oneLine(20),
  city: oneLine(50),
  pinCode: oneLine(10),
  /** The fixed country code followed by the number's digits, for example "+919876543210". */
  phone: z.string().check(...matching('^\\+\\d{7,19}$')),
  qualification: z.enum(INTERNSHIP_QUALIFICATIONS),
  experience: z.enum([INTERNSHIP_EXPERIENCE.fresher, INTERNSHIP_EXPERIENCE.experienced]),
  academicInternship: z.optional(z.enum(ACADEMIC_INTERNSHIP_ANSWERS)),
  yearsOfExperience: z.optional(oneLine(10)),
  noticePeriod: z.optional(oneLine(100)),
  expectedSalary: z.optional(oneLine(100)),
  experienceSummary: z.optional(required(1000)),
  reference: z.enum(INTERNSHIP_REFERENCES),
  referenceName: z.optional(oneLine(100)),
  referenceOthers: z.optional(text(300)),
  areaOfInterest: z.enum(INTERNSHIP_AREAS),
  areaOfInterestOthers: z.optional(oneLine(100)),
  inlineResume: z.optional(text(20_000)),
  comments: z.optional(text(500)),
  /** The resume as a base64 data URL; it must be one of the accepted resume types by its bytes. */
  resume: z.object({ filename: headerText(255), dataUrl }),
  /** The required consent to processing with the retention period the form showed, and the optional talent pool. */
  consent: z.object({ processing: z.literal(true), retentionMonths, talentPool: z.boolean() }),
});

/** What a job alert watches (decision 032): the openings page's filters. Empty strings watch everything. */
export const jobAlertFilterSchema = z.object({
  search: z.string().check(z.maxLength(OPENINGS_SEARCH_MAX_LENGTH), ...matching(NO_CONTROL)),
  /** COUNTRY_CODE, or empty for every country. */
  countryCode: z.string().check(...matching('^([A-Z]{2})?$')),
  positionType: z.enum(['', ...positionTypes]),
  workMode: z.enum(['', ...workModes]),
  /** Only openings that sponsor a work visa (decision 059); absent, as from a remote of before it, watches all. */
  sponsorship: z.optional(z.boolean()),
  /**
   * Only openings within `km` (50 unless given) of the place `near` names, as the openings page's filter (decision
   * 084); absent or empty, as from a remote of before it, watches every place.
   */
  near: z.optional(z.string().check(z.maxLength(NEAR_MAX_LENGTH), ...matching(NO_CONTROL))),
  km: z.optional(z.number().check(z.positive())),
});

/** Body of POST JOB_ALERTS_PATH: the address and the filters. */
export const jobAlertRequestSchema = z.object({ email, filter: jobAlertFilterSchema });

/**
 * The job id of /get/RequirementID/:jobId: a REQ_ID's digits. Route parameters have no other fields, so the
 * object stays open (the JSON Schema names no additionalProperties).
 */
export const jobIdParamsSchema = z.looseObject({ jobId: z.string().check(...matching('^[0-9]{1,15}$')) });

const wholeNumber = z.string().check(...matching(WHOLE_NUMBER));

/**
 * The query of GET OPENINGS_SEARCH_PATH (decision 056): the openings page's URL parameters, each optional. A query
 * string carries text only, so numbers are digits here and the API reads their values; `type` is the page's
 * parameter (permanent, contractual), `after` a cursor a previous answer gave as `next`.
 */
export const openingsSearchParamsSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(OPENINGS_SEARCH_MAX_LENGTH), ...matching(NO_CONTROL))),
  country: z.optional(z.string().check(...matching('^([A-Z]{2})?$'))),
  type: z.optional(z.enum(['', 'permanent', 'contractual'])),
  mode: z.optional(z.enum(['', ...workModes])),
  /** `yes` keeps the openings that sponsor a work visa; any other word keeps every opening (decision 059). */
  sponsorship: z.optional(z.string().check(z.maxLength(20))),
  /** A place (decision 084): openings within `km` of it (50 unless given). */
  near: z.optional(z.string().check(z.maxLength(NEAR_MAX_LENGTH), ...matching(NO_CONTROL))),
  km: z.optional(z.string().check(z.maxLength(12))),
  sort: z.optional(z.enum(openingsSortKeys)),
  dir: z.optional(z.enum(sortDirections)),
  page: z.optional(wholeNumber),
  size: z.optional(wholeNumber),
  after: z.optional(z.string().check(z.minLength(1), z.maxLength(400), ...matching('^[A-Za-z0-9_-]+$'))),
});

/** The query of GET OPENING_PAGES_PATH (decision 080): the REQ_ID to read after, and how many. */
export const openingPagesParamsSchema = z.object({
  afterId: z.optional(wholeNumber),
  size: z.optional(wholeNumber),
});

/** The query of GET OPENINGS_CHANGES_PATH (decision 057): where to read from, each a whole number. */
export const openingsChangesParamsSchema = z.object({
  updatedSince: z.optional(wholeNumber),
  afterId: z.optional(wholeNumber),
  size: z.optional(wholeNumber),
});
