import type { Generated, Kysely } from 'kysely';
import type { MailFormat } from '../platform/mailPolicy';
import type { OpeningRow } from './openingRow';
import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  Country,
  ExternalCandidateRecord,
  Recruiter,
  State,
} from '@tekvana/contracts';

/** When the API stored a posted record; not part of the contract's payload. */
interface Received {
  RECEIVED_AT: string;
}

export interface UploadRow {
  OBJECT_KEY: string;
  CONTENT_TYPE: string;
  SIZE: number;
  SHA256: string;
  UPLOADED_AT: string;
  /** pending: claimed, file being written; stored: the file is complete. */
  STATE: 'pending' | 'stored';
}

export interface MailRow {
  SEQ: Generated<number>;
  ID: string;
  CREATED_AT: string;
  TO_JSON: string;
  CC_JSON: string;
  BCC_JSON: string;
  SUBJECT: string;
  MESSAGE: string;
  FORMAT: MailFormat;
  /** The sender's Idempotency-Key and the SHA-256 of its request, when it sent one. */
  IDEMPOTENCY_KEY: string | null;
  REQUEST_SHA256: string | null;
  DELIVERY: Generated<MailDelivery>;
  ATTEMPTS: Generated<number>;
  NEXT_ATTEMPT_AT: string | null;
  CLAIMED_UNTIL: string | null;
  LAST_ERROR: string | null;
  DELIVERED_AT: string | null;
  /** The candidate an application's mail is about (the recruiters' copy and the confirmation), if any. */
  CANDIDATE_ID: string | null;
  /** The plain-text part of a mail whose MESSAGE is HTML, when it has one. */
  TEXT_MESSAGE: string | null;
  /** Extra headers as a JSON object, such as a digest's List-Unsubscribe; null for none. */
  HEADERS_JSON: string | null;
}

/** A job alert (decision 032): an address and the openings page's filters ('' watches everything). */
export interface JobAlertRow {
  ID: string;
  EMAIL: string;
  /** Names the address in a manage link without showing it: the SHA-256 of the address, 32 hex digits. */
  ADDRESS_KEY: string;
  SEARCH: string;
  COUNTRY_CODE: string;
  POSITION_TYPE: string;
  WORK_MODE: string;
  /** 'yes' when only openings that sponsor a work visa are watched, else '' (migration 019). */
  SPONSORSHIP: string;
  /** The gazetteer's label of the place watched around, '' for anywhere, and the radius in km, 0 with none (migration 024). */
  NEAR: string;
  KM: number;
  CREATED_AT: string;
  /** Null until the address confirmed; only confirmed alerts get mail. */
  CONFIRMED_AT: string | null;
  /** When the last confirmation request was mailed: an address gets at most one per alert a day. */
  CONFIRM_SENT_AT: string;
  /** When the last digest was stored; null before the first. */
  LAST_DIGEST_AT: string | null;
}

/** A resume sent without an opening (decision 031); its resume is the attachment of the mail to the recruiters. */
export interface GeneralApplicationRow {
  /** The id the browser made; also the CANDIDATE_ID of this application's mails. */
  ID: string;
  RECEIVED_AT: string;
  NAME: string;
  EMAIL: string;
  /** The ISD code and the number. */
  PHONE: string;
  COUNTRY_UUID: string;
  /** The areas of interest as a JSON array of staff categories. */
  AREAS_JSON: string;
  CONSENT_PROCESSING: 'Yes';
  /** The retention period the candidate was shown; the retention run keeps to it. */
  CONSENT_RETENTION_MONTHS: number;
}

/**
 * An internship application (decision 058); its resume is the attachment of the mail to the recruiters. The answers
 * are one JSON object (migration 016 says why).
 */
export interface InternshipApplicationRow {
  /** The id the browser made; also the CANDIDATE_ID of this application's mails. */
  ID: string;
  /** When it arrived: the retention period counts from here. */
  CREATED_AT: string;
  EMAIL: string;
  /** The form's answers as a JSON object (InternshipAnswers): every answer but the id, e-mail, resume and consent. */
  ANSWERS_JSON: string;
  CONSENT_PROCESSING: 'Yes';
  CONSENT_TALENT_POOL: 'Yes' | 'No';
  /** The retention period the candidate was shown; the retention run keeps to it. */
  CONSENT_RETENTION_MONTHS: number;
}

/** A US job candidate's voluntary self-identification (decision 063), kept apart from the application. */
export interface SelfIdentificationRow {
  /** The application's EXTERNALCANDIDATE_UUID. */
  CANDIDATE_ID: string;
  /** The answers given, as a JSON object (SelfIdentificationAnswers). */
  ANSWERS_JSON: string;
  CREATED_AT: string;
}

/** A stage of an application as the staffing system reported it (migration 020). */
export interface ApplicationStageRow {
  /** The applicant's id, whichever kind of application. */
  APPLICATION_ID: string;
  /** 1 for the first stage reported, then one more for each. */
  STEP: number;
  STAGE: string;
  /** The staffing system's words to the candidate, plain text; null without. */
  MESSAGE: string | null;
  IDEMPOTENCY_KEY: string | null;
  CREATED_AT: string;
  /** When the candidate's mail about this change was stored; null until then (the day's cap may hold it back). */
  MAILED_AT: string | null;
}

