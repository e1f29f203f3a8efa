import { MESSAGES, tooManyRequestsMessage } from '@tekvana/contracts';
import type { StatusText } from './useTimedMessage';
import { answerPromiseSentence } from './answerPromise';

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

/** The same for a sent application: its success also says by when the candidate will hear (decision 077). */
export function applicationOutcomeMessage(outcome: { ok: boolean; retryAfterSeconds?: number }): StatusText {
  const message = outcomeMessage(outcome);
  return outcome.ok ? { ...message, detail: answerPromiseSentence() } : message;
}
