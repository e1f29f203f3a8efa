import { MESSAGES } from '@tekvana/shared';
import type { SubmitStatus } from './useInternshipForm';

const MESSAGE: Partial<Record<SubmitStatus, { text: string; className: string }>> = {
  succeeded: { text: MESSAGES.submitSuccess, className: 'alert alert-success' },
  failed: { text: MESSAGES.submitFailure, className: 'alert alert-danger' },
};

/** The outcome of a submission, in a live region that is always present so that changes are announced. */
export function SubmitStatusMessage({ status }: { status: SubmitStatus }) {
  const message = MESSAGE[status];
  return (
    <div role="status" aria-live="polite" className="internship-form__status">
      {message && <p className={`${message.className} mb-0`}>{message.text}</p>}
    </div>
  );
}
