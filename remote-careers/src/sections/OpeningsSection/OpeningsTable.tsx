import { memo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SiteLink, type OpeningSummary } from '@tekvana/shared';
import { jobDescriptionHref } from '../../config/careersConfig';
import { openingTermsTexts, type OpeningTermsTexts } from '../../opening/openingTermsText';
import { useTermsReader } from '../../opening/useTermsReader';
import { openingQuery } from '../../queries/careersQueries';
import { SaveJobButton } from '../../savedJobs/SaveJobButton';
import type { OpeningsQuery, SortKey } from './openingsQuery';
import { SortHeader } from './SortHeader';

interface Props {
  openings: readonly OpeningSummary[];
  query: OpeningsQuery;
  onSort: (key: SortKey) => void;
}

/**
 * The table's columns (decision 012), in order; Job Id and Location sort. The title's cell adds a line with the
 * opening's dates and sponsorship, and Salary/Rate shows a structured pay range in its place when there is a valid
 * one (decision 059): the SPEC's columns stay as they are.
 */
const COLUMNS: ReadonlyArray<{
  label: string;
  field: keyof OpeningSummary & string;
  sorts?: SortKey;
  className?: string;
  cell?: (opening: OpeningSummary, terms: OpeningTermsTexts) => ReactNode;
}> = [
  { label: 'Job Id', field: 'REQ_ID', sorts: 'REQ_ID' },
  {
    label: 'Position Title',
    field: 'PSTN_TITLE',
    className: 'openings-table__title',
    cell: (opening, terms) => <TitleWithTerms title={opening.PSTN_TITLE} terms={terms} />,
  },
  { label: 'Location', field: 'PSTN_LCTN', sorts: 'PSTN_LCTN' },
  { label: 'Work Mode', field: 'WORK_LOCATION_PREFERENCE' },
  { label: 'Position Type', field: 'PSTN_TYP' },
  { label: 'Salary/Rate', field: 'PSTN_RATE', cell: (_, terms) => terms.pay },
];

/** One element in the cell: below the md breakpoint the cell's content is one item of the card's grid. */
function TitleWithTerms({ title, terms }: { title: string; terms: OpeningTermsTexts }) {
  const line = [terms.posted, terms.applyBy, terms.sponsorship].filter(Boolean).join(' · ');
  return (
    <div>
      <span className="openings-table__name">{title}</span>
      {line && <span className="openings-table__terms d-block small text-body-secondary">{line}</span>}
    </div>
  );
}

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
            <OpeningRow key={opening.REQ_ID} opening={opening} onPrefetch={prefetch} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** A row: its terms in the pre-rendered copy's fixed form first, then in the visitor's (decision 059). */
function OpeningRow({ opening, onPrefetch }: { opening: OpeningSummary; onPrefetch: (reqId: number) => void }) {
  const terms = openingTermsTexts(opening, useTermsReader());
  return (
    <tr role="row">
      {COLUMNS.map(({ label, field, className, cell }) => (
        <td key={label} role="cell" data-label={label} className={className}>
          {cell ? cell(opening, terms) : opening[field]}
        </td>
      ))}
      <td role="cell" className="openings-table__action">
        <SaveJobButton job={opening} />
        <SiteLink
          className="btn btn-primary btn-sm"
          to={jobDescriptionHref(opening.REQ_ID)}
          onPointerEnter={() => onPrefetch(opening.REQ_ID)}
          onFocus={() => onPrefetch(opening.REQ_ID)}
        >
          View Job
          <span className="visually-hidden">
            : {opening.PSTN_TITLE}, {opening.REQ_ID}
          </span>
        </SiteLink>
      </td>
    </tr>
  );
}
