import { createHttpClient, staffingUrl, UPLOAD_TIMEOUT_MS, type Transfer } from '@tekvana/shared/http';
import { GENERAL_APPLICATION_PATH, type GeneralApplicationRequest } from '@tekvana/contracts/careers';

/** The general application's one call (decision 031); its answer is checked by submitGeneralApplication. */
export interface GeneralApplicationClient {
  /** The transfer carries the form's Cancel and the upload's percentage (decision 065). */
  send(request: GeneralApplicationRequest, transfer: Transfer): Promise<unknown>;
}

// The body carries the resume (up to 10 MB, a third more as a data URL): it gets the upload's time, not the
// twenty seconds of a small call, which a slow connection would overrun on every attempt.
const http = createHttpClient(UPLOAD_TIMEOUT_MS);

export const generalApplicationClient: GeneralApplicationClient = {
  send: (request, transfer) => http.postJson(staffingUrl(GENERAL_APPLICATION_PATH), request, transfer),
};
