import type { HTMLInputAutoCompleteAttribute } from 'react';
import { MAX_LENGTH, type InternshipFieldName } from '../form/internshipFields';
import { FieldShell, controlClass, type FieldLayout } from './FieldShell';
import { useField } from './FormFieldsContext';

interface InputFieldProps extends FieldLayout {
  name: InternshipFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

export function InputField({ name, label, type = 'text', autoComplete, ...layout }: InputFieldProps) {
  const { id, value, error, setValue, errorId, ariaProps } = useField(name);
  const numeric = type === 'number';
  return (
    <FieldShell id={id} label={label} error={error} errorId={errorId} {...layout}>
      <input
        id={id}
        name={name}
        type={type}
        className={controlClass('form-control', Boolean(error))}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required={!layout.optional}
        // Number inputs ignore maxLength; the form state cuts their value instead.
        maxLength={numeric ? undefined : MAX_LENGTH[name]}
        min={numeric ? 0 : undefined}
        inputMode={numeric || type === 'tel' ? 'numeric' : undefined}
        autoComplete={autoComplete}
        {...ariaProps}
      />
    </FieldShell>
  );
}
