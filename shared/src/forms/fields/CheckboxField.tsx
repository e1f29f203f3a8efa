import type { ReactNode } from 'react';
import { useFormField } from '../useFormField';
import { controlClass, FieldError, OptionalWord, RequiredStar } from './FieldFrame';

/** One box to tick, its label beside it; `summaryLabel` names it in the error summary. */
export function CheckboxField({ name, label, summaryLabel, className = 'col-12' }: { name: string; label: ReactNode; summaryLabel: string; className?: string }) {
  const field = useFormField(name, false);
  return (
    <div className={`form-check ${className}`}>
      <input id={field.id} type="checkbox" {...field.register()} required={field.required} className={controlClass('form-check-input', field)} data-label={summaryLabel} {...field.aria} />
      <label className="form-check-label" htmlFor={field.id}>
        {label}
        <OptionalWord required={field.required} />
      </label>
      <RequiredStar required={field.required} />
      <FieldError field={field} />
    </div>
  );
}
