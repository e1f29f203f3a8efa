import {
  NEAR_KM_CHOICES,
  OPENINGS_PAGE_SIZE,
  OPENINGS_PAGE_SIZE_MAX,
  openingsSortKeys,
  POSITION_TYPE_PARAMS,
  sponsorshipParamOf,
} from '@tekvana/contracts/careers';
import type { z } from '@tekvana/contracts/schema';
import type { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { ApiError } from '../../platform/errors';
import { placeWithin, type NearPlace } from '../places/nearPlace';
import type { OpeningsSearch, OpeningsSearchFilter, SearchCursor } from './openingsSearchStore';

export type OpeningsSearchParams = z.output<typeof openingsSearchParamsSchema>;

const badParameter = (field: string, message: string) => new ApiError(400, message, field);

function wholeNumberAtLeastOne(field: 'page' | 'size', value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (number < 1) throw badParameter(field, `${field} must be 1 or more`);
  return number;
}

/**
 * A cursor as the answer's `next` carries it: the order it belongs to and the last opening shown, as base64url
 * JSON. Opaque to callers; a cursor of another order would start the page in the wrong place, so it is refused.
 */
export function encodeCursor(query: Pick<OpeningsSearch, 'sort' | 'direction'>, cursor: SearchCursor): string {
  const parts = [
    query.sort,
    query.direction,
    cursor.reqId,
    ...(cursor.location === undefined ? [] : [cursor.location]),
  ];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(text: string, query: Pick<OpeningsSearch, 'sort' | 'direction'>): SearchCursor {
  const refused = () => badParameter('after', 'after must be a `next` cursor of a search in the same order');
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parts) || parts[0] !== query.sort || parts[1] !== query.direction) throw refused();
  const [, , reqId, location] = parts as unknown[];
  // REQ_ID is a 32-bit integer column; a location key is one line of a location.
  if (!Number.isInteger(reqId) || Number(reqId) < 0 || Number(reqId) > 2_147_483_647) throw refused();
  if (query.sort === 'REQ_ID') return { reqId: Number(reqId) };
  if (typeof location !== 'string' || location.length > 300 || /\p{Cc}/u.test(location)) throw refused();
  return { reqId: Number(reqId), location };
}

/**
 * The place and radius `near` and `km` ask for (decision 084), among the places of `country` when given; undefined
 * without `near`. A radius is 50 km unless given; placeWithin reads the place and bounds the radius.
 */
export function nearOf(near: string | undefined, km: string | undefined, country?: string): NearPlace | undefined {
  const asked = near?.trim() ?? '';
  if (!asked) {
    if (km?.trim()) throw badParameter('km', 'km needs near: the place to measure the distance from');
    return undefined;
  }
  const radius = km?.trim() ? Number(km) : NEAR_KM_CHOICES[0];
  if (!Number.isFinite(radius) || radius <= 0) throw badParameter('km', 'km must be a number of kilometres above 0');
  return placeWithin(asked, radius, country);
}

/**
 * The search the parameters ask for (decision 056). The schema has checked their form; here the values: a page or
 * size below 1 is refused, a size above the most a page holds is answered with that most, a cursor must be one
 * this order gave. Leaving a parameter out (or empty) keeps every opening, as on the page. Openings past their
 * closing date on `today` (YYYY-MM-DD, UTC) are left out (decision 059).
 */
export function searchOf(params: OpeningsSearchParams, today: string): OpeningsSearch {
  const filter: OpeningsSearchFilter = {
    search: params.q ?? '',
    countryCode: params.country ?? '',
    positionType: params.type ? POSITION_TYPE_PARAMS[params.type] : '',
    workMode: params.mode ?? '',
    sponsorship: sponsorshipParamOf(params.sponsorship),
    openOn: today,
  };
  const near = nearOf(params.near, params.km, filter.countryCode || undefined);
  if (near) filter.near = near;
  const sort = params.sort ?? openingsSortKeys[0];
  // As on the page's URL, a missing `dir` is descending whatever the sort (decision 012's default order).
  const direction = params.dir ?? 'desc';
  const page = wholeNumberAtLeastOne('page', params.page, 1);
  const size = Math.min(wholeNumberAtLeastOne('size', params.size, OPENINGS_PAGE_SIZE), OPENINGS_PAGE_SIZE_MAX);
  const order = { sort, direction } as const;
  return {
    filter,
    ...order,
    page,
    size,
    ...(params.after === undefined ? {} : { after: decodeCursor(params.after, order) }),
  };
}
