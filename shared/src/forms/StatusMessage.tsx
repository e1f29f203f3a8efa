import type { StatusText } from './useTimedMessage';

/** The outcome of a submission, in a live region that is always present so that each change is announced. */
export function StatusMessage({ message }: { message: StatusText | undefined }) {
  return (
    <div role="status" aria-live="polite" className="form-status mt-3">
      {message && <p className={`alert alert-${message.tone} mb-0`}>{message.text}</p>}
    </div>
  );
}
