import type { Country, PositionType, WorkMode } from './careers';

/**
 * Job alerts (decision 032): an e-mail address and the openings page's filters; new matching openings are mailed
 * as a digest once the address confirmed. The careers remote subscribes and the API keeps and mails the alerts;
 * both read this contract, outside the package's root singleton (record 020).
 */

/** On the staffing API's base URL. */
export const JOB_ALERTS_PATH = '/v1/jobAlerts';

/** What an alert watches: the openings page's filters. Empty strings watch everything. */
export interface JobAlertFilter {
  search: string;
  /** COUNTRY_CODE, or empty for every country. */
  countryCode: string;
  positionType: PositionType | '';
  workMode: WorkMode | '';
}

export interface JobAlertRequest {
  email: string;
  filter: JobAlertFilter;
}

/** `code` is 'OK' whether the address is new or known, so the answer tells nobody who subscribed. */
export interface JobAlertAnswer {
  code: string;
  message?: string;
  field?: string;
}

/**
 * What an alert watches, in words: 'Openings matching "data" in India, Full-Time, Remote'. The form says it
 * before subscribing and the API's mails and pages say it after, in the same words.
 */
export function describeFilter(filter: JobAlertFilter, countries: readonly Country[]): string {
  const search = filter.search.replace(/\s+/g, ' ').trim();
  const country = countries.find((item) => item.COUNTRY_CODE === filter.countryCode)?.COUNTRY_NAME;
  const what = [search ? `Openings matching "${search}"` : 'All openings', country ? `in ${country}` : '']
    .filter(Boolean)
    .join(' ');
  const kinds = [filter.positionType, filter.workMode].filter(Boolean).join(', ');
  return kinds ? `${what}, ${kinds}` : what;
}
