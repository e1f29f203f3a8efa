import { memo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SiteLink, type OpeningSummary } from '@tekvana/shared';
import { jobDescriptionHref } from '../../config/careersConfig';
import { openingQuery } from '../../queries/careersQueries';
import type { OpeningsQuery, SortKey } from './openingsQuery';
import { SortHeader } from './SortHeader';

interface Props {
  openings: readonly OpeningSummary[];
  query: OpeningsQuery;
  onSort: (key: SortKey) => void;
}

/** The table's columns (decision 012), in order; Job Id and Location sort. */
const COLUMNS: ReadonlyArray<{
  label: string;
  field: keyof OpeningSummary & string;
  sorts?: SortKey;
  className?: string;
}> = [
  { label: 'Job Id', field: 'REQ_ID', sorts: 'REQ_ID' },
  { label: 'Position Title', field: 'PSTN_TITLE', className: 'openings-table__title' },
  { label: 'Location', field: 'PSTN_LCTN', sorts: 'PSTN_LCTN' },
  { label: 'Work Mode', field: 'WORK_LOCATION_PREFERENCE' },
  { label: 'Position Type', field: 'PSTN_TYP' },
  { label: 'Salary/Rate', field: 'PSTN_RATE' },
];

/**
 * The openings table. Below the md breakpoint the CSS lays each row out as a card, and a browser may then drop a
 * table's native semantics with its display (Safari has). So the semantics are ARIA's, which no display changes: a
 * `role="table"` wrapper over a presentational table whose sections, rows and cells carry their roles. HTML allows
 * those roles only inside a table that is not itself one (the W3C checker refuses them in a native table), which is
 * why the wrapper holds the role rather than the table.
 */
/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the table
   is presentational, so its sections, rows and cells need their roles stated (see above). */
// Memoised: a keystroke re-renders the section at once for the search box, and the table only when its rows change.
export const OpeningsTable = memo(function OpeningsTable({ openings, query, onSort }: Props) {
  const queryClient = useQueryClient();
  // A row holds a summary, not the description: the job's page loads it, starting as the pointer or focus reaches
  // View Job, so it is usually in before the click lands.
  const prefetch = (reqId: number) => void queryClient.prefetchQuery(openingQuery(String(reqId)));
  return (
    <div role="table" aria-label="Current openings" aria-describedby="openings-count">
      <table className="table openings-table align-middle" role="presentation">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map(({ label, sorts }) =>
              sorts ? (
                <SortHeader key={label} label={label} sortKey={sorts} query={query} onSort={onSort} />
              ) : (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ),
            )}
            <th scope="col" role="columnheader">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {openings.map((opening) => (
            <tr key={opening.REQ_ID} role="row">
              {COLUMNS.map(({ label, field, className }) => (
                <td key={label} role="cell" data-label={label} className={className}>
                  {opening[field]}
                </td>
              ))}
              <td role="cell" className="openings-table__action">
                <SiteLink
                  className="btn btn-primary btn-sm"
                  to={jobDescriptionHref(opening.REQ_ID)}
                  onPointerEnter={() => prefetch(opening.REQ_ID)}
                  onFocus={() => prefetch(opening.REQ_ID)}
                >
                  View Job
                  <span className="visually-hidden">
                    : {opening.PSTN_TITLE}, {opening.REQ_ID}
                  </span>
                </SiteLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
