import type { Opening, PayPeriod, PositionType, WorkMode } from '@tekvana/contracts';
import { escapeHtml } from '@tekvana/contracts/html';
import { countryUuid } from './geography';
import { checkedOpenings } from '../openingRow';
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

/** Every city a seeded opening can be in, with its country. */
export const SEED_CITIES: readonly City[] = [...US_CITIES, ...INDIA_CITIES];

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
/** Mixed into the seed of the terms' stream. */
const TERMS_STREAM = 0x5eed_7e25;
/** Mixed into the seed of the requirements' stream (decision 081). */
const REQUIREMENTS_STREAM = 0x5eed_4e9a;
/** The experience each seniority asks for, in months. */
const EXPERIENCE_MONTHS: Record<(typeof SENIORITY)[number]['prefix'], number> = { '': 24, 'Senior ': 60, 'Lead ': 96 };

/** Openings were posted over the last this many days before seedDatesFrom(), the newest on that day. */
const POSTED_OVER_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;
const LAKH = 100_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const thousands = (value: number): string => value.toLocaleString('en-US');

/** A pay band drawn for the role, the place and the type, as the record's pay fields hold it. */
interface Pay {
  min: number;
  max: number;
  currency: 'USD' | 'INR';
  period: PayPeriod;
}

function payOf(role: RoleProfile, city: City, type: PositionType, factor: number, random: () => number): Pay {
  const band = (range: [number, number], step: number): [number, number] => {
    const [low, high] = range;
    const from = Math.round(((low + random() * (high - low) * 0.5) * factor) / step) * step;
    const to = Math.round(Math.min(high * factor, from + (high - low) * 0.6) / step) * step;
    return [from, Math.max(to, from + step)];
  };
  const usa = city.country === 'US';
  if (type === 'Contract') {
    const [min, max] = usa ? band(role.usd.hourly, 1) : band(role.inr.hourly, 50);
    return { min, max, currency: usa ? 'USD' : 'INR', period: 'HOUR' };
  }
  const [from, to] = usa ? band(role.usd.yearlyK, 5) : band(role.inr.lpa, 1);
  const scale = usa ? 1000 : LAKH;
  return { min: from * scale, max: to * scale, currency: usa ? 'USD' : 'INR', period: 'YEAR' };
}

/** The pay as PSTN_RATE's display text: "USD 65-80/hr", "USD 120,000-150,000/yr", "INR 20-29 LPA". */
function rateText(pay: Pay): string {
  if (pay.currency === 'INR' && pay.period === 'YEAR') return `INR ${pay.min / LAKH}-${pay.max / LAKH} LPA`;
  return `${pay.currency} ${thousands(pay.min)}-${thousands(pay.max)}/${pay.period === 'HOUR' ? 'hr' : 'yr'}`;
}

/** What each country and type of engagement offers besides pay. */
const BENEFITS: Record<City['country'], Record<PositionType, string>> = {
  US: {
    'Full-Time':
      'Medical, dental and vision insurance from the first day; 401(k) with a 4% company match; 15 days of paid time off and 10 paid holidays; a yearly learning budget of USD 1,500.',
    Contract:
      'Paid on W-2 every week; medical insurance for you and your family; paid holidays; a Tekvana contact for timesheets and onboarding.',
  },
  IN: {
    'Full-Time':
      'Group health insurance for you, your spouse, children and parents; provident fund and gratuity; 24 days of paid leave; a yearly certification allowance.',
    Contract: 'Paid every month; group health insurance for you; a Tekvana contact for timesheets and onboarding.',
  },
};

/**
 * The day the seed's dates count from: the Monday of the current week (UTC). Posted and closing dates move with the
 * calendar, so the demo's openings stay recent and never all close one day; within a week they are the same on every
 * machine and run, and the seed is written again each week (seed.ts) so a kept database follows.
 */
export function seedDatesFrom(now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
}

/** Each opening closes 60-239 days after seedDatesFrom(): always at least seven weeks ahead. */
const CLOSING_DAYS = { first: 60, spread: 180 };

/**
 * The opening's terms besides pay (decision 059), drawn from their own stream: the fields the seed had before
 * (titles, places, rates, descriptions) stay as they were.
 */
function otherTerms(city: City, type: PositionType, random: () => number, closingFrom: number) {
  const usa = city.country === 'US';
  return {
    CLOSING_DATE: isoDay(closingFrom + (CLOSING_DAYS.first + Math.floor(random() * CLOSING_DAYS.spread)) * DAY_MS),
    BENEFITS: BENEFITS[city.country][type],
    // US clients sponsor an H-1B now and then; roles in India are for those who may work there already.
    VISA_SPONSORSHIP: random() < (usa ? 0.35 : 0.1) ? ('Yes' as const) : ('No' as const),
  };
}

/**
 * What the opening asks for and whether it is a vacancy today (decision 081), from a stream of their own: one in
 * eight gathers a talent pool; most ask for a bachelor's degree, some a certificate or a postgraduate degree.
 */
function requirements(seniority: (typeof SENIORITY)[number], random: () => number) {
  const education = random();
  return {
    VACANCY_TYPE: random() < 1 / 8 ? ('Talent pool' as const) : ('Existing' as const),
    EXPERIENCE_MONTHS: EXPERIENCE_MONTHS[seniority.prefix],
    EDUCATION:
      education < 0.15
        ? ('Professional certificate' as const)
        : education < 0.25
          ? ('Postgraduate degree' as const)
          : ("Bachelor's degree" as const),
  };
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
  datesFrom = seedDatesFrom(),
): Opening[] {
  const random = seededRandom(seed);
  // A stream of its own for the terms added later, so the fields drawn before them stay the same.
  const termsRandom = seededRandom(seed ^ TERMS_STREAM);
  const requirementsRandom = seededRandom(seed ^ REQUIREMENTS_STREAM);
  const drawn = mix === 'drawn';
  const openings = Array.from({ length: count }, (_, index): Opening => {
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
    const pay = payOf(role, city, terms.type, seniority.factor, random);
    return {
      REQ_ID: reqId,
      REQUIREMENT_UUID: uuidFromName(`${uuidPrefix}:${reqId}`),
      PSTN_TITLE: `${seniority.prefix}${role.title}`,
      PSTN_LCTN: city.name,
      PSTN_TYP: terms.type,
      WORK_LOCATION_PREFERENCE: terms.mode,
      PSTN_RATE: rateText(pay),
      COUNTRY: countryUuid(city.country),
      MULTI_LOCATION: terms.multiLocation ? 'Yes' : 'No',
      INTERVIEW_TYPE: terms.interview,
      INTERNAL_JOB_DESCRIPTION: descriptionHtml(role, terms, random),
      POSTED_DATE: isoDay(datesFrom - ((count - 1 - index) % POSTED_OVER_DAYS) * DAY_MS),
      PAY_MIN: pay.min,
      PAY_MAX: pay.max,
      PAY_CURRENCY: pay.currency,
      PAY_PERIOD: pay.period,
      ...otherTerms(city, terms.type, termsRandom, datesFrom),
      ...requirements(seniority, requirementsRandom),
    };
  });
  return checkedOpenings(openings);
}

export const SEED_OPENINGS: readonly Opening[] = generateOpenings(64, 24001, 2024, 'opening');
