import type { Opening } from '@tekvana/contracts';
import { openingTermsProblems } from '@tekvana/contracts/careers';

/** The opening's optional terms (decision 059) and requirements (081): nullable columns of `openings` (migrations 017, 022). */
export const openingTermFields = [
  'CLOSING_DATE',
  'PAY_MIN',
  'PAY_MAX',
  'PAY_CURRENCY',
  'PAY_PERIOD',
  'BENEFITS',
  'VISA_SPONSORSHIP',
  // Decision 081 (migration 022).
  'VACANCY_TYPE',
  'EXPERIENCE_MONTHS',
  'EDUCATION',
] as const;
type OpeningTermField = (typeof openingTermFields)[number];

/** An opening as its table holds it: every term a column, null where the opening has none. */
export type OpeningRow = Omit<Opening, OpeningTermField> & {
  [Field in OpeningTermField]?: NonNullable<Opening[Field]> | null;
};

/**
 * The row to store for an opening: each term it leaves out written as null, so every row of an upsert names the
 * same columns and writing an opening again without a term clears it.
 */
export function openingRow(opening: Opening): OpeningRow {
  const row = { ...opening } as OpeningRow;
  for (const field of openingTermFields) (row as Record<OpeningTermField, unknown>)[field] = opening[field] ?? null;
  return row;
}

/** The row without its null terms: answers leave a term out when the opening has none, never null (decision 059). */
export function withoutNullTerms<Row extends object>(row: Row): Record<string, unknown> {
  const answered = { ...row } as Record<string, unknown>;
  for (const field of openingTermFields) if (answered[field] === null) delete answered[field];
  return answered;
}

/** The opening a row holds. */
export const openingOf = (row: OpeningRow): Opening => withoutNullTerms(row) as Opening;

/**
 * The openings, unless one has terms that contradict themselves (openingTermsProblems): then an error naming the
 * opening and every problem, so a seed or an import stores nothing rather than a pay or a date that is wrong.
 */
export function checkedOpenings<Openings extends readonly Opening[]>(openings: Openings): Openings {
  const refused = openings.flatMap((opening) => {
    const problems = openingTermsProblems(opening);
    return problems.length ? [`Opening ${opening.REQ_ID} ("${opening.PSTN_TITLE}"): ${problems.join(' ')}`] : [];
  });
  if (refused.length) throw new OpeningTermsError(refused);
  return openings;
}

/** Openings whose terms contradict themselves: its message names each one and what is wrong. */
export class OpeningTermsError extends Error {
  constructor(readonly refused: readonly string[]) {
    super(`Openings not stored, their terms are wrong: ${refused.join(' ')}`);
    this.name = 'OpeningTermsError';
  }
}
