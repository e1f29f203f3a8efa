interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / next through the result pages; hidden when everything fits on one. */
export function Pagination({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Openings pages" className="d-flex align-items-center justify-content-center gap-3 mt-3">
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pageCount}
      </span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
