import { memo, type ReactNode } from 'react';
import { useFormField } from '../useFormField';
import { controlClass, FieldError, OptionalWord, RequiredStar } from './FieldFrame';

/** One box to tick, its label beside it; `summaryLabel` names it in the error summary. */
export const CheckboxField = memo(function CheckboxField({
  name,
  label,
  summaryLabel,
  className = 'col-12',
}: {
  name: string;
  label: ReactNode;
  summaryLabel: string;
  className?: string;
}) {
  const field = useFormField(name, false);
  return (
    <div className={className}>
      <div className="form-check">
        <input
          id={field.id}
          type="checkbox"
          {...field.register()}
          required={field.required}
          className={controlClass('form-check-input', field)}
          data-label={summaryLabel}
          {...field.aria}
        />
        <label className="form-check-label" htmlFor={field.id}>
          {label}
          <OptionalWord required={field.required} />
          {/* Inside the label, so a long label's star ends its last line; hidden, it is not part of the name. */}
          <RequiredStar required={field.required} />
        </label>
        <FieldError field={field} />
      </div>
    </div>
  );
});
