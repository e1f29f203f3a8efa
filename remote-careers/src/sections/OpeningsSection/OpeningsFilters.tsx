import { useState } from 'react';
import type { Country } from '@tekvana/shared';
import { NEAR_KM_CHOICES, NEAR_MAX_LENGTH, OPENINGS_SEARCH_MAX_LENGTH, workModes } from '@tekvana/contracts/careers';
import { workModeOf, type OpeningsQuery } from './openingsQuery';

/** The search box's id: its label's, and where a chosen suggestion puts the focus. */
export const SEARCH_BOX_ID = 'openings-search';

interface Props {
  query: OpeningsQuery;
  countries: readonly Country[];
  onChange: (change: Partial<OpeningsQuery>) => void;
}

/**
 * Search box, country, position type, work mode, a place and a radius, and sponsorship: each writes straight into
 * the URL (the place once it is entered).
 */
export function OpeningsFilters({ query, countries, onChange }: Props) {
  return (
    <form
      className="openings-filters row g-3 align-items-end mb-3"
      role="search"
      aria-label="Search openings"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-12 col-md-6">
        <label htmlFor={SEARCH_BOX_ID} className="form-label">
          Search openings
        </label>
        <input
          id={SEARCH_BOX_ID}
          type="search"
          className="form-control"
          placeholder="Search by Position Title, Location, Work Mode or Position Type"
          value={query.search}
          maxLength={OPENINGS_SEARCH_MAX_LENGTH}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <FilterSelect
        id="openings-country"
        label="Country"
        value={query.country}
        onChange={(country) => onChange({ country })}
        choices={[
          { value: '', label: 'Select' },
          ...countries.map((country) => ({ value: country.COUNTRY_CODE, label: country.COUNTRY_NAME })),
        ]}
      />
      <FilterSelect
        id="openings-type"
        label="Position type"
        value={query.type === 'permanent' || query.type === 'contractual' ? query.type : ''}
        onChange={(type) => onChange({ type })}
        choices={[
          { value: '', label: 'All' },
          { value: 'permanent', label: 'Full-Time' },
          { value: 'contractual', label: 'Contract' },
        ]}
      />
      <FilterSelect
        id="openings-mode"
        label="Work mode"
        value={workModeOf(query.mode) ?? ''}
        onChange={(mode) => onChange({ mode })}
        choices={[{ value: '', label: 'All' }, ...workModes.map((mode) => ({ value: mode, label: mode }))]}
      />
      {/* Remounted when the URL's place changes (cleared filters, Back): the box shows the URL's place again. */}
      <NearFilter key={query.near} near={query.near} km={query.km} onChange={onChange} />
      <div className="col-12">
        <div className="form-check">
          <input
            id="openings-sponsorship"
            type="checkbox"
            className="form-check-input"
            checked={query.sponsorship}
            onChange={(event) => onChange({ sponsorship: event.target.checked })}
          />
          <label htmlFor="openings-sponsorship" className="form-check-label">
            Visa sponsorship
          </label>
        </div>
      </div>
    </form>
  );
}

interface NearFilterProps {
  near: string;
  km: number;
  onChange: (change: Partial<OpeningsQuery>) => void;
}

/**
 * "Near a city" and "Within" (decision 084). The place is searched once it is entered (Enter, or leaving the box),
 * not at every key: a half-typed name is no place. Emptying the box searches everywhere again at once.
 */
function NearFilter({ near, km, onChange }: NearFilterProps) {
  const [text, setText] = useState(near);
  const commit = (value: string) => {
    if (value.trim() !== near.trim()) onChange({ near: value.trim() });
  };
  const radii = [...new Set<number>([...NEAR_KM_CHOICES, km])].sort((a, b) => a - b);
  return (
    <>
      <div className="col-12 col-md-6">
        <label htmlFor="openings-near" className="form-label">
          Near a city
        </label>
        <input
          id="openings-near"
          type="search"
          className="form-control"
          placeholder="City and state, such as Austin, TX or Pune, Maharashtra"
          value={text}
          maxLength={NEAR_MAX_LENGTH}
          autoComplete="address-level2"
          aria-describedby="openings-near-help"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') commit('');
          }}
          onBlur={() => commit(text)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit(text);
          }}
        />
      </div>
      <FilterSelect
        id="openings-km"
        label="Within"
        value={String(km)}
        onChange={(value) => onChange({ km: Number(value) })}
        choices={radii.map((radius) => ({ value: String(radius), label: `${radius} km` }))}
      />
      {/* Below both, so the box and the radius stand level. */}
      <div id="openings-near-help" className="col-12 form-text">
        Press Enter to search around the city. Places from GeoNames (CC BY 4.0).
      </div>
    </>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled dropdown of the filter bar (not a form field: it changes the list at once, nothing is submitted). */
function FilterSelect({ id, label, value, onChange, choices }: FilterSelectProps) {
  return (
    <div className="col-6 col-md-2">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
