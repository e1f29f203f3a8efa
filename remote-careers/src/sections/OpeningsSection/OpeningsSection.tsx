import { useCallback, useMemo } from 'react';
import { useSuspenseQueries } from '@tanstack/react-query';
import type { Country, Opening, SectionProps } from '@tekvana/shared';
import { Pagination } from '@tekvana/shared/ui';
import { LoadBoundary } from '../../components/LoadBoundary';
import { countriesQuery, openingsQuery } from '../../queries/careersQueries';
import { withQueries } from '../../queries/withQueries';
import { matchOpenings, searchableOpenings } from '@tekvana/contracts/careers';
import { NoRoleFits } from './NoRoleFits';
import { OpeningsFilters } from './OpeningsFilters';
import { OpeningsTable } from './OpeningsTable';
import { JobAlert } from './JobAlert/JobAlert';
import { nextSort, positionTypeOf, workModeOf, type OpeningsQuery, type SortKey } from './openingsQuery';
import { paginate } from './paginate';
import { sortOpenings } from './sortOpenings';
import { useOpeningsQuery } from './useOpeningsQuery';
import { useSearchText } from './useSearchText';
import './OpeningsSection.css';

const DEFAULT_TARGET_URL = '/get/requirement';

/** Current openings: search, filter and sort the staffing API's openings, then open one. */
function OpeningsSection({ section }: SectionProps<'OPENINGS-SECTION'>) {
  return (
    <section className="openings-section py-5" aria-labelledby="openings-heading">
      <div className="container-xl">
        {section.heading && (
          <h2 id="openings-heading" className="mb-4">
            {section.heading}
          </h2>
        )}
        {/* The table arrives complete: no loading flash and no layout shift when the page first shows. */}
        <LoadBoundary
          message="The openings could not be loaded. Please check your connection and try again."
          loadingLabel="Loading openings…"
        >
          <LoadedOpenings targetUrl={section.targetUrl ?? DEFAULT_TARGET_URL} />
        </LoadBoundary>
        <NoRoleFits />
      </div>
    </section>
  );
}

export default withQueries(OpeningsSection);

interface OpeningsList {
  openings: Opening[];
  countries: Country[];
}

/** The openings of the section's targetUrl and the countries of the dropdown, fetched side by side. */
function LoadedOpenings({ targetUrl }: { targetUrl: string }) {
  const [openings, countries] = useSuspenseQueries({ queries: [openingsQuery(targetUrl), countriesQuery] });
  const list = useMemo(() => ({ openings: openings.data, countries: countries.data }), [openings.data, countries.data]);
  return <OpeningsBrowser list={list} />;
}

function OpeningsBrowser({ list }: { list: OpeningsList }) {
  const [query, update] = useOpeningsQuery();
  const writeSearch = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchText(query.search, writeSearch);
  // Sorted and prepared for searching once per list and order; a keystroke then only filters, which keeps the
  // order. That is cheap enough at 10,000 openings to update the table in the keystroke's own render, so the
  // rows change in the next frame (issue 16; a deferred second render made typing slower, not faster).
  const sorted = useMemo(
    () => sortOpenings(list.openings, query.sort, query.direction),
    [list, query.sort, query.direction],
  );
  const searchable = useMemo(() => searchableOpenings(sorted), [sorted]);
  const matching = useMemo(
    () =>
      matchOpenings(searchable, list.countries, {
        search: searchText,
        countryCode: query.country,
        positionType: positionTypeOf(query.type),
        workMode: workModeOf(query.mode),
      }),
    [searchable, list.countries, searchText, query.country, query.type, query.mode],
  );
  // A search not yet in the URL starts from the first page, as it will once it is written there.
  const page = searchText === query.search ? query.page : 1;
  const shown = useMemo(() => paginate(matching, page), [matching, page]);
  const sortBy = useCallback((key: SortKey) => update(nextSort(query, key)), [update, query]);
  const clearFilters = () => update({ search: '', country: '', type: '', mode: '' } satisfies Partial<OpeningsQuery>);

  return (
    <>
      <OpeningsFilters
        query={{ ...query, search: searchText }}
        countries={list.countries}
        onChange={({ search: typed, ...change }) => (typed === undefined ? update(change) : setSearchText(typed))}
      />
      <p id="openings-count" className="text-body-secondary small mb-2" role="status">
        {matching.length === 0
          ? 'No openings match your search.'
          : `Showing ${shown.from}–${shown.to} of ${matching.length} ${matching.length === 1 ? 'opening' : 'openings'}.`}
      </p>
      {matching.length === 0 ? (
        <div className="openings-empty border rounded p-4 text-center">
          <p className="mb-3">Try other words, another country or position type.</p>
          <button type="button" className="btn btn-primary" onClick={clearFilters}>
            Clear filters
          </button>
        </div>
      ) : (
        <>
          <OpeningsTable openings={shown.items} query={query} onSort={sortBy} />
          {shown.pageCount > 1 && (
            <Pagination
              page={shown.page}
              pageCount={shown.pageCount}
              onPageChange={(page) => update({ page })}
              label="Openings pages"
              className="mt-3"
            />
          )}
        </>
      )}
      <JobAlert
        filter={{
          // The API keeps up to 100 characters of search, as the box is meant for a few words.
          search: searchText.trim().slice(0, 100),
          // A country the list does not know watches every country, as the dropdown then shows "Select".
          countryCode: list.countries.some((country) => country.COUNTRY_CODE === query.country) ? query.country : '',
          positionType: positionTypeOf(query.type) ?? '',
          workMode: workModeOf(query.mode) ?? '',
        }}
        countries={list.countries}
      />
    </>
  );
}
