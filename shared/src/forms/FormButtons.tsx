import { useFormState } from 'react-hook-form';
import { useFormSetup } from './formSetup';

const useIsSubmitting = () => useFormState({ control: useFormSetup().form.control }).isSubmitting;

/**
 * The form's submit button: disabled, with a spinner, while the form is being sent. With a busyLabel the text
 * changes then; without one it stays, and screen readers also hear "(sending)".
 */
export function SubmitButton({
  label,
  busyLabel,
  className = 'btn btn-primary px-4',
}: {
  label: string;
  busyLabel?: string;
  className?: string;
}) {
  const isSubmitting = useIsSubmitting();
  return (
    <button type="submit" className={className} disabled={isSubmitting}>
      {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {isSubmitting && busyLabel ? busyLabel : label}
      {isSubmitting && !busyLabel && <span className="visually-hidden"> (sending)</span>}
    </button>
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
