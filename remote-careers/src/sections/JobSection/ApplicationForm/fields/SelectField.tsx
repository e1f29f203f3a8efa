import { Field, type FieldProps } from './Field';

export interface Choice {
  value: string;
  label: string;
}

export const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

export function SelectField({ value, onValue, choices, disabled, placeholder = 'Select', ...props }: FieldProps & {
  value: string;
  onValue: (value: string) => void;
  choices: readonly Choice[];
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <Field {...props}>
      {(control) => (
        <select {...control} className={`form-select${props.error ? ' is-invalid' : ''}`} value={value} disabled={disabled} onChange={(event) => onValue(event.target.value)}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
