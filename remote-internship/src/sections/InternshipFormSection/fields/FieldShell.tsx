import type { ReactNode } from 'react';
import type { FieldError } from '../form/findInvalidFields';

export interface FieldLayout {
  /** Bootstrap column classes; half a row from the md breakpoint unless told. */
  className?: string;
  optional?: boolean;
}

interface FieldShellProps extends FieldLayout {
  id: string;
  label: string;
  error: FieldError | undefined;
  errorId: string;
  children: ReactNode;
}

/** Visible label, the control, and the browser's message while the field is invalid. */
export function FieldShell({ id, label, optional, error, errorId, className = 'col-md-6', children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {optional && <span className="internship-form__optional"> (optional)</span>}
      </label>
      {children}
      <FieldErrorText error={error} errorId={errorId} />
    </div>
  );
}

export function FieldErrorText({ error, errorId }: { error: FieldError | undefined; errorId: string }) {
  return error ? (
    <div id={errorId} className="invalid-feedback d-block">
      {error.message}
    </div>
  ) : null;
}

export const controlClass = (base: string, invalid: boolean) => (invalid ? `${base} is-invalid` : base);
