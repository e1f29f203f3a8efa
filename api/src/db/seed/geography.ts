import type { Country, State } from '@tekvana/shared';
import { uuidFromName } from './ids';

interface CountrySeed {
  code: string;
  name: string;
  states: readonly string[];
}

/** Order matters: the site treats the first country (USA) as the primary one and India as the second. */
const COUNTRY_SEEDS: readonly CountrySeed[] = [
  {
    code: 'US',
    name: 'USA',
    states: [
      'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
      'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
      'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
      'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
      'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
      'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
      'West Virginia', 'Wisconsin', 'Wyoming',
    ],
  },
  {
    code: 'IN',
    name: 'India',
    states: [
      'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
      'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
      'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
      'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep',
      'Puducherry',
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    states: [
      'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia',
      'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Northwest Territories', 'Nunavut', 'Yukon',
    ],
  },
  { code: 'GB', name: 'United Kingdom', states: ['England', 'Scotland', 'Wales', 'Northern Ireland'] },
  {
    code: 'DE',
    name: 'Germany',
    states: [
      'Baden-Württemberg', 'Bavaria', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hesse', 'Lower Saxony',
      'Mecklenburg-Vorpommern', 'North Rhine-Westphalia', 'Rhineland-Palatinate', 'Saarland', 'Saxony',
      'Saxony-Anhalt', 'Schleswig-Holstein', 'Thuringia',
    ],
  },
];

export const countryUuid = (code: string): string => uuidFromName(`country:${code}`);

export const COUNTRIES: readonly Country[] = COUNTRY_SEEDS.map((seed, index) => ({
  COUNTRY_UUID: countryUuid(seed.code),
  COUNTRY_ID: index + 1,
  COUNTRY_CODE: seed.code,
  COUNTRY_NAME: seed.name,
}));

export const STATES: readonly State[] = COUNTRY_SEEDS.flatMap((seed) =>
  seed.states.map((name) => ({ name, country: countryUuid(seed.code), code: seed.code })),
).map((state, index) => ({
  STATE_UUID: uuidFromName(`state:${state.code}:${state.name}`),
  STATE_ID: index + 1,
  STATE_NAME: state.name,
  COUNTRY_UUID: state.country,
}));
