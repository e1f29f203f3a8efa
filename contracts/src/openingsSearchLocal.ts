import type { Country, Opening, OpeningsSearchAnswer, OpeningSummary } from './careers';
import {
  OPENINGS_PAGE_SIZE,
  OPENINGS_PAGE_SIZE_MAX,
  openingSummaryFields,
  POSITION_TYPE_PARAMS,
  sponsorshipParamOf,
  type OpeningsSortKey,
  type PositionTypeParam,
  type SortDirection,
} from './openingsSearch';
import { filterOpenings, type OpeningsFilter } from './openingsFilter';
import { todayUtc } from './openingTerms';

/** A search as the page asks it: its filters, order and page. */
export interface OpeningsPageRequest {
  filter: OpeningsFilter;
  sort: OpeningsSortKey;
  direction: SortDirection;
  /** 1-based; a page past the last answers the last. */
  page: number;
  size: number;
}

/** Code point order, as the API compares the lower-cased location on both engines (decision 056). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A-Z lower-cased and nothing else, as SQLite's lower() folds the location key. */
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

const compare: Record<OpeningsSortKey, (a: Opening, b: Opening) => number> = {
  REQ_ID: (a, b) => a.REQ_ID - b.REQ_ID,
  PSTN_LCTN: (a, b) => byCodePoint(foldAscii(a.PSTN_LCTN ?? ''), foldAscii(b.PSTN_LCTN ?? '')) || a.REQ_ID - b.REQ_ID,
};

/** The opening's summary: the fields a results page carries, those the opening has none of left out. */
export const openingSummary = (opening: Opening): OpeningSummary =>
  Object.fromEntries(
    openingSummaryFields.flatMap((field) => (opening[field] === undefined ? [] : [[field, opening[field]]])),
  ) as OpeningSummary;

/**
 * The search call's answer made from the whole list (decision 056): what the openings page shows against a back end
 * without the call, and what the remotes' fake API answers. Same matching, order and paging as the API.
 */
export function searchOpeningsList(
  openings: readonly Opening[],
  countries: readonly Country[],
  request: OpeningsPageRequest,
  version = 'list',
): OpeningsSearchAnswer {
  const sign = request.direction === 'asc' ? 1 : -1;
  const matching = filterOpenings(openings, countries, request.filter).sort(
    (a, b) => sign * compare[request.sort](a, b),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / request.size));
  const page = Math.min(Math.max(1, request.page), pageCount);
  const start = (page - 1) * request.size;
  return {
    items: matching.slice(start, start + request.size).map(openingSummary),
    total: matching.length,
    page,
    pageSize: request.size,
    version,
  };
}

/** The search call's parameters as a query string carries them (already checked against its schema). */
export interface OpeningsSearchWireParams {
  q?: string;
  country?: string;
  type?: '' | PositionTypeParam;
  mode?: '' | OpeningsFilter['workMode'];
  sponsorship?: string;
  sort?: OpeningsSortKey;
  dir?: SortDirection;
  page?: string;
  size?: string;
}

/**
 * The page a stand-in for the API answers for the search call's parameters (the remotes' fake API): defaults, the `type` words, `sponsorship`, the size limit and the openings open on `today`
 * as the API reads them; no cursors.
 */
export function pageRequestOf(params: OpeningsSearchWireParams, today: string = todayUtc()): OpeningsPageRequest {
  return {
    filter: {
      search: params.q ?? '',
      countryCode: params.country ?? '',
      positionType: params.type ? POSITION_TYPE_PARAMS[params.type] : '',
      workMode: params.mode ?? '',
      sponsorship: sponsorshipParamOf(params.sponsorship),
      openOn: today,
    },
    sort: params.sort ?? 'REQ_ID',
    direction: params.dir ?? 'desc',
    page: Math.max(1, Number(params.page ?? 1) || 1),
    size: Math.min(
      Math.max(1, Number(params.size ?? OPENINGS_PAGE_SIZE) || OPENINGS_PAGE_SIZE),
      OPENINGS_PAGE_SIZE_MAX,
    ),
  };
}
