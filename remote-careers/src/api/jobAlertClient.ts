import { http, staffingUrl } from '@tekvana/shared/http';
import { JOB_ALERTS_PATH, type JobAlertRequest } from '@tekvana/contracts/careers';

/** The job alert call (decision 032); the form reads the answer. */
export interface JobAlertClient {
  subscribe(request: JobAlertRequest): Promise<unknown>;
}

export const jobAlertClient: JobAlertClient = {
  subscribe: (request) => http.postJson(staffingUrl(JOB_ALERTS_PATH), request),
};
