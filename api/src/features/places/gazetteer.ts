import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** A place of the gazetteer: a city or town, its region and where it is. */
export interface Place {
  /** As a person writes it: "Austin, TX" in the United States, "Pune, Maharashtra" in India. */
  label: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** What a place's text names: one place, several (each a choice to offer), or none the gazetteer knows. */
export type PlaceLookup =
  { kind: 'found'; place: Place } | { kind: 'ambiguous'; choices: Place[] } | { kind: 'unknown' };

/** The most choices an ambiguous name offers. */
const CHOICES = 5;

/**
 * Names people write that the gazetteer spells otherwise (former names, short forms), normalized. GeoNames keeps
 * the current official names: Bengaluru, Gurugram, Mumbai, New York City.
 */
const ALIASES: Record<string, string> = {
  bangalore: 'bengaluru',
  gurgaon: 'gurugram',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  poona: 'pune',
  'new york': 'new york city',
  nyc: 'new york city',
  'washington dc': 'washington',
};

/** India's states as they are abbreviated (vehicle and postal use), by GeoNames' region code. */
const INDIA_ABBREVIATIONS: Record<string, string> = {
  ap: '02',
  as: '03',
  br: '34',
  cg: '37',
  dl: '07',
  ga: '33',
  gj: '09',
  hr: '10',
  hp: '11',
  jh: '38',
  ka: '19',
  kl: '13',
  mp: '35',
  mh: '16',
  or: '21',
  od: '21',
  pb: '23',
  rj: '24',
  tn: '25',
  ts: '40',
  tg: '40',
  up: '36',
  uk: '39',
  ut: '39',
  wb: '28',
};

const COUNTRY_NAMES: Record<string, string[]> = {
  US: ['us', 'usa', 'united states', 'united states of america'],
  IN: ['in', 'india'],
};

/** Lower case, no accents, letters and digits and single spaces only: "Gondiā" and "gondia" are one name. */
export const normalized = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N},]+/gu, ' ')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

interface Entry extends Place {
  /** Normalized words that name its region or country: a qualifier after the name must be one of them. */
  qualifiers: Set<string>;
}

/** The place names a text can be split into: the whole, else a name and the last one or two words as qualifiers. */
function readings(text: string): Array<{ name: string; qualifiers: string[] }> {
  const parts = text.split(',').filter(Boolean);
  if (parts.length > 1) return [{ name: parts[0]!, qualifiers: parts.slice(1) }];
  const words = text.split(' ');
  const split = (count: number) =>
    words.length > count
      ? [{ name: words.slice(0, -count).join(' '), qualifiers: [words.slice(-count).join(' ')] }]
      : [];
  return [{ name: text, qualifiers: [] }, ...split(1), ...split(2)];
}

/**
 * The places the API measures distances from (decision 084): GeoNames' cities and towns of the countries the
 * openings are in, read from the file `npm run gazetteer` writes, once, on first use.
 */
export class Gazetteer {
  private readonly byName = new Map<string, Entry[]>();

  constructor(text: string) {
    const regions = new Map<string, string>();
    for (const line of text.split('\n')) {
      const [kind, country, region, name, latitude, longitude] = line.split('\t');
      if (kind === 'R' && country && region && name) regions.set(`${country}.${region}`, name);
      if (kind !== 'P' || !country || region === undefined || !name) continue;
      const regionName = regions.get(`${country}.${region}`) ?? '';
      const qualifiers = new Set([normalized(regionName), ...(COUNTRY_NAMES[country] ?? [])]);
      if (country === 'US') qualifiers.add(region.toLowerCase());
      if (country === 'IN')
        for (const [short, code] of Object.entries(INDIA_ABBREVIATIONS)) if (code === region) qualifiers.add(short);
      const key = normalized(name);
      const entry: Entry = {
        label: `${name}, ${country === 'US' ? region : regionName}`,
        country,
        latitude: Number(latitude),
        longitude: Number(longitude),
        qualifiers,
      };
      const named = this.byName.get(key) ?? [];
      // A second place of one name in one region (a village beside a town): the first stands for both.
      if (!named.some((other) => other.label === entry.label && other.country === entry.country)) named.push(entry);
      this.byName.set(key, named);
    }
  }

  /** What `text` names, among the places of `country` when given (an ISO code). */
  find(text: string, country?: string): PlaceLookup {
    const wanted = normalized(text);
    if (!wanted) return { kind: 'unknown' };
    for (const { name, qualifiers } of readings(wanted)) {
      const entries = (this.byName.get(ALIASES[name] ?? name) ?? []).filter(
        (entry) =>
          (!country || entry.country === country) && qualifiers.every((qualifier) => entry.qualifiers.has(qualifier)),
      );
      const places = entries.map(({ qualifiers: _qualifiers, ...place }) => place);
      if (places.length === 1) return { kind: 'found', place: places[0]! };
      if (places.length > 1) return { kind: 'ambiguous', choices: places.slice(0, CHOICES) };
    }
    return { kind: 'unknown' };
  }
}

let loaded: Gazetteer | undefined;

/** The gazetteer the API ships (api/src/features/places/gazetteer.tsv.gz), read on first use. */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(gunzipSync(fs.readFileSync(path.join(__dirname, 'gazetteer.tsv.gz'))).toString('utf8'));
  return loaded;
}

/** The Earth's mean radius: the distances of the gazetteer and of the search's SQL are measured with it. */
export const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
