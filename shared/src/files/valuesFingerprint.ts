/**
 * A form's values as one text, to tell whether a retry sends what a failed attempt sent. A chosen file counts by
 * name, size and date: reading its bytes again for this would cost as much as sending it.
 */
export function valuesFingerprint(values: object): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File ? [value.name, value.size, value.lastModified] : value,
  );
}
