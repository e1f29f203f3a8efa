import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useFormSetup } from './formSetup';
import type { SubmitProgress } from './useSubmitProgress';

const useIsSubmitting = () => useFormState({ control: useFormSetup().form.control }).isSubmitting;

/**
 * The form's submit button: disabled, with a spinner, while the form is being sent. With a busyLabel the text
 * changes then; without one it stays, and screen readers also hear "(sending)". With `progress`, a Cancel button
 * beside it while the form is sent stops the submission (decision 065), and focus comes back to the submit
 * button, ready to send again, rather than falling to the page when Cancel goes away.
 */
export function SubmitButton({
  label,
  busyLabel,
  className = 'btn btn-primary px-4',
  progress,
}: {
  label: string;
  busyLabel?: string;
  className?: string;
  progress?: Pick<SubmitProgress, 'run' | 'cancel'>;
}) {
  const isSubmitting = useIsSubmitting();
  const button = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (isSubmitting || !cancelled.current) return;
    cancelled.current = false;
    button.current?.focus();
  }, [isSubmitting]);
  return (
    <>
      <button ref={button} type="submit" className={className} disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {isSubmitting && busyLabel ? busyLabel : label}
        {isSubmitting && !busyLabel && <span className="visually-hidden"> (sending)</span>}
      </button>
      {isSubmitting && progress && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={progress.run?.cancelling}
          onClick={() => {
            cancelled.current = true;
            progress.cancel();
          }}
        >
          Cancel
        </button>
      )}
    </>
  );
}

/** Empties the form; not while it is being sent. */
export function ResetButton({
  onReset,
  className = 'btn btn-outline-primary px-4',
}: {
  onReset: () => void;
  className?: string;
}) {
  const isSubmitting = useIsSubmitting();
  return (
    <button type="button" className={className} onClick={onReset} disabled={isSubmitting}>
      Reset
    </button>
  );
}
