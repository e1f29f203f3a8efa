import type { Opening, PositionType, WorkMode } from '@tekvana/contracts';
import { escapeHtml } from '@tekvana/contracts/html';
import { countryUuid } from './geography';
import { pick, seededRandom, uuidFromName } from './ids';
import { ROLES, type RoleProfile } from './roles';

interface City {
  name: string;
  country: 'US' | 'IN';
}

const US_CITIES: readonly City[] = [
  'Overland Park, KS',
  'Charlotte, NC',
  'Raleigh, NC',
  'Dallas, TX',
  'Austin, TX',
  'New York, NY',
  'Jersey City, NJ',
  'Chicago, IL',
  'Atlanta, GA',
  'Seattle, WA',
  'Phoenix, AZ',
  'Boston, MA',
  'Columbus, OH',
  'San Jose, CA',
  'Denver, CO',
].map((name) => ({ name, country: 'US' }));

const INDIA_CITIES: readonly City[] = [
  'Pune, Maharashtra',
  'Noida, Uttar Pradesh',
  'Gondia, Maharashtra',
  'Dehradun, Uttarakhand',
  'Bengaluru, Karnataka',
  'Hyderabad, Telangana',
  'Chennai, Tamil Nadu',
  'Gurugram, Haryana',
  'Mumbai, Maharashtra',
  'Kolkata, West Bengal',
].map((name) => ({ name, country: 'IN' }));

const POSITION_TYPES: readonly PositionType[] = ['Contract', 'Full-Time'];
const WORK_MODES: readonly WorkMode[] = ['Remote', 'Hybrid', 'Onsite'];
const INTERVIEW_TYPES = ['Video', 'Phone', 'Video + In person', 'In person'] as const;
const SENIORITY = [
  { prefix: '', factor: 1 },
  { prefix: 'Senior ', factor: 1.15 },
  { prefix: 'Senior ', factor: 1.15 },
  { prefix: 'Lead ', factor: 1.3 },
] as const;
const CONTRACT_MONTHS = [3, 4, 6] as const;

