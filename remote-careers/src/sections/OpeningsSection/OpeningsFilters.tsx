import type { Country } from '@tekvana/shared';
import type { OpeningsQuery } from './openingsQuery';

interface Props {
  query: OpeningsQuery;
  countries: readonly Country[];
  onChange: (change: Partial<OpeningsQuery>) => void;
}

/** Search box, country dropdown and position type: each writes straight into the URL. */
export function OpeningsFilters({ query, countries, onChange }: Props) {
  return (
    <form
      className="openings-filters row g-3 align-items-end mb-3"
      role="search"
      aria-label="Search openings"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-12 col-md-6">
        <label htmlFor="openings-search" className="form-label">
          Search openings
        </label>
        <input
          id="openings-search"
          type="search"
          className="form-control"
          placeholder="Search by Position Title, Location, Work Mode or Position Type"
          value={query.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="openings-country" className="form-label">
          Country
        </label>
        <select
          id="openings-country"
          className="form-select"
          value={query.country}
          onChange={(event) => onChange({ country: event.target.value })}
        >
          <option value="">Select</option>
          {countries.map((country) => (
            <option key={country.COUNTRY_UUID} value={country.COUNTRY_CODE}>
              {country.COUNTRY_NAME}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor="openings-type" className="form-label">
          Position type
        </label>
        <select
          id="openings-type"
          className="form-select"
          value={query.type === 'permanent' || query.type === 'contractual' ? query.type : ''}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">All</option>
          <option value="permanent">Full-Time</option>
          <option value="contractual">Contract</option>
        </select>
      </div>
    </form>
  );
}
