/**
 * The general application (decision 031): a resume sent without an opening, for the talent pool. The careers
 * remote sends it and the API stores and mails it; both read this contract. It lives outside the package's root
 * entry (a federation singleton, record 020), so a remote built with it never depends on the shell's copy.
 */

/** The areas a candidate may name: the staff categories the site lists on its staff categories page. */
export const STAFF_CATEGORIES = [
  'Administrative',
  'Business Professional',
  'Call Center',
  'Engineering',
  'Science',
  'Finance & accounting',
  'Information & Technology',
] as const;

export type StaffCategory = (typeof STAFF_CATEGORIES)[number];

/** On the staffing API's base URL: the API stores the application and mails it. */
export const GENERAL_APPLICATION_PATH = '/v1/generalApplications';

/** The mail list (the API's mail lists file) that receives general applications. */
export const GENERAL_APPLICATION_LIST = 'generalApplication';

export interface GeneralApplicationRequest {
  /** A UUID the browser makes once per application: a retry with the same id and body gets the same answer. */
  id: string;
  /** The candidate's full name. */
  name: string;
  email: string;
  /** The country's ISD code followed by the number's digits, for example "+919876543210". */
  phone: string;
  /** COUNTRY_UUID from the staffing API's country list. */
  country: string;
  /** One or more, each at most once. */
  areasOfInterest: StaffCategory[];
  /** The resume as a base64 data URL; it must be one of the accepted resume types by its bytes. */
  resume: { filename: string; dataUrl: string };
  /** The required consent to processing, with the retention period the form showed (months). */
  consent: { processing: true; retentionMonths: number };
}

/** `code` is 'OK' on success; any other code is a failure, with a message and the field it concerns. */
export interface GeneralApplicationAnswer {
  code: string;
  id?: string;
  message?: string;
  field?: string;
}