const LAST_POSTED = Date.UTC(2025, 5, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

const thousands = (value: number): string => value.toLocaleString('en-US');

function rateText(role: RoleProfile, city: City, type: PositionType, factor: number, random: () => number): string {
  const band = (range: [number, number], step: number): [number, number] => {
    const [low, high] = range;
    const from = Math.round(((low + random() * (high - low) * 0.5) * factor) / step) * step;
    const to = Math.round(Math.min(high * factor, from + (high - low) * 0.6) / step) * step;
    return [from, Math.max(to, from + step)];
  };
  if (city.country === 'US') {
    if (type === 'Contract') {
      const [from, to] = band(role.usd.hourly, 1);
      return `USD ${from}-${to}/hr`;
    }
    const [from, to] = band(role.usd.yearlyK, 5);
    return `USD ${thousands(from * 1000)}-${thousands(to * 1000)}/yr`;
  }
  if (type === 'Contract') {
    const [from, to] = band(role.inr.hourly, 50);
    return `INR ${thousands(from)}-${thousands(to)}/hr`;
  }
  const [from, to] = band(role.inr.lpa, 1);
  return `INR ${from}-${to} LPA`;
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** A subset of the role's bullets in a stable but per-opening order, so openings of one role differ. */
function choose(items: readonly string[], count: number, random: () => number): string[] {
  const rest = [...items];
  const chosen: string[] = [];
  while (chosen.length < count && rest.length > 0) {
    chosen.push(...rest.splice(Math.floor(random() * rest.length), 1));
  }
  return chosen;
}

interface Terms {
  city: City;
  type: PositionType;
  mode: WorkMode;
  multiLocation: boolean;
  interview: string;
  months: number;
}

function descriptionHtml(role: RoleProfile, terms: Terms, random: () => number): string {
  const place = terms.city.name;
  const where = {
    Remote: `The role is fully remote within ${terms.city.country === 'US' ? 'the United States' : 'India'}; the team meets in ${place} once a quarter.`,
    Hybrid: `The role is hybrid: three days a week at the client office in ${place}, the rest from home.`,
    Onsite: `The role is on site at the client office in ${place}, five days a week.`,
  }[terms.mode];
  const engagement =
    terms.type === 'Contract'
      ? `This is a ${terms.months}-month contract with a strong chance of extension. Tekvana handles onboarding, payroll and timesheets.`
      : 'This is a full-time position with health benefits and paid leave. Our placement team usually completes hiring within 4-6 weeks.';
  const travel = terms.multiLocation ? ' Occasional travel between client locations is required.' : '';
  return [
    `<p>${escapeHtml(role.summary)}</p>`,
    '<h3>What you will do</h3>',
    list(choose(role.duties, 4, random)),
    '<h3>What you bring</h3>',
    list(choose(role.skills, Math.min(4, role.skills.length), random)),
    '<h3>Nice to have</h3>',
    list(choose(role.niceToHave, 2, random)),
    `<p>${escapeHtml(`${where}${travel} ${engagement}`)}</p>`,
    `<p><strong>Interview process:</strong> ${escapeHtml(terms.interview)}.</p>`,
  ].join('\n');
}

/**
 * How a set mixes roles, countries, types and work modes. `cycled`: each steps through its values by position, so
 * even a small set has every one (the demo's 64); but the cycles line up, and some pairs never meet (no data role
 * is remote in the USA). `drawn`: each is drawn by chance, so in a large set every combination occurs.
 */
export type OpeningsMix = 'cycled' | 'drawn';

/**
 * Builds `count` openings with REQ_IDs from `firstReqId`, the same ones for the same arguments.
 * Roughly five in eight are in the USA, the rest in India; every role, type and work mode appears.
 */
export function generateOpenings(
  count: number,
  firstReqId: number,
  seed: number,
  uuidPrefix: string,
  mix: OpeningsMix = 'cycled',
): Opening[] {
  const random = seededRandom(seed);
  const drawn = mix === 'drawn';
  return Array.from({ length: count }, (_, index): Opening => {
    const reqId = firstReqId + index;
    const role = (drawn ? pick(random, ROLES) : ROLES[index % ROLES.length]) as RoleProfile;
    const inUsa = drawn ? random() < 5 / 8 : index % 8 < 5;
    const city = pick(random, inUsa ? US_CITIES : INDIA_CITIES);
    const seniority = pick(random, SENIORITY);
    const terms: Terms = {
      city,
      type: (drawn ? pick(random, POSITION_TYPES) : POSITION_TYPES[index % 2]) as PositionType,
      mode: (drawn ? pick(random, WORK_MODES) : WORK_MODES[Math.floor(index / 2) % 3]) as WorkMode,
      multiLocation: random() < 0.25,
      interview: pick(random, INTERVIEW_TYPES),
      months: pick(random, CONTRACT_MONTHS),
    };
    return {
      REQ_ID: reqId,
      REQUIREMENT_UUID: uuidFromName(`${uuidPrefix}:${reqId}`),
      PSTN_TITLE: `${seniority.prefix}${role.title}`,
      PSTN_LCTN: city.name,
      PSTN_TYP: terms.type,
      WORK_LOCATION_PREFERENCE: terms.mode,
      PSTN_RATE: rateText(role, city, terms.type, seniority.factor, random),
      COUNTRY: countryUuid(city.country),
      MULTI_LOCATION: terms.multiLocation ? 'Yes' : 'No',
      INTERVIEW_TYPE: terms.interview,
      INTERNAL_JOB_DESCRIPTION: descriptionHtml(role, terms, random),
      POSTED_DATE: new Date(LAST_POSTED - ((count - 1 - index) % 365) * DAY_MS).toISOString().slice(0, 10),
    };
  });
}

export const SEED_OPENINGS: readonly Opening[] = generateOpenings(64, 24001, 2024, 'opening');
