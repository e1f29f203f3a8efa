import * as z from '@tekvana/contracts/schema';

const tooLong = (max: number) => `Please use at most ${max} characters.`;

/** Text that must be filled in (white space alone does not count), at most `max` characters when given. */
export function requiredText(message: string, max?: number) {
  // Trimming first, so the checks after it see the text without its surrounding white space.
  const text = z.string().check(z.trim(), z.minLength(1, message));
  return max === undefined ? text : text.check(z.maxLength(max, tooLong(max)));
}

/** Text that may stay empty, at most `max` characters when given. */
export function optionalText(max?: number) {
  return max === undefined ? z.string() : z.string().check(z.maxLength(max, tooLong(max)));
}
