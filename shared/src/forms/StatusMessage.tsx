import type { StatusText } from './useTimedMessage';

// Whole class names, so the design-system check sees every Bootstrap class in use (decision 026).
const TONE_CLASS: Record<StatusText['tone'], string> = {
  success: 'alert-success',
  danger: 'alert-danger',
  info: 'alert-info',
};

/** The outcome of a submission, in a live region that is always present so that each change is announced. */
export function StatusMessage({ message }: { message: StatusText | undefined }) {
  return (
    <div role="status" aria-live="polite" className="form-status mt-3">
      {message && (
        <p className={`alert ${TONE_CLASS[message.tone]} mb-0`}>
          {message.detail === undefined ? (
            message.text
          ) : (
            <>
              <span>{message.text}</span> <span>{message.detail}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
