import { createHttpClient, staffingUrl, UPLOAD_TIMEOUT_MS, type Transfer } from '@tekvana/shared/http';
import { INTERNSHIP_APPLICATION_PATH, type InternshipApplicationRequest } from '@tekvana/contracts/careers';

/** The internship application's one call (decision 058); its answer is checked by submitInternshipApplication. */
export interface InternshipApplicationClient {
  /** The transfer carries the form's Cancel and the upload's percentage (decision 065). */
  send(request: InternshipApplicationRequest, transfer: Transfer): Promise<unknown>;
}

// The body carries the resume (up to 10 MB, a third more as a data URL): it gets the upload's time, not the
// twenty seconds of a small call, which a slow connection would overrun on every attempt.
const http = createHttpClient(UPLOAD_TIMEOUT_MS);

export const internshipApplicationClient: InternshipApplicationClient = {
  send: (request, transfer) => http.postJson(staffingUrl(INTERNSHIP_APPLICATION_PATH), request, transfer),
};
