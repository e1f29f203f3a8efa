/** The first line of an error's message: what the site server's one-line warnings say of a failure. */
export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
