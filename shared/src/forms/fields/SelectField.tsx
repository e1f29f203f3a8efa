import { useFormField } from '../useFormField';
import { controlClass, FieldFrame, type FrameProps } from './FieldFrame';

export interface Choice {
  value: string;
  label: string;
}

/** Choices whose visible text is also the submitted value. */
export const choicesOf = (labels: readonly string[]): Choice[] => labels.map((label) => ({ value: label, label }));

export function SelectField({
  name,
  choices,
  disabled,
  placeholder = 'Select',
  ...frame
}: FrameProps & { name: string; choices: readonly Choice[]; disabled?: boolean; placeholder?: string }) {
  const field = useFormField(name, '', Boolean(frame.hint));
  return (
    <FieldFrame field={field} {...frame}>
      <select
        id={field.id}
        {...field.register()}
        required={field.required}
        disabled={disabled}
        className={controlClass('form-select', field)}
        data-label={frame.label}
        {...field.aria}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
