// What a log line must never carry, whatever wrote it: a library's error message can quote a recipient
// (an SMTP server's "550 <ada@example.com> unknown") or a header. Logged fields are chosen to carry none; this is
// the second line of defence (docs/decisions/086-structured-logs.md).

// No '/' in the local part (the standard allows it): in a logged path it separates, and the address is what follows.
const EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// A signed link's or a form's secret in a query string, S3's presigned parameters and OAuth's tokens among them.
const TOKEN_PARAMETER =
  /([?&](?:token|t|signature|sig|key|code|access_token|id_token|password|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&\s"']+/gi;

/** `text` with e-mail addresses, credentials and token parameters replaced by what they were. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(BEARER, '$1 [token]').replace(TOKEN_PARAMETER, '$1[token]');
}

/** A copy of a logged value with every string in it scrubbed (objects and arrays followed, a few levels deep). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  // An error is left to the logger's err serializer, which scrubs it (its fields are not enumerable).
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}
