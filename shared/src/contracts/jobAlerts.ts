import type { PositionType, WorkMode } from './careers';

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
