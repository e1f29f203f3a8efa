import { MESSAGES, tooManyRequestsMessage } from '@tekvana/contracts';
import type { StatusText } from './useTimedMessage';

/** What the visitor is told after a submission: success, failure, or how long to wait after a 429 (decision 018). */
export function outcomeMessage(outcome: { ok: boolean; retryAfterSeconds?: number }): StatusText {
  if (outcome.ok) return { tone: 'success', text: MESSAGES.submitSuccess };
  return {
    tone: 'danger',
    text:
      outcome.retryAfterSeconds === undefined
        ? MESSAGES.submitFailure
        : tooManyRequestsMessage(outcome.retryAfterSeconds),
  };
}
