/** One option of a field with choices (SelectField, RadioGroupField): the submitted value and its visible text. */
export interface Choice {
  value: string;
  label: string;
}

const sameChoices = (a: readonly Choice[], b: readonly Choice[]) =>
  a.length === b.length &&
  a.every((choice, index) => choice.value === b[index]?.value && choice.label === b[index].label);

/**
 * memo's comparison for a field with choices: a list written inline in a form is a new array on each of the form's
 * renders, with the same choices in it.
 */
export function sameFieldProps<P extends { choices: readonly Choice[] }>(previous: P, next: P): boolean {
  const names = Object.keys(next) as (keyof P)[];
  return (
    names.length === Object.keys(previous).length &&
    names.every((name) =>
      name === 'choices'
        ? sameChoices(previous.choices, next.choices)
        : Object.hasOwn(previous, name) && Object.is(previous[name], next[name]),
    )
  );
}
