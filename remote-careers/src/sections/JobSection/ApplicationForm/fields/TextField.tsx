import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength' | 'autoComplete' | 'inputMode'>;

interface Props extends FieldProps, InputProps {
  value: string;
  onValue: (value: string) => void;
  /** Text shown before the input, such as the ISD code. */
  prefix?: string;
}

export function TextField({ value, onValue, prefix, name, label, error, required, width, ...inputProps }: Props) {
  return (
    <Field name={name} label={label} error={error} required={required} width={width}>
      {(control) => {
        const input = (
          <input {...control} {...inputProps} className={`form-control${error ? ' is-invalid' : ''}`} value={value} onChange={(event) => onValue(event.target.value)} />
        );
        return prefix ? (
          <div className="input-group has-validation">
            <span className="input-group-text">{prefix}</span>
            {input}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
