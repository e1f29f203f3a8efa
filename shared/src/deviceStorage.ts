/**
 * This browser's localStorage, or none where it is disabled: some browsers throw on the mere access. Callers
 * treat every read and write as best effort, so a full or blocked storage never stops the site.
 */
export function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
