import type { Opening } from '@tekvana/shared';

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
  new Set(
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
export function similarOpenings(current: Opening, openings: readonly Opening[], count = SIMILAR_COUNT): Opening[] {
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
export const newestOpenings = (openings: readonly Opening[], count = SIMILAR_COUNT): Opening[] =>
  [...openings].sort((a, b) => b.REQ_ID - a.REQ_ID).slice(0, count);
