import { closest, distance } from 'fastest-levenshtein';

/**
 * How many edits a typed word may be from a known one to be offered in its place: one in a word of three letters,
 * two up to six (two letters swapped are two edits), three in longer words.
 */
const allowedEdits = (word: string) => (word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3);

/**
 * A search text with its misspelt words put right (decision 056), or undefined when there is nothing to put right
 * or nothing close enough. A word is kept when it is part of a known word (the search matches parts of words); any
 * other word of three or more letters is replaced by the nearest known word within a few edits (allowedEdits).
 */
export function corrected(search: string, vocabulary: ReadonlySet<string>): string | undefined {
  const known = [...vocabulary];
  if (known.length === 0) return undefined;
  let changed = false;
  const words = search
    .trim()
    .toLocaleLowerCase()
    .split(/\s+/u)
    .map((word) => {
      if (word.length < 3 || known.some((candidate) => candidate.includes(word))) return word;
      const nearest = closest(word, known);
      if (distance(word, nearest) > allowedEdits(word)) return undefined;
      changed = true;
      return nearest;
    });
  if (!changed || words.some((word) => word === undefined)) return undefined;
  return words.join(' ');
}
