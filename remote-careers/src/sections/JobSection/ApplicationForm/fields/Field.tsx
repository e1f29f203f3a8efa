import type { ReactNode } from 'react';
import type { FieldName } from '../formValues';

/** What every control needs to be labelled, marked invalid and tied to its error message. */
export interface ControlProps {
  id: string;
  name: FieldName;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  name: FieldName;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** Bootstrap column classes for the field's wrapper. */
  width?: string;
}

export const fieldId = (name: FieldName) => `application-${name}`;
const errorId = (name: FieldName) => `application-${name}-error`;

/** Label, control and the field's own error right below it. */
export function Field({ name, label, error, required = false, width = 'col-12', children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  return (
    <div className={width}>
      <label htmlFor={fieldId(name)} className="form-label">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id: fieldId(name),
        name,
        required,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId(name) : undefined,
      })}
      {error && (
        <div id={errorId(name)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
