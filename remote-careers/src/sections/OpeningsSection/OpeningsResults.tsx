import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination } from '@tekvana/shared/ui';
import { SEARCH_BOX_ID } from './OpeningsFilters';
import { OpeningsTable } from './OpeningsTable';
import { openingsPageQuery } from './openingsPage';
import { nextSort, type OpeningsQuery, type SortKey } from './openingsQuery';

interface Props {
  listPath: string;
  query: OpeningsQuery;
  update: (change: Partial<OpeningsQuery>) => void;
  onClearFilters: () => void;
}

/**
 * One page of openings for the URL's search. The first load suspends, so the section shows once, whole (and a
 * pre-rendered copy stays until its answer is in); a later search keeps the previous page on screen, marked busy,
 * until its own answer comes. A failure goes to the LoadBoundary around this, with a retry.
 */
export function OpeningsResults({ listPath, query, update, onClearFilters }: Props) {
  // `suspense` beside placeholder data: useQuery's type leaves it out (useSuspenseQuery sets it and drops
  // placeholders), but the observer honours both, suspending only while there is nothing at all to show.
  const options = { ...openingsPageQuery(listPath, query), placeholderData: keepPreviousData, suspense: true };
  const { data: answer, isPlaceholderData } = useQuery(options);
  const sortBy = useCallback((key: SortKey) => update(nextSort(query, key)), [update, query]);
  if (!answer) return null;

  const pageCount = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const from = answer.items.length > 0 ? (answer.page - 1) * answer.pageSize + 1 : 0;
  const to = from + answer.items.length - (answer.items.length > 0 ? 1 : 0);
  const noun = answer.total === 1 ? 'opening' : 'openings';
  const where = answer.near ? ` within ${answer.near.km} km of ${answer.near.place}` : '';
  return (
    <div className="openings-results" aria-busy={isPlaceholderData}>
      <p id="openings-count" className="text-body-secondary small mb-2" role="status">
        {answer.placeProblem ??
          (answer.total === 0
            ? `No openings match your search${where}.`
            : `Showing ${from}–${to} of ${answer.total.toLocaleString('en-US')} ${noun}${where}.`)}
      </p>
      {answer.total === 0 ? (
        <div className="openings-empty border rounded p-4 text-center">
          {answer.placeProblem ? (
            <p className="mb-3">Check the place, or clear the filters to see every opening.</p>
          ) : answer.suggestion ? (
            <p className="mb-3">
              Did you mean{' '}
              <button
                type="button"
                className="btn btn-link openings-empty__suggestion"
                onClick={() => {
                  update({ search: answer.suggestion });
                  // The button goes with the empty results: focus stays in the search, where the new words are.
                  document.getElementById(SEARCH_BOX_ID)?.focus();
                }}
              >
                {answer.suggestion}
              </button>
              ?
            </p>
          ) : (
            <p className="mb-3">Try other words, another country or position type.</p>
          )}
          <button type="button" className="btn btn-primary" onClick={onClearFilters}>
            Clear filters
          </button>
        </div>
      ) : (
        <>
          <OpeningsTable openings={answer.items} query={query} onSort={sortBy} />
          {pageCount > 1 && (
            <Pagination
              page={answer.page}
              pageCount={pageCount}
              onPageChange={(page) => update({ page })}
              label="Openings pages"
              className="mt-3"
            />
          )}
        </>
      )}
    </div>
  );
}
