import {
  NEAR_KM_CHOICES,
  POSITION_TYPE_PARAMS,
  sponsorshipParamOf,
  workModes,
  type PositionTypeParam,
} from '@tekvana/contracts/careers';
import type { PositionType, WorkMode } from '@tekvana/shared';

import type { OpeningsSortKey, SortDirection } from '@tekvana/contracts/careers';

/** The columns the list sorts by (the search call's `sort`). */
export type SortKey = OpeningsSortKey;
export type { SortDirection };

/** The list's state as it lives in the URL, so a filtered list can be shared and survives reload and Back. */
export interface OpeningsQuery {
  search: string;
  /** COUNTRY_CODE chosen in the dropdown; empty for "Select". */
  country: string;
  /** The `type` parameter (decision 012): permanent, contractual, or anything else for all. */
  type: string;
  /** A WORK_LOCATION_PREFERENCE (Remote, Hybrid, Onsite), or anything else for all (decision 032). */
  mode: string;
  /** Only openings that sponsor a work visa: `sponsorship=yes` (decision 059); any other value keeps all. */
  sponsorship: boolean;
  /** A place, as typed: only openings within `km` of it (decision 084); empty for anywhere. */
  near: string;
  /** The radius around `near` in km: one of the choices unless a shared link names another. */
  km: number;
  sort: SortKey;
  direction: SortDirection;
  /** 1-based. */
  page: number;
}

/** The largest page number the URL can name (the search call takes up to nine digits and more). */
const MAX_PAGE = 999_999_999;

/** The radius a place is searched with unless the URL names another (decision 084). */
export const DEFAULT_KM: number = NEAR_KM_CHOICES[0];

/** Every filter at "any": what Clear filters sets. */
export const NO_FILTERS = {
  search: '',
  country: '',
  type: '',
  mode: '',
  sponsorship: false,
  near: '',
  km: DEFAULT_KM,
} as const satisfies Partial<OpeningsQuery>;

/** Decision 012: default sort REQ_ID descending. */
export const DEFAULT_SORT: Pick<OpeningsQuery, 'sort' | 'direction'> = { sort: 'REQ_ID', direction: 'desc' };

const PARAM = {
  search: 'q',
  country: 'country',
  type: 'type',
  mode: 'mode',
  sponsorship: 'sponsorship',
  near: 'near',
  km: 'km',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
} as const;

export function parseOpeningsQuery(params: URLSearchParams): OpeningsQuery {
  const sort = params.get(PARAM.sort) === 'PSTN_LCTN' ? 'PSTN_LCTN' : DEFAULT_SORT.sort;
  const direction = params.get(PARAM.direction);
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  const km = Number(params.get(PARAM.km) ?? '');
  return {
    search: params.get(PARAM.search) ?? '',
    country: params.get(PARAM.country) ?? '',
    type: params.get(PARAM.type) ?? '',
    mode: params.get(PARAM.mode) ?? '',
    sponsorship: sponsorshipParamOf(params.get(PARAM.sponsorship) ?? undefined),
    near: params.get(PARAM.near) ?? '',
    // A radius that is not one (0, negative, words) is the default; the API answers a huge one with its widest.
    km: Number.isFinite(km) && km > 0 ? km : DEFAULT_KM,
    sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_SORT.direction,
    // A page past the last shows the last; a number too long to send as one is taken for the largest there is.
    page: Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * Applies a change to the URL parameters, leaving defaults out so URLs stay short. A change of what is shown
 * (search, country, type, mode, sponsorship, place, radius, sort) goes back to the first page. Unrelated parameters are kept.
 */
export function withOpeningsQuery(params: URLSearchParams, change: Partial<OpeningsQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...parseOpeningsQuery(params), ...change };
  if (change.page === undefined) merged.page = 1;
  const values: Record<keyof OpeningsQuery, string> = {
    search: merged.search,
    country: merged.country,
    type: merged.type,
    mode: merged.mode,
    sponsorship: merged.sponsorship ? 'yes' : '',
    near: merged.near,
    km: merged.km === DEFAULT_KM ? '' : String(merged.km),
    sort: merged.sort === DEFAULT_SORT.sort ? '' : merged.sort,
    direction: merged.direction === DEFAULT_SORT.direction ? '' : merged.direction,
    page: merged.page > 1 ? String(merged.page) : '',
  };
  for (const [key, value] of Object.entries(values) as [keyof OpeningsQuery, string][]) {
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
  }
  return next;
}

/** Decision 012: permanent keeps Full-Time, contractual keeps Contract, anything else keeps all. */
export function positionTypeOf(type: string): PositionType | undefined {
  return isPositionTypeParam(type) ? POSITION_TYPE_PARAMS[type] : undefined;
}

/** Whether the `type` parameter is one of the page's words for a position type (the search call's too). */
export const isPositionTypeParam = (type: string): type is PositionTypeParam =>
  Object.hasOwn(POSITION_TYPE_PARAMS, type);

/** The work mode the `mode` parameter names, when it names one. */
export function workModeOf(mode: string): WorkMode | undefined {
  return workModes.find((known) => known === mode);
}

/** Clicking the sorted column turns it round; another column starts ascending. */
export function nextSort(
  query: Pick<OpeningsQuery, 'sort' | 'direction'>,
  key: SortKey,
): Pick<OpeningsQuery, 'sort' | 'direction'> {
  if (query.sort === key) return { sort: key, direction: query.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: key, direction: 'asc' };
}
