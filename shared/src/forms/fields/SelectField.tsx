import { memo } from 'react';
import { useFormField } from '../useFormField';
import { useHydrated } from '../useHydrated';
import { controlClass, FieldFrame, type FrameProps } from './FieldFrame';
import { sameFieldProps, type Choice } from './sameFieldProps';

/** Choices whose visible text is also the submitted value. */
export const choicesOf = (labels: readonly string[]): Choice[] => labels.map((label) => ({ value: label, label }));

interface SelectProps {
  name: string;
  choices: readonly Choice[];
  disabled?: boolean;
  placeholder?: string;
  /**
   * Leaves the choices, but the one the form starts with, out of pre-rendered markup and out of the render that
   * hydrates it, and draws them once the page is live. For a long list: a served form is inert until then anyway,
   * and the copy stays small (decision 040).
   */
  choicesWhenLive?: boolean;
}

export const SelectField = memo(function SelectField({
  name,
  choices,
  disabled,
  placeholder = 'Select',
  choicesWhenLive,
  ...frame
}: FrameProps & SelectProps) {
  const field = useFormField(name, '', Boolean(frame.hint));
  const live = useHydrated();
  // Before then, only the choice the form starts with, so the control shows it and the form's value stays a choice.
  const shown = choicesWhenLive && !live ? choices.filter((choice) => choice.value === field.defaultValue) : choices;
  return (
    <FieldFrame field={field} {...frame}>
      <select
        id={field.id}
        {...field.register()}
        // The form sets the value once it runs; this gives it to markup written before then, as a copy is.
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        required={field.required}
        disabled={disabled}
        className={controlClass('form-select', field)}
        data-label={frame.label}
        {...field.aria}
      >
        <option value="">{placeholder}</option>
        {shown.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}, sameFieldProps);