/** The answer promised to one application (migration 021, decision 077). */
export interface AnswerPromiseRow {
  APPLICATION_ID: string;
  /** The promise in force (ISO time); null once the application had its answer. */
  ANSWER_BY: string | null;
  /** When the promise in force was made. */
  MADE_AT: string;
  /** When the recruiters were reminded of the promise in force; null until then. */
  REMINDED_AT: string | null;
  /** How often a promise of this application lapsed and the site wrote itself. */
  LAPSES: number;
}

/** A run that happens once across instances (migration 021): the lease says who runs it now. */
export interface ScheduledRunRow {
  NAME: string;
  NEXT_RUN_AT: string;
  LEASED_UNTIL: string | null;
  /** The holder's token while leased: only the holder ends its lease. */
  LEASE_TOKEN: string | null;
}

/** outbox: kept for the outbox page (no SMTP); the others are the SMTP delivery's states. */
export type MailDelivery = 'outbox' | 'pending' | 'sending' | 'delivered' | 'failed';

export interface MailAttachmentRow {
  MAIL_ID: string;
  N: number;
  FILENAME: string;
  TYPE: string;
  SIZE: number;
  STORED_PATH: string;
}

/** Mail of one kind the site sent to one visitor's address on one UTC day (decision 050). */
export interface VisitorMailCountRow {
  /** A keyed hash of the folded address, never the address itself. */
  ADDRESS_KEY: string;
  /** YYYY-MM-DD, UTC. */
  DAY: string;
  KIND: string;
  SENT: number;
}

/**
 * What the openings search reads instead of the openings' wide rows (migration 013, decision 056): one row per
 * opening, kept in step by triggers.
 */
export interface OpeningSearchRow {
  REQ_ID: number;
  /** Title, location, position type and work mode, one per line, lower-cased. */
  SEARCH_TEXT: string;
  COUNTRY: string | null;
  PSTN_TYP: string | null;
  WORK_LOCATION_PREFERENCE: string | null;
  /** The location lower-cased, compared by code point: the location sort's key. */
  LOCATION_KEY: string;
  /** The opening's VISA_SPONSORSHIP and CLOSING_DATE (migration 017, decision 059), for the search's filters. */
  VISA_SPONSORSHIP: string | null;
  CLOSING_DATE: string | null;
}

/**
 * An opening's last change in the openings change feed (migration 014, decision 057): kept by the openings' triggers,
 * and kept, closed, once the opening is deleted.
 */
export interface OpeningChangeRow {
  REQ_ID: number;
  /** The data version (openings_version) of the opening's last change; PostgreSQL's bigint reads as a string. */
  SEQ: number | string;
  /** SQLite stores 1 or 0, PostgreSQL a boolean. */
  OPEN: boolean | number;
  /** The posted date while the opening is open; null once it closed. */
  POSTED_DATE: string | null;
  /** The closing date while the opening is open and has one (migration 017); null otherwise. */
  CLOSING_DATE: string | null;
}

/**
 * The tables both engines hold. Column names are the staffing API's wire names, so a row reads back as
 * the record that was posted (Kysely quotes every identifier, so PostgreSQL keeps the upper case).
 */
export interface Tables {
  meta: { KEY: string; VALUE: string };
  countries: Country;
  states: State;
  recruiters: Recruiter;
  openings: OpeningRow;
  external_candidates: ExternalCandidateRecord & Received;
  attachments: AttachmentRecord & Received;
  attachment_infos: AttachmentInfoRecord & Received;
  uploads: UploadRow;
  mails: MailRow;
  mail_attachments: MailAttachmentRow;
  general_applications: GeneralApplicationRow;
  internship_applications: InternshipApplicationRow;
  self_identifications: SelfIdentificationRow;
  application_stages: ApplicationStageRow;
  answer_promises: AnswerPromiseRow;
  scheduled_runs: ScheduledRunRow;
  job_alerts: JobAlertRow;
  job_alert_openings: { ALERT_ID: string; REQ_ID: number };
  visitor_mail_counts: VisitorMailCountRow;
  opening_search: OpeningSearchRow;
  location_places: LocationPlaceRow;
  opening_changes: OpeningChangeRow;
}

export type Database = Kysely<Tables>;

/** Where an opening's place is (decision 084): by its country (the uuid, '' when none) and location key. */
export interface LocationPlaceRow {
  COUNTRY: string;
  LOCATION_KEY: string;
  /** Null where the gazetteer knows no such place (the opening is then left out of distance searches). */
  LATITUDE: number | null;
  LONGITUDE: number | null;
}

/**
 * For the few queries whose table is chosen at run time (one generic upsert, one insert shared by three
 * record posts): Kysely cannot type a table name held in a variable. Callers take their rows from typed
 * signatures or schema-checked bodies.
 */
export type UntypedDatabase = Kysely<Record<string, Record<string, unknown>>>;
export const untyped = (db: Kysely<Tables>): UntypedDatabase => db as unknown as UntypedDatabase;
