import type { Country, Opening, PositionType, WorkMode } from './careers';
import { isPastClosingDate } from './openingTerms';

export interface OpeningsFilter {
  search: string;
  /** COUNTRY_CODE; empty keeps every country. */
  countryCode: string;
  /** Empty or undefined keeps every type. */
  positionType: PositionType | '' | undefined;
  /** Only openings with this WORK_LOCATION_PREFERENCE; a job alert can ask for one (decision 032). */
  workMode?: WorkMode | '' | undefined;
  /** Only openings that sponsor a work visa (the `sponsorship=yes` parameter, decision 059). */
  sponsorship?: boolean | undefined;
  /** YYYY-MM-DD, usually todayUtc(): leaves out the openings past their closing date on that day (decision 059). */
  openOn?: string | undefined;
}

/** The fields the search box looks in (decision 012). */
const SEARCHED_FIELDS = ['PSTN_TITLE', 'PSTN_LCTN', 'PSTN_TYP', 'WORK_LOCATION_PREFERENCE'] as const;

/** Decision 012: the chosen country code maps to the country uuid that openings carry. */
export function countryUuidOf(countries: readonly Country[], code: string): string | undefined {
  return countries.find((country) => country.COUNTRY_CODE === code)?.COUNTRY_UUID;
}

/** An opening with the text the search box looks in, joined and lower-cased once per list. */
export interface SearchableOpening {
  opening: Opening;
  text: string;
}

/** Between the searched fields, so that a search never matches across two of them. */
const FIELD_SEPARATOR = '\n';

/**
 * Prepares a list for searching as the visitor types: each keystroke then tests one string per opening instead
 * of lower-casing four fields of every opening again.
 */
export function searchableOpenings(openings: readonly Opening[]): SearchableOpening[] {
  return openings.map((opening) => ({
    opening,
    text: SEARCHED_FIELDS.map((field) => String(opening[field] ?? ''))
      .join(FIELD_SEPARATOR)
      .toLocaleLowerCase(),
  }));
}

/**
 * Openings that match the type, the work mode, sponsorship, the closing date, the country and the case-insensitive
 * search text, in their given
 * order. Shared by the openings page and the API's job alerts (decision 032), so an alert mails what the page shows.
 */
export function matchOpenings(
  searchable: readonly SearchableOpening[],
  countries: readonly Country[],
  filter: OpeningsFilter,
): Opening[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  if (needle.includes(FIELD_SEPARATOR)) return [];
  // An unknown code matches nothing rather than everything: the URL asked for a country we do not have.
  const countryUuid = filter.countryCode ? (countryUuidOf(countries, filter.countryCode) ?? null) : undefined;
  const matches: Opening[] = [];
  for (const { opening, text } of searchable) {
    if (filter.positionType && opening.PSTN_TYP !== filter.positionType) continue;
    if (filter.workMode && opening.WORK_LOCATION_PREFERENCE !== filter.workMode) continue;
    if (filter.sponsorship && opening.VISA_SPONSORSHIP !== 'Yes') continue;
    if (filter.openOn && isPastClosingDate(opening, filter.openOn)) continue;
    if (countryUuid !== undefined && opening.COUNTRY !== countryUuid) continue;
    if (needle && !text.includes(needle)) continue;
    matches.push(opening);
  }
  return matches;
}

/** `matchOpenings` for a list searched once. */
export function filterOpenings(
  openings: readonly Opening[],
  countries: readonly Country[],
  filter: OpeningsFilter,
): Opening[] {
  return matchOpenings(searchableOpenings(openings), countries, filter);
}
