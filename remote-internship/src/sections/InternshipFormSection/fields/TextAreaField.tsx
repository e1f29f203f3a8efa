import { MAX_LENGTH, type InternshipFieldName } from '../form/internshipFields';
import { FieldShell, controlClass, type FieldLayout } from './FieldShell';
import { useField } from './FormFieldsContext';

interface TextAreaFieldProps extends FieldLayout {
  name: InternshipFieldName;
  label: string;
  rows?: number;
}

export function TextAreaField({ name, label, rows = 3, className = 'col-12', ...layout }: TextAreaFieldProps) {
  const { id, value, error, setValue, errorId, ariaProps } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error} errorId={errorId} className={className} {...layout}>
      <textarea
        id={id}
        name={name}
        className={controlClass('form-control', Boolean(error))}
        rows={rows}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required={!layout.optional}
        maxLength={MAX_LENGTH[name]}
        {...ariaProps}
      />
    </FieldShell>
  );
}
