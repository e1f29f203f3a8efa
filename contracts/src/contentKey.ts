/**
 * Decision 008: the shell's generic page takes the last path segment as its content key; '/' is the home page.
 * Shared, so the checks of the site data's links use the shell's own rule.
 */
export function contentKeyOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? 'home';
}
