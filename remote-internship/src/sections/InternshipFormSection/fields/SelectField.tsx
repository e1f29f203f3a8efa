import type { FieldOption, InternshipFieldName } from '../form/internshipFields';
import { FieldShell, controlClass, type FieldLayout } from './FieldShell';
import { useField } from './FormFieldsContext';

interface SelectFieldProps extends FieldLayout {
  name: InternshipFieldName;
  label: string;
  options: FieldOption[];
}

export function SelectField({ name, label, options, ...layout }: SelectFieldProps) {
  const { id, value, error, setValue, errorId, ariaProps } = useField(name);
  return (
    <FieldShell id={id} label={label} error={error} errorId={errorId} {...layout}>
      <select
        id={id}
        name={name}
        className={controlClass('form-select', Boolean(error))}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required={!layout.optional}
        {...ariaProps}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
