export const OPENINGS_PAGE_SIZE = 20;

export interface PageSlice<T> {
  items: T[];
  /** The page actually shown (a page past the end shows the last one). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 when there are none. */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, size = OPENINGS_PAGE_SIZE): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pageCount, from: shown.length ? start + 1 : 0, to: start + shown.length };
}
