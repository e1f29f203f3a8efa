/**
 * JSON for the text of a `<script>` element (JSON-LD, the inlined deploy config). Every "<" becomes "\u003c",
 * which JSON reads back as the same character, so no string in the data can close the element ("</script>")
 * or open an HTML comment in it (decision 019).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
