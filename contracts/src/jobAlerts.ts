import type * as z from 'zod/mini';
import type { Country } from './careers';
import { NEAR_KM_CHOICES } from './openingsSearch';
import type { jobAlertFilterSchema, jobAlertRequestSchema } from './requestSchemas';

/**
 * Job alerts (decision 032): an e-mail address and the openings page's filters; new matching openings are mailed
 * as a digest once the address confirmed. The careers remote subscribes and the API keeps and mails the alerts;
 * both read this contract, outside the package's root singleton (record 020).
 */

/** On the staffing API's base URL. */
export const JOB_ALERTS_PATH = '/v1/jobAlerts';

/** What an alert watches: the openings page's filters, '' for "any" (the type of jobAlertFilterSchema). */
export type JobAlertFilter = z.output<typeof jobAlertFilterSchema>;

/** Body of POST JOB_ALERTS_PATH: the address and the filters (the type of jobAlertRequestSchema). */
export type JobAlertRequest = z.output<typeof jobAlertRequestSchema>;

/** `code` is 'OK' whether the address is new or known, so the answer tells nobody who subscribed. */
export interface JobAlertAnswer {
  code: string;
  message?: string;
  field?: string;
}

/**
 * What an alert watches, in words: 'Openings matching "data" in India, Full-Time, Remote, within 50 km of Pune,
 * Maharashtra' (the place last, as its label holds commas). The form says it before subscribing and the API's
 * mails and pages say it after, in the same words.
 */
export function describeFilter(filter: JobAlertFilter, countries: readonly Country[]): string {
  const search = filter.search.replace(/\s+/g, ' ').trim();
  const country = countries.find((item) => item.COUNTRY_CODE === filter.countryCode)?.COUNTRY_NAME;
  const what = [search ? `Openings matching "${search}"` : 'All openings', country ? `in ${country}` : '']
    .filter(Boolean)
    .join(' ');
  const kinds = [filter.positionType, filter.workMode, filter.sponsorship ? 'with visa sponsorship' : '']
    .filter(Boolean)
    .join(', ');
  const described = kinds ? `${what}, ${kinds}` : what;
  const near = filter.near?.trim();
  if (!near) return described;
  return `${described}${kinds ? ',' : ''} within ${filter.km ?? NEAR_KM_CHOICES[0]} km of ${near}`;
}
