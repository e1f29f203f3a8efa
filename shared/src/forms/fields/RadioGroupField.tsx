import { memo } from 'react';
import { useFormField } from '../useFormField';
import { controlClass, FieldError, OptionalWord, RequiredStar } from './FieldFrame';
import { sameFieldProps, type Choice } from './sameFieldProps';

/** A choice among a few options, grouped under its question; the first option carries the field's id. */
export const RadioGroupField = memo(function RadioGroupField({
  name,
  legend,
  choices,
  className = 'col-12',
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  className?: string;
}) {
  const field = useFormField(name, '');
  const registration = field.register();
  return (
    // A radiogroup (not a plain group) may carry aria-invalid and aria-required for the whole choice.
    <fieldset className={className} role="radiogroup" aria-required={field.required} {...field.aria}>
      <legend className="form-label fs-6 mb-2">
        {legend}
        <OptionalWord required={field.required} />
        <RequiredStar required={field.required} />
      </legend>
      <div className="form-choices">
        {choices.map((choice, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${choice.value}`;
          return (
            <div key={choice.value} className="form-check form-check-inline">
              <input
                id={optionId}
                type="radio"
                value={choice.value}
                {...registration}
                required={field.required}
                className={controlClass('form-check-input', field)}
                data-label={legend}
              />
              <label className="form-check-label" htmlFor={optionId}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}, sameFieldProps);
