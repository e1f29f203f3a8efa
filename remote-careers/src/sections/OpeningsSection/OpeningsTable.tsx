import { Link } from 'react-router-dom';
import type { Opening } from '@tekvana/shared';
import { jobDescriptionHref } from '../../config/careersConfig';
import type { OpeningNavigationState } from '../../opening/useOpening';
import type { OpeningsQuery, SortKey } from './openingsQuery';
import { SortHeader } from './SortHeader';

interface Props {
  openings: readonly Opening[];
  query: OpeningsQuery;
  onSort: (key: SortKey) => void;
}

/**
 * The openings table (columns of decision 012). Below the md breakpoint the CSS lays each row out as a card; the
 * explicit roles keep it a table for assistive technology when its display changes.
 */
/* eslint-disable jsx-a11y-x/no-redundant-roles, jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the roles
   restate the table's own on purpose: CSS display changes on small screens drop them in some browsers. */
export function OpeningsTable({ openings, query, onSort }: Props) {
  return (
    <table className="table openings-table align-middle" role="table" aria-describedby="openings-count">
      <thead role="rowgroup">
        <tr role="row">
          <SortHeader label="Job Id" sortKey="REQ_ID" query={query} onSort={onSort} />
          <th scope="col" role="columnheader">
            Position Title
          </th>
          <SortHeader label="Location" sortKey="PSTN_LCTN" query={query} onSort={onSort} />
          <th scope="col" role="columnheader">
            Work Mode
          </th>
          <th scope="col" role="columnheader">
            Position Type
          </th>
          <th scope="col" role="columnheader">
            Salary/Rate
          </th>
          <th scope="col" role="columnheader">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {openings.map((opening) => (
          <tr key={opening.REQ_ID} role="row">
            <td role="cell" data-label="Job Id">
              {opening.REQ_ID}
            </td>
            <td role="cell" data-label="Position Title" className="openings-table__title">
              {opening.PSTN_TITLE}
            </td>
            <td role="cell" data-label="Location">
              {opening.PSTN_LCTN}
            </td>
            <td role="cell" data-label="Work Mode">
              {opening.WORK_LOCATION_PREFERENCE}
            </td>
            <td role="cell" data-label="Position Type">
              {opening.PSTN_TYP}
            </td>
            <td role="cell" data-label="Salary/Rate">
              {opening.PSTN_RATE}
            </td>
            <td role="cell" className="openings-table__action">
              <Link
                className="btn btn-primary btn-sm"
                to={jobDescriptionHref(opening.REQ_ID)}
                state={{ opening } satisfies OpeningNavigationState}
              >
                View Job
                <span className="visually-hidden">
                  : {opening.PSTN_TITLE}, {opening.REQ_ID}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
