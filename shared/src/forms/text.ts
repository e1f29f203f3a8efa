import { z } from 'zod';

const tooLong = (max: number) => `Please use at most ${max} characters.`;

/** Text that must be filled in (white space alone does not count), at most `max` characters when given. */
export function requiredText(message: string, max?: number) {
  const text = z.string().trim().min(1, message);
  return max === undefined ? text : text.max(max, tooLong(max));
}

/** Text that may stay empty, at most `max` characters when given. */
export function optionalText(max?: number) {
  return max === undefined ? z.string() : z.string().max(max, tooLong(max));
}
