import type { Country, Opening } from '@tekvana/shared';
import { fetchCountries, fetchOpenings } from '../../api/staffingApi';

export interface OpeningsList {
  openings: Opening[];
  countries: Country[];
}

/** The openings of the section's targetUrl and the countries of the dropdown, fetched side by side. */
export async function loadOpeningsList(targetUrl: string): Promise<OpeningsList> {
  const [openings, countries] = await Promise.all([fetchOpenings(targetUrl), fetchCountries()]);
  return { openings, countries };
}
