import type { Opening } from './careers';
import { EXPERIENCE_MONTHS_MAX } from './openingTerms';

/**
 * What an opening discloses and asks for beyond its terms (decision 081): whether it is a vacancy that exists now or
 * a talent pool, the experience and the education it asks for. One wording for the job page, the JobPosting and the
 * feeds.
 */

/** "An existing vacancy" unless the staffing system says the opening gathers a talent pool. */
export const vacancyText = (opening: Pick<Opening, 'VACANCY_TYPE'>) =>
  opening.VACANCY_TYPE === 'Talent pool'
    ? 'Talent pool: no vacancy today; we will contact you when one opens'
    : 'An existing vacancy';

/** Whole months of experience asked for, when the opening states a valid figure. */
export function experienceMonthsOf(opening: Pick<Opening, 'EXPERIENCE_MONTHS'>): number | undefined {
  const months = opening.EXPERIENCE_MONTHS;
  return months !== undefined && Number.isInteger(months) && months >= 0 && months <= EXPERIENCE_MONTHS_MAX
    ? months
    : undefined;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "3 years", "1 year", "18 months", "0 years": the experience asked for as a span; nothing when not stated. */
export function experienceSpan(opening: Pick<Opening, 'EXPERIENCE_MONTHS'>): string | undefined {
  const months = experienceMonthsOf(opening);
  if (months === undefined) return undefined;
  return months % 12 === 0 ? counted(months / 12, 'year') : counted(months, 'month');
}

/** "At least 3 years of experience", "No experience required"; nothing when not stated. */
export function experienceText(opening: Pick<Opening, 'EXPERIENCE_MONTHS'>): string | undefined {
  const span = experienceSpan(opening);
  if (span === undefined) return undefined;
  return opening.EXPERIENCE_MONTHS === 0 ? 'No experience required' : `At least ${span} of experience`;
}

/** "Education: Bachelor's degree"; nothing when not stated. */
export const educationText = (opening: Pick<Opening, 'EDUCATION'>) =>
  opening.EDUCATION ? `Education: ${opening.EDUCATION}` : undefined;
