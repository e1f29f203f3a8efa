interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Blog pages"). */
  label: string;
}

/** Previous, numbered pages and next; previous and next are disabled at the ends. */
export function Pagination({ page, pageCount, onChange, label }: Props) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label} className="tk-pagination">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onChange(page - 1)} disabled={page <= 1}>
            Previous
          </button>
        </li>
        {pages.map((number) => (
          <li className={`page-item${number === page ? ' active' : ''}`} key={number}>
            <button
              type="button"
              className="page-link"
              onClick={() => onChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button type="button" className="page-link" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
