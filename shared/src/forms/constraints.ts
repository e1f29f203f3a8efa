import * as z from '@tekvana/contracts/schema';
import type { $ZodCheckDef, $ZodCheckLengthEqualsDef, $ZodCheckMaxLengthDef, $ZodType, $ZodTypeDef } from 'zod/v4/core';

/** What the browser is told about a field, read from the field's schema so the two cannot disagree. */
export interface FieldConstraints {
  required: boolean;
  maxLength: number | undefined;
}

/** What a control holds when nothing was entered: a checkbox is unticked, a file input empty. */
export type EmptyValue = '' | false | null;

// Wrappers that hold the entered value as it is (or no value at all), so a limit inside them still limits what
// is typed. A pipe is not one: its second schema sees what the first made of the value.
const WRAPPERS: ReadonlySet<$ZodTypeDef['type']> = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);
type WrapperDef = $ZodTypeDef & { innerType: $ZodType };
const isWrapper = (def: $ZodTypeDef): def is WrapperDef => WRAPPERS.has(def.type);

/** The length limit one check sets, if it is a length check. */
function lengthLimitOf(check: $ZodCheckDef): number | undefined {
  // The check's name tells its definition apart; the core types do not narrow on it by themselves.
  if (check.check === 'max_length') return (check as $ZodCheckMaxLengthDef).maximum;
  if (check.check === 'length_equals') return (check as $ZodCheckLengthEqualsDef).length;
  return undefined;
}

/**
 * The longest value a string schema takes, looking through optional, nullable and similar wrappers. A zod/mini
 * schema keeps its limits only as checks in its definition (it has no maxLength property), so they are read there.
 */
function maxLengthOf(schema: $ZodType): number | undefined {
  const def = schema._zod.def;
  const limits = (def.checks ?? [])
    .map((check) => lengthLimitOf(check._zod.def))
    .filter((limit) => limit !== undefined);
  const inner = isWrapper(def) ? maxLengthOf(def.innerType) : undefined;
  if (inner !== undefined) limits.push(inner);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

// Per schema and empty value: a field asks on each of its renders, and a refused parse builds its issues each time.
const known = new WeakMap<$ZodType, Map<EmptyValue, FieldConstraints>>();

/** A field is required exactly when its schema refuses the empty value. */
export function constraintsOf(schema: $ZodType | undefined, empty: EmptyValue): FieldConstraints {
  if (!schema) return { required: false, maxLength: undefined };
  let byEmpty = known.get(schema);
  if (!byEmpty) {
    byEmpty = new Map();
    known.set(schema, byEmpty);
  }
  let constraints = byEmpty.get(empty);
  if (!constraints) {
    constraints = { required: !z.safeParse(schema, empty).success, maxLength: maxLengthOf(schema) };
    byEmpty.set(empty, constraints);
  }
  return constraints;
}
