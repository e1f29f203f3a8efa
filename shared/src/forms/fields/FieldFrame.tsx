import type { ReactNode } from 'react';
import type { FormField } from '../useFormField';

/**
 * A required field's star (the form's note explains it) follows its label, hidden from assistive technology and
 * outside the label's text; an optional field says so in its label, which its name then includes.
 */
export function RequiredStar({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="form-required">
      {' '}
      *
    </span>
  ) : null;
}

export function OptionalWord({ required }: { required: boolean }) {
  return required ? null : <span className="form-optional"> (optional)</span>;
}

export function FieldError({ field }: { field: FormField }) {
  return field.error ? (
    <div id={field.errorId} className="invalid-feedback d-block">
      {field.error}
    </div>
  ) : null;
}

export interface FrameProps {
  label: string;
  hint?: string;
  /** Bootstrap column classes of the field's box in the form's row. */
  className?: string;
}

/** Label, the control (with a prefix such as a dialling code before it), hint, and the field's own error. */
export function FieldFrame({
  field,
  label,
  hint,
  className = 'col-12',
  prefix,
  children,
}: FrameProps & { field: FormField; prefix?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="form-label-line">
        <label htmlFor={field.id} className="form-label">
          {label}
          <OptionalWord required={field.required} />
        </label>
        <RequiredStar required={field.required} />
      </div>
      {prefix ? (
        <div className="input-group has-validation">
          <span className="input-group-text">{prefix}</span>
          {children}
        </div>
      ) : (
        children
      )}
      {hint && (
        <div id={field.hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError field={field} />
    </div>
  );
}

export const controlClass = (base: string, field: FormField) => (field.error ? `${base} is-invalid` : base);
