import { NEAR_KM_MAX } from '@tekvana/contracts/careers';
import { ApiError } from '../../platform/errors';
import { gazetteer } from './gazetteer';

/** Openings within `km` of a place (decision 084): its label and coordinates as the gazetteer has them. */
export interface NearPlace {
  place: string;
  latitude: number;
  longitude: number;
  km: number;
}

/**
 * The place `asked` names, among the places of `country` when given, with a radius of at most NEAR_KM_MAX (a wider
 * one is answered with it). A place the gazetteer does not know, or a name several places have, is a 400 on the
 * field `near` that says what to write instead. The search call and job alerts read a place the same way.
 */
export function placeWithin(asked: string, km: number, country?: string): NearPlace {
  const lookup = gazetteer().find(asked, country);
  if (lookup.kind === 'unknown')
    throw new ApiError(
      400,
      `No place called "${asked}" is known${country ? ` in ${country}` : ''}: write a city and its state, such as "Austin, TX" or "Pune, Maharashtra"`,
      'near',
    );
  if (lookup.kind === 'ambiguous')
    throw new ApiError(
      400,
      `"${asked}" names more than one place (${lookup.choices.map((place) => place.label).join('; ')}): add its state`,
      'near',
    );
  const { label, latitude, longitude } = lookup.place;
  return { place: label, latitude, longitude, km: Math.min(km, NEAR_KM_MAX) };
}
