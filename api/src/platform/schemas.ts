/**
 * JSON schemas of the request bodies. Types come from @tekvana/shared; the limits (lengths, which fields
 * may be empty) are this API's, chosen from the application form of decision 013.
 */

import { positionTypes, STAFF_CATEGORIES, workModes } from '@tekvana/contracts/careers';
import { HEADER_TEXT, NOT_BLANK, ONE_LINE } from './patterns';

type Schema = Record<string, unknown>;

const text = (maxLength: number, minLength = 0): Schema => ({ type: 'string', minLength, maxLength });
const required = (maxLength: number): Schema => ({ ...text(maxLength, 1), pattern: NOT_BLANK });
const oneLine = (maxLength: number): Schema => ({ ...text(maxLength, 1), pattern: ONE_LINE });
/** Goes into a mail header as sent (a subject, an attachment's name): one line and no encoded word. */
const headerText = (maxLength: number): Schema => ({ ...text(maxLength, 1), pattern: HEADER_TEXT });
const id: Schema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const email: Schema = { type: 'string', format: 'email', maxLength: 254 };
/** type/subtype or empty: browsers give an empty type for unknown extensions, and the bytes decide the format (decision 004). */
const mediaType: Schema = {
  type: 'string',
  maxLength: 255,
  pattern: '^([A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+)?$',
};

/** Every property is required and unknown ones are dropped, so a stored row is exactly the contract's record. */
function record(properties: Record<string, Schema>): Schema {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

/** A contract record with this API's optional additions: they may be absent, and nothing else may be added. */
function withOptional(base: Schema, additions: Record<string, Schema>): Schema {
  return { ...base, properties: { ...(base.properties as Record<string, Schema>), ...additions } };
}

const candidateFields = record({
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
  CND_CRNT_SAL_TX: required(100),
  EXPECTED_SALARY: required(100),
  DESIRED_LOCATION: required(200),
  INLNE_RESUME_CLOB: text(100_000),
  RECRUITER_NAME: required(100),
});

/** The contract's record, and what the candidate consented to (this API's addition, decision 030). */
export const candidateSchema = withOptional(candidateFields, {
  CONSENT_PROCESSING: { type: 'string', enum: ['Yes'] },
  CONSENT_TALENT_POOL: { type: 'string', enum: ['Yes', 'No'] },
  CONSENT_RETENTION_MONTHS: { type: 'integer', minimum: 1, maximum: 120 },
});

export const attachmentSchema = record({
  ATCHMT_ID: id,
  TBL_NM: { type: 'string', enum: ['EXTERNALCANDIDATE'] },
  KEY_NM: { type: 'string', enum: ['EXTERNALCANDIDATE_UUID'] },
  TBL_RW_ID: id,
  ATCHD_FILE_NM: required(255),
  CREATEDBY: text(200),
  INSERT_TS: required(40),
  AE_INSERT_ID: text(200),
  ATTACHMENT_INFO_ID: id,
  isDeleted: { type: 'integer', enum: [0] },
});

export const attachmentInfoSchema = record({
  ATTACHMENTINFO_ID: id,
  INFO_1: required(1000),
  INFO_2: { type: 'string', enum: ['S3'] },
  INFO_3: { type: 'string', enum: ['Attachment'] },
});

/** The contract's request, and optionally the candidate the resume belongs to (decision 029). */
export const signedUploadSchema = withOptional(
  record({ name: required(255), type: mediaType, Attachment: required(100) }),
  { candidateId: id },
);

/** A string or a list; JSON Schema applies format/length only to strings and items/minItems only to arrays. */
const addresses = (minItems: number): Schema => ({
  type: ['string', 'array'],
  format: 'email',
  maxLength: 254,
  items: email,
  minItems,
  maxItems: 50,
});

/** Mail bodies may carry data-URL attachments up to the resume limit, plus base64 overhead. */
export const MAIL_BODY_LIMIT = 15 * 1024 * 1024;

export const sendMailSchema: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['to', 'subject', 'message'],
  properties: {
    to: addresses(1),
    cc: addresses(0),
    bcc: addresses(0),
    subject: headerText(998),
    message: text(1_000_000),
    attachments: {
      type: 'array',
      maxItems: 10,
      items: record({
        path: { type: 'string', minLength: 6, maxLength: MAIL_BODY_LIMIT, pattern: '^data:' },
        filename: headerText(255),
        type: mediaType,
      }),
    },
    candidateId: id,
  },
};

/**
 * A general application (decision 031). The id is the browser's UUID, also the applicant id in links and mails;
 * the phone is "+" and the ISD code with the number (7 to 19 digits); each area of interest is one of the staff categories, once.
 */
export const generalApplicationSchema: Schema = record({
  id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
  name: oneLine(200),
  email,
  phone: { type: 'string', pattern: '^\\+\\d{7,19}$' },
  country: id,
  areasOfInterest: {
    type: 'array',
    minItems: 1,
    maxItems: STAFF_CATEGORIES.length,
    uniqueItems: true,
    items: { type: 'string', enum: [...STAFF_CATEGORIES] },
  },
  resume: record({
    filename: headerText(255),
    dataUrl: { type: 'string', minLength: 6, maxLength: MAIL_BODY_LIMIT, pattern: '^data:' },
  }),
  consent: record({
    processing: { type: 'boolean', const: true },
    retentionMonths: { type: 'integer', minimum: 1, maximum: 120 },
  }),
});

/** A job alert (decision 032): the address and the openings page's filters, '' for "any". */
export const jobAlertSchema: Schema = record({
  email,
  filter: record({
    search: { type: 'string', maxLength: 100, pattern: '^[^\\r\\n]*$' },
    countryCode: { type: 'string', pattern: '^([A-Z]{2})?$' },
    positionType: { type: 'string', enum: ['', ...positionTypes] },
    workMode: { type: 'string', enum: ['', ...workModes] },
  }),
});

export const jobIdParams: Schema = {
  type: 'object',
  required: ['jobId'],
  properties: { jobId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
};

/** Outbox listings: a page number (from 1) and a piece of the subject to look for. */
export const outboxQuery: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' },
    subject: { type: 'string', maxLength: 200 },
  },
};
