import { memo } from 'react';
import { useFormField } from '../useFormField';
import { CheckboxField } from './CheckboxField';
import { FieldError, RequiredStar } from './FieldFrame';

/** One box of a group: its own yes/no field, so a draft keeps each answer by name (decision 028). */
export interface CheckboxChoice {
  name: string;
  label: string;
}

interface Props {
  legend: string;
  /** Said under the legend, as part of it ("Choose one or more."). */
  hint?: string;
  /** Whether one box at least must be ticked: the legend then carries the form's required mark. */
  required?: boolean;
  /** The boxes, in order; the first one's field carries the group's error, and the error summary leads to it. */
  boxes: readonly CheckboxChoice[];
  className?: string;
  boxClassName?: string;
}

/**
 * Several boxes under one legend with one error for the group ("choose at least one"): the error belongs to the
 * first box's field, every box is marked invalid and described by it, and ticking any box clears it.
 */
export const CheckboxGroupField = memo(function CheckboxGroupField({
  legend,
  hint,
  required = false,
  boxes,
  className = 'col-12',
  boxClassName = 'col-sm-6',
}: Props) {
  const first = boxes[0];
  if (!first) throw new Error(`The group ${legend} has no box.`);
  const group = useFormField(first.name, false);
  return (
    <fieldset className={className}>
      <legend className="form-label fs-6 mb-2">
        {legend}
        {/* The boxes are not each required, so the star is the form's mark and the hint says what is asked. */}
        <RequiredStar required={required} />
        {hint && <span className="form-text d-block mt-0">{hint}</span>}
      </legend>
      <div className="row">
        {boxes.map((box) => (
          // The group names every box in the error summary, whose link leads to the first.
          <CheckboxField
            key={box.name}
            name={box.name}
            label={box.label}
            summaryLabel={legend}
            className={boxClassName}
            group={group}
          />
        ))}
      </div>
      <FieldError field={group} />
    </fieldset>
  );
});
