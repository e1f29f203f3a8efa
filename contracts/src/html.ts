const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML element content and quoted attribute values: the one escaping of the HTML the site writes
 * itself (the mails the site and the API send, the API's pages, the site server's preview banner).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for the text of a `<script>` element (JSON-LD, the inlined deploy config, the hydration data). Every "<"
 * becomes "\u003c", which JSON reads back as the same character, so no string in the data can close the element
 * ("</script>") or open an HTML comment in it (decision 019).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
