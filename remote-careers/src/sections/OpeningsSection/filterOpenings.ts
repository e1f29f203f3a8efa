import type { Country, Opening, PositionType } from '@tekvana/shared';

export interface OpeningsFilter {
  search: string;
  /** COUNTRY_CODE; empty keeps every country. */
  countryCode: string;
  positionType: PositionType | undefined;
}

/** The fields the search box looks in (decision 012). */
const SEARCHED_FIELDS = ['PSTN_TITLE', 'PSTN_LCTN', 'PSTN_TYP', 'WORK_LOCATION_PREFERENCE'] as const;

/** Decision 012: the chosen country code maps to the country uuid that openings carry. */
export function countryUuidOf(countries: readonly Country[], code: string): string | undefined {
  return countries.find((country) => country.COUNTRY_CODE === code)?.COUNTRY_UUID;
}

/** Openings that match the type, the country and the case-insensitive search text, in their given order. */
export function filterOpenings(
  openings: readonly Opening[],
  countries: readonly Country[],
  filter: OpeningsFilter,
): Opening[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  // An unknown code matches nothing rather than everything: the URL asked for a country we do not have.
  const countryUuid = filter.countryCode ? (countryUuidOf(countries, filter.countryCode) ?? null) : undefined;
  return openings.filter(
    (opening) =>
      (!filter.positionType || opening.PSTN_TYP === filter.positionType) &&
      (countryUuid === undefined || opening.COUNTRY === countryUuid) &&
      (!needle ||
        SEARCHED_FIELDS.some((field) =>
          String(opening[field] ?? '')
            .toLocaleLowerCase()
            .includes(needle),
        )),
  );
}
