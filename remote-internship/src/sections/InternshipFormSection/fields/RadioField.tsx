import type { FieldOption, InternshipFieldName } from '../form/internshipFields';
import { FieldErrorText, controlClass, type FieldLayout } from './FieldShell';
import { useField } from './FormFieldsContext';

interface RadioFieldProps extends Omit<FieldLayout, 'optional'> {
  name: InternshipFieldName;
  legend: string;
  options: FieldOption[];
}

/** A required choice among a few options, grouped under its question. */
export function RadioField({ name, legend, options, className = 'col-md-6' }: RadioFieldProps) {
  const { id, value, error, setValue, errorId, ariaProps } = useField(name);
  return (
    // A radiogroup (not a plain group) may carry aria-invalid and aria-required for the whole choice.
    <fieldset className={className} role="radiogroup" aria-required="true" {...ariaProps}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="internship-form__choices">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className="form-check form-check-inline">
              <input
                id={optionId}
                className={controlClass('form-check-input', Boolean(error))}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(option.value)}
                required
              />
              <label className="form-check-label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrorText error={error} errorId={errorId} />
    </fieldset>
  );
}
