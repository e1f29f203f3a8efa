/** Decision 008: the generic page takes the last path segment as its content key; '/' is the home page. */
export function contentKeyOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? 'home';
}
