import type { OpeningsQuery, SortKey } from './openingsQuery';

interface Props {
  label: string;
  sortKey: SortKey;
  query: OpeningsQuery;
  onSort: (key: SortKey) => void;
}

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** A column header that sorts: the button toggles, aria-sort tells assistive technology the current order. */
export function SortHeader({ label, sortKey, query, onSort }: Props) {
  const active = query.sort === sortKey;
  const direction = active ? query.direction : undefined;
  return (
    <th
      scope="col"
      role="columnheader"
      className="openings-table__sortable"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="openings-table__sort" onClick={() => onSort(sortKey)}>
        {label}
        <span className="openings-table__arrow" aria-hidden="true">
          {direction ? ARROWS[direction] : '↕'}
        </span>
      </button>
    </th>
  );
}
