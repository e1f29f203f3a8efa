import { SEED_CITIES } from '../../db/seed/openings';
import { distanceKm, gazetteer, normalized } from './gazetteer';

const found = (text: string, country?: string) => {
  const lookup = gazetteer().find(text, country);
  if (lookup.kind !== 'found') throw new Error(`${text}: ${lookup.kind}`);
  return lookup.place;
};

it("finds every city the seed's openings are in, each exactly once in its country", () => {
  for (const city of SEED_CITIES) expect(found(city.name, city.country).country).toBe(city.country);
  expect(found('Austin, TX')).toEqual({ label: 'Austin, TX', country: 'US', latitude: 30.2672, longitude: -97.7431 });
  expect(found('Pune, Maharashtra').label).toBe('Pune, Maharashtra');
});

it('reads a place as people write it: any case, accents or none, a code or a name, old names', () => {
  for (const text of ['austin tx', 'AUSTIN, Texas', '  Austin ,TX ', 'Austin, TX, USA', 'Austin Texas'])
    expect(found(text).label).toBe('Austin, TX');
  expect(found('Pune, MH').label).toBe('Pune, Maharashtra');
  expect(found('pune india').label).toBe('Pune, Maharashtra');
  expect(found('Bangalore').label).toBe('Bengaluru, Karnataka');
  expect(found('Gurgaon, Haryana').label).toBe('Gurugram, Haryana');
  expect(found('Gondia').label).toBe('Gondiā, Maharashtra');
  expect(found('New York, NY').label).toBe('New York City, NY');
  // "IN" is Indiana beside a city of Indiana, India beside one of India.
  expect(found('Austin, IN').label).toBe('Austin, IN');
  expect(found('Chennai, IN').label).toBe('Chennai, Tamil Nadu');
});

it('offers the choices of a name several places have, and knows no place for anything else', () => {
  const austin = gazetteer().find('Austin');
  expect(austin.kind).toBe('ambiguous');
  if (austin.kind === 'ambiguous')
    expect(austin.choices.map((place) => place.label).sort()).toEqual([
      'Austin, AR',
      'Austin, IN',
      'Austin, MN',
      'Austin, TX',
    ]);
  for (const text of [
    '',
    '   ',
    'Qwertyville',
    'Austin, ZZ',
    "x' OR 1=1 --",
    '"pune" NEAR/2 *',
    'a'.repeat(500),
    'Pune, TX',
  ])
    expect(gazetteer().find(text).kind).toBe('unknown');
  expect(gazetteer().find('Pune', 'US').kind).toBe('unknown');
});

it('measures great-circle distances in kilometres', () => {
  expect(distanceKm(found('Austin, TX'), found('Overland Park, KS'))).toBeCloseTo(1008.8, 0);
  expect(distanceKm(found('Pune'), found('Mumbai'))).toBeGreaterThan(115);
  expect(distanceKm(found('Pune'), found('Mumbai'))).toBeLessThan(125);
  expect(distanceKm(found('Noida'), found('Noida'))).toBe(0);
  expect(normalized(' Gondiā,  MAHĀRĀSHTRA ')).toBe('gondia,maharashtra');
});
