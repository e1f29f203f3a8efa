import type { OpeningSummary } from '@tekvana/shared';
import { POSITION_TYPE_PARAMS } from '@tekvana/contracts/careers';

/** What ranking a role needs of it: a results page's summary has it, and so has a whole opening. */
type Listed = Pick<OpeningSummary, 'REQ_ID' | 'PSTN_TITLE' | 'PSTN_LCTN' | 'PSTN_TYP'>;

/** How many related roles a job page suggests. */
export const SIMILAR_COUNT = 3;

/** Words of a title that say what the role is ("Senior", "Lead" and the like say how senior). */
const SENIORITY = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'associate',
  'ii',
  'iii',
  'i',
]);

const titleWords = (title: string) =>
  new Set<string>(
    title
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((word) => word.length > 1 && !SENIORITY.has(word)),
  );

const cityOf = (location: string) => location.split(',')[0]?.trim().toLowerCase() ?? '';

/**
 * Open roles like this one: the same position type or the same city, those that share words of the title first,
 * then the same city, then the newest. The opening itself is never among them.
 */
export function similarOpenings<Other extends Listed>(
  current: Listed,
  openings: readonly Other[],
  count = SIMILAR_COUNT,
): Other[] {
  const words = titleWords(current.PSTN_TITLE);
  const city = cityOf(current.PSTN_LCTN);
  const ranked = openings
    .filter((other) => other.REQ_ID !== current.REQ_ID)
    .map((other) => {
      const sameCity = city !== '' && cityOf(other.PSTN_LCTN) === city;
      const sameType = other.PSTN_TYP === current.PSTN_TYP;
      const shared = [...titleWords(other.PSTN_TITLE)].filter((word) => words.has(word)).length;
      return { other, related: sameCity || sameType, score: shared * 4 + (sameCity ? 2 : 0) + (sameType ? 1 : 0) };
    })
    .filter(({ related }) => related)
    .sort((a, b) => b.score - a.score || b.other.REQ_ID - a.other.REQ_ID);
  return ranked.slice(0, count).map(({ other }) => other);
}

/** The newest open roles, for a page whose own job is gone. */
export const newestOpenings = <Other extends Listed>(openings: readonly Other[], count = SIMILAR_COUNT): Other[] =>
  [...openings].sort((a, b) => b.REQ_ID - a.REQ_ID).slice(0, count);

/** How many of each search's newest matches are ranked. */
const CANDIDATES_PER_SEARCH = 10;

/**
 * The searches (decision 056) whose newest matches hold the roles `similarOpenings` would rank first: the same type
 * with each of the first two words of the title, the same city, and the same type alone.
 */
export function similarSearches(current: Listed): URLSearchParams[] {
  const type = Object.entries(POSITION_TYPE_PARAMS).find(([, positionType]) => positionType === current.PSTN_TYP)?.[0];
  const typed: Record<string, string> = type ? { type } : {};
  const city = cityOf(current.PSTN_LCTN);
  const searches: Array<Record<string, string>> = [
    ...[...titleWords(current.PSTN_TITLE)].slice(0, 2).map((word) => ({ ...typed, q: word })),
    ...(city ? [{ q: city }] : []),
    ...(type ? [typed] : []),
  ];
  return searches.map((search) => new URLSearchParams({ ...search, size: String(CANDIDATES_PER_SEARCH) }));
}
