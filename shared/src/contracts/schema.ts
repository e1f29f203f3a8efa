import * as z from 'zod/mini';

// zod compiles fast paths with new Function unless told not to; the site's CSP has no 'unsafe-eval', and even
// zod's caught probe for it is reported as a violation. Every schema of the site is written with this module's
// `z`, so the setting is in force before any schema runs.
z.config({ jitless: true });

export { z };

/**
 * One line per problem, naming where it is and what was expected ("mail.contact: expected array"), for the errors
 * a developer or an operator reads. zod/mini loads no locale, so its own message is only "Invalid input"; the
 * visitor-facing texts are written in the form schemas themselves.
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'the value';
      if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}`;
      if (issue.code === 'invalid_value') return `${where}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      if (issue.code === 'too_small') return `${where}: too short`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
