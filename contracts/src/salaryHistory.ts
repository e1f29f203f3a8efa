/**
 * Where the job application may ask a candidate for their current salary (decision 060). Several US states and the
 * EU's pay transparency directive forbid asking for pay history, so a deploy lists the places where the question is
 * not asked; everywhere else the SPEC's form asks it.
 */
/** Places where current salary is not asked: a country (ISO 3166-1 alpha-2 code), or only some of its states, by name. */
export interface SalaryHistoryRule {
  notAskedIn: { country: string; states?: string[] }[];
}

/**
 * Not asked anywhere in the USA: the states that ban the question are many and grow, and a single answer across the
 * country is simpler for candidates and recruiters than one per state.
 */
export const DEFAULT_SALARY_HISTORY: SalaryHistoryRule = { notAskedIn: [{ country: 'US' }] };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a candidate in this country and state is asked for their current salary. A rule that names only some
 * states of a country asks until a state is chosen, and asks in every state it does not name.
 */
export function salaryHistoryAsked(
  rule: SalaryHistoryRule,
  countryCode: string | undefined,
  stateName: string | undefined,
): boolean {
  return !rule.notAskedIn.some(
    (place) =>
      place.country === countryCode &&
      (place.states === undefined ||
        (stateName !== undefined && place.states.some((state) => sameName(state, stateName)))),
  );
}
