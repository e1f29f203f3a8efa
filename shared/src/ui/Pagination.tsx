import type { ReactNode } from 'react';

interface Props {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Blog pages"). */
  label: string;
  /** Classes of the landmark: its spacing, and the app's colours for Bootstrap's pagination. */
  className?: string;
}

/**
 * The page numbers worth a button: the first, the last, and the current one with its neighbours; a gap (null)
 * stands for the pages between. A list of thousands of openings keeps a row of at most seven buttons.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A single missing page gets its own button rather than a gap.
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

/** Previous, a window of numbered pages and next; previous and next are disabled at the ends. */
export function Pagination({ page, pageCount, onPageChange, label, className }: Props) {
  const numbers = pageWindow(page, pageCount);
  return (
    <nav aria-label={label} className={className}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <PageItem disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </PageItem>
        {numbers.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <PageItem
              key={number}
              current={number === page}
              label={`Page ${number}`}
              onClick={() => onPageChange(number)}
            >
              {number}
            </PageItem>
          ),
        )}
        <PageItem disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
        </PageItem>
      </ul>
    </nav>
  );
}

interface PageItemProps {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  current?: boolean;
  label?: string;
}

function PageItem({ onClick, children, disabled = false, current = false, label }: PageItemProps) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      <button
        type="button"
        className="page-link"
        onClick={onClick}
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
      >
        {children}
      </button>
    </li>
  );
}
