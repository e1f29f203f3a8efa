import { http, isHttpFailure, staffingUrl } from '@tekvana/shared/http';
import {
  SELF_IDENTIFICATION_PATH,
  type SelfIdentificationAnswer,
  type SelfIdentificationRequest,
} from '@tekvana/contracts/careers';

/** Posts the answers (decision 063); true once the API stored them (or already held these very answers). */
export async function sendSelfIdentification(request: SelfIdentificationRequest): Promise<boolean> {
  const answer = await http.postJson<SelfIdentificationAnswer>(staffingUrl(SELF_IDENTIFICATION_PATH), request);
  return !isHttpFailure(answer) && answer.code === 'OK';
}
