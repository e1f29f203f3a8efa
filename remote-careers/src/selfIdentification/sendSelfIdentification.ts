import { http, isHttpFailure, staffingUrl } from '@tekvana/shared/http';
import {
  SELF_IDENTIFICATION_PATH,
  type SelfIdentificationAnswer,
  type SelfIdentificationRequest,
} from '@tekvana/contracts/careers';

/**
 * Posts the answers (decision 063); true once the API holds answers for this application. A 409 means it held some
 * already (a first send whose reply was lost, then changed answers): those stand, as answers are given once, so
 * asking the candidate to try again would never end.
 */
export async function sendSelfIdentification(request: SelfIdentificationRequest): Promise<boolean> {
  const answer = await http.postJson<SelfIdentificationAnswer>(staffingUrl(SELF_IDENTIFICATION_PATH), request);
  if (isHttpFailure(answer)) return answer.status === 409;
  return answer.code === 'OK';
}
