import type { ChangeEvent, InputHTMLAttributes } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  required?: boolean;
  /** A textarea instead of an input. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  formId: string;
}

/** A labelled text input (or textarea) with its error, tied together for screen readers. */
export function TextField({ name, label, value, onChange, error, required = false, multiline = false, type = 'text', autoComplete, inputMode, hint, formId }: Props) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    onChange,
    required,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span aria-hidden="true" className="tk-required"> *</span> : <span className="tk-optional"> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
