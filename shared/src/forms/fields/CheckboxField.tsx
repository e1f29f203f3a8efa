import { memo, type ChangeEvent, type ReactNode } from 'react';
import { useFormSetup } from '../formSetup';
import { useFormField, type FormField } from '../useFormField';
import { controlClass, FieldError, OptionalWord, RequiredStar } from './FieldFrame';

/**
 * One box to tick, its label beside it; `summaryLabel` names it in the error summary. In a group
 * (CheckboxGroupField) the box shows the group's error instead of one of its own, and ticking it clears that.
 */
export const CheckboxField = memo(function CheckboxField({
  name,
  label,
  summaryLabel,
  className = 'col-12',
  group,
}: {
  name: string;
  label: ReactNode;
  summaryLabel: string;
  className?: string;
  group?: FormField;
}) {
  const field = useFormField(name, false);
  const { form } = useFormSetup();
  const registration = field.register();
  const shown = group ?? field;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Ticking a box of the group answers "choose at least one"; unticking one may leave none chosen.
    if (group?.error && event.target.checked) form.clearErrors(group.name);
    return registration.onChange(event);
  };
  return (
    <div className={className}>
      <div className="form-check">
        <input
          id={field.id}
          type="checkbox"
          {...registration}
          onChange={onChange}
          required={group ? undefined : field.required}
          className={controlClass('form-check-input', shown)}
          data-label={summaryLabel}
          {...shown.aria}
        />
        <label className="form-check-label" htmlFor={field.id}>
          {label}
          {/* A box of a group is never asked for on its own: the group's legend says what is. */}
          {!group && <OptionalWord required={field.required} />}
          {/* Inside the label, so a long label's star ends its last line; hidden, it is not part of the name. */}
          {!group && <RequiredStar required={field.required} />}
        </label>
        {!group && <FieldError field={field} />}
      </div>
    </div>
  );
});
