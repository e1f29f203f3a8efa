import type { ChangeEvent } from 'react';
import { STAFF_CATEGORIES, type StaffCategory } from '@tekvana/contracts/careers';
import { FieldError, RequiredStar, useFormField, type FormField } from '@tekvana/shared/forms';
import { AREA_FIELDS, AREAS_LEGEND, FIRST_AREA_FIELD } from './areas';

/**
 * One or more areas of interest: a box per staff category under one legend. The "at least one" error belongs to
 * the group, so every box is marked invalid and described by it, and ticking any box clears it.
 */
export function AreasOfInterestField({ onChoose }: { onChoose: () => void }) {
  const group = useFormField(FIRST_AREA_FIELD, false);
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6 mb-2">
        {AREAS_LEGEND}
        {/* The boxes are not each required, so the star is the form's mark and the words say what is asked. */}
        <RequiredStar required />
        <span className="form-text d-block mt-0">Choose one or more.</span>
      </legend>
      <div className="row">
        {STAFF_CATEGORIES.map((category) => (
          <AreaBox key={category} category={category} group={group} onChoose={onChoose} />
        ))}
      </div>
      <FieldError field={group} />
    </fieldset>
  );
}

function AreaBox({ category, group, onChoose }: { category: StaffCategory; group: FormField; onChoose: () => void }) {
  const field = useFormField(AREA_FIELDS[category], false);
  const registration = field.register();
  return (
    <div className="col-sm-6">
      <div className="form-check">
        <input
          id={field.id}
          type="checkbox"
          {...registration}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            // Ticking an area answers "choose at least one"; unticking one may leave none chosen.
            if (group.error && event.target.checked) onChoose();
            return registration.onChange(event);
          }}
          className={group.error ? 'form-check-input is-invalid' : 'form-check-input'}
          // Names the group in the error summary, whose link leads to the first box.
          data-label={AREAS_LEGEND}
          {...group.aria}
        />
        <label className="form-check-label" htmlFor={field.id}>
          {category}
        </label>
      </div>
    </div>
  );
}
