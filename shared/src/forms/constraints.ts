import type { z } from 'zod';

/** What the browser is told about a field, read from the field's schema so the two cannot disagree. */
export interface FieldConstraints {
  required: boolean;
  maxLength: number | undefined;
}

/** What a control holds when nothing was entered: a checkbox is unticked, a file input empty. */
export type EmptyValue = '' | false | null;

type Unwrappable = z.ZodType & { unwrap(): z.ZodType };
const canUnwrap = (schema: z.ZodType): schema is Unwrappable => typeof (schema as Partial<Unwrappable>).unwrap === 'function';

/** The longest value a string schema takes, looking through optional and nullable wrappers. */
function maxLengthOf(schema: z.ZodType): number | undefined {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    const max = (current as { maxLength?: number | null }).maxLength;
    if (typeof max === 'number') return max;
    if (!canUnwrap(current)) return undefined;
    current = current.unwrap();
  }
  return undefined;
}

/** A field is required exactly when its schema refuses the empty value. */
export function constraintsOf(schema: z.ZodType | undefined, empty: EmptyValue): FieldConstraints {
  if (!schema) return { required: false, maxLength: undefined };
  return { required: !schema.safeParse(empty).success, maxLength: maxLengthOf(schema) };
}
