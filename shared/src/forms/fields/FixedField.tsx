import { fieldIdOf, useFormSetup } from '../formSetup';

/**
 * A value shown for reference that the visitor cannot change. It is not one of the form's values: the form adds
 * it to what it sends by itself, so it has no schema, no error and no required star.
 */
export function FixedField({
  name,
  label,
  value,
  className = 'col-12',
}: {
  name: string;
  label: string;
  value: string;
  className?: string;
}) {
  const id = fieldIdOf(useFormSetup().idPrefix, name);
  return (
    <div className={className}>
      <div className="form-label-line">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
      </div>
      <input id={id} name={name} className="form-control" value={value} disabled readOnly />
    </div>
  );
}
