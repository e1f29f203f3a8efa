import { useCallback } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Country, SectionProps } from '@tekvana/shared';
import { OPENINGS_SEARCH_MAX_LENGTH } from '@tekvana/contracts/careers';
import { LoadBoundary } from '../../components/LoadBoundary';
import { countriesQuery } from '../../queries/careersQueries';
import { withQueries } from '../../queries/withQueries';
import { NoRoleFits } from './NoRoleFits';
import { OpeningsFilters } from './OpeningsFilters';
import { OpeningsResults } from './OpeningsResults';
import { JobAlert } from './JobAlert/JobAlert';
import { SavedJobs } from '../../savedJobs/SavedJobs';
import { NO_FILTERS, positionTypeOf, workModeOf } from './openingsQuery';
import { useOpeningsQuery } from './useOpeningsQuery';
import { useSearchText } from './useSearchText';
import { listPathOf } from './openingsPage';
import './OpeningsSection.css';

/** Current openings: search, filter and sort the staffing API's openings (decision 056), then open one. */
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
          <OpeningsBrowser listPath={listPathOf(section)} />
        </LoadBoundary>
        <NoRoleFits />
      </div>
    </section>
  );
}

export default withQueries(OpeningsSection);

/**
 * The filters, the saved jobs, one page of results and the job alert. The search box's text goes to the URL (and so to the API)
 * when typing pauses; the results of the last search stay on screen meanwhile.
 */
function OpeningsBrowser({ listPath }: { listPath: string }) {
  const { data: countries } = useSuspenseQuery(countriesQuery);
  const [query, update] = useOpeningsQuery();
  const writeSearch = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchText(query.search, writeSearch);
  const clearFilters = useCallback(() => update(NO_FILTERS), [update]);

  return (
    <>
      <OpeningsFilters
        query={{ ...query, search: searchText }}
        countries={countries}
        onChange={({ search: typed, ...change }) => (typed === undefined ? update(change) : setSearchText(typed))}
      />
      <SavedJobs />
      <LoadBoundary
        message="The openings could not be loaded. Please check your connection and try again."
        loadingLabel="Loading openings…"
        resetKeys={[listPath, query]}
      >
        <OpeningsResults listPath={listPath} query={query} update={update} onClearFilters={clearFilters} />
      </LoadBoundary>
      <JobAlert
        filter={{
          // The API keeps up to 100 characters of search, as the box is meant for a few words.
          search: searchText.trim().slice(0, OPENINGS_SEARCH_MAX_LENGTH),
          // A country the list does not know watches every country, as the dropdown then shows "Select".
          countryCode: countries.some((country: Country) => country.COUNTRY_CODE === query.country)
            ? query.country
            : '',
          positionType: positionTypeOf(query.type) ?? '',
          workMode: workModeOf(query.mode) ?? '',
          sponsorship: query.sponsorship,
          // The place as entered; the API stores the gazetteer's name for it, or refuses one it cannot tell.
          ...(query.near.trim() ? { near: query.near.trim(), km: query.km } : {}),
        }}
        countries={countries}
      />
    </>
  );
}
