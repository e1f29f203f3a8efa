/** The first line of an error's message: what one-line warnings and probe answers say of a failure. */
export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
