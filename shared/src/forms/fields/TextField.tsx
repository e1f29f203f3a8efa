import { memo, type HTMLInputAutoCompleteAttribute, type InputHTMLAttributes } from 'react';
import { useFormField } from '../useFormField';
import { controlClass, FieldFrame, type FrameProps } from './FieldFrame';

interface TextFieldProps extends FrameProps {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date' | 'time';
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  prefix?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A text input or textarea; required and maximum length come from the form's schema. */
export const TextField = memo(function TextField({
  name,
  type = 'text',
  rows,
  prefix,
  autoComplete,
  inputMode,
  ...frame
}: TextFieldProps) {
  const field = useFormField(name, '', Boolean(frame.hint));
  const common = {
    id: field.id,
    ...field.register(),
    required: field.required,
    className: controlClass('form-control', field),
    'data-label': frame.label,
    ...field.aria,
  };
  const numeric = type === 'number';
  return (
    <FieldFrame field={field} prefix={prefix} {...frame}>
      {rows ? (
        <textarea {...common} rows={rows} maxLength={field.maxLength} />
      ) : (
        <input
          {...common}
          type={type}
          // Number inputs ignore maxLength; the field cuts their value instead (useFormField).
          maxLength={numeric ? undefined : field.maxLength}
          min={numeric ? 0 : undefined}
          inputMode={inputMode ?? (numeric ? 'numeric' : undefined)}
          autoComplete={autoComplete}
        />
      )}
    </FieldFrame>
  );
});
