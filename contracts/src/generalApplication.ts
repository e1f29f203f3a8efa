/**
 * The general application (decision 031): a resume sent without an opening, for the talent pool. The careers
 * remote sends it and the API stores and mails it; both read this contract. It lives outside the package's root
 * entry (a federation singleton, record 020), so a remote built with it never depends on the shell's copy.
 */

import type * as z from 'zod/mini';
import type { generalApplicationRequestSchema } from './requestSchemas';

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

/**
 * Body of POST GENERAL_APPLICATION_PATH: the answers, the resume as a data URL and the consent. The type of its
 * schema (requestSchemas.ts), which the API validates with.
 */
export type GeneralApplicationRequest = z.output<typeof generalApplicationRequestSchema>;

/** `code` is 'OK' on success; any other code is a failure, with a message and the field it concerns. */
export interface GeneralApplicationAnswer {
  code: string;
  id?: string;
  message?: string;
  field?: string;
}
