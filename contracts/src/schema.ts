import { config, type core } from 'zod/mini';

// zod compiles fast paths with new Function unless told not to; the site's CSP has no 'unsafe-eval', and even
// zod's caught probe for it is reported as a violation. Every schema of the site is written with this module's
// functions (`import * as z from '.../schema'`), so the setting is in force before any schema runs.
config({ jitless: true });

// Named re-exports, not a namespace object: a bundler keeps only the functions a schema calls. Re-exporting the
// namespace as one value kept all of zod/mini, its locales included, in the shared singleton on every page.
export * from 'zod/mini';

/**
 * One line per problem, naming where it is and what was expected ("mail.contact: expected array"), for the errors
 * a developer or an operator reads. zod/mini loads no locale, so its own message is only "Invalid input"; the
 * visitor-facing texts are written in the form schemas themselves.
 */
export function describeIssues(error: core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'the value';
      if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}`;
      if (issue.code === 'invalid_value')
        return `${where}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      if (issue.code === 'too_small') return `${where}: too short`;
      if (issue.code === 'unrecognized_keys')
        return `${where}: no field ${issue.keys.map((key) => `"${key}"`).join(', ')} here`;
      // A discriminated union that matched no option: list the ones it knows (a misspelt section type, say).
      if (issue.code === 'invalid_union' && 'options' in issue && issue.options) {
        return `${where}: expected one of ${issue.options.map((option) => JSON.stringify(option)).join(', ')}`;
      }
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
