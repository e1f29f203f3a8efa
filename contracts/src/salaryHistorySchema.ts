/** The deploy config's salary-history rule (decision 060), checked with the rest of the config. */
import * as z from './schema';
import type { SalaryHistoryRule } from './salaryHistory';

const name = z.string().check(z.minLength(1), z.maxLength(100));

/** A country (ISO 3166-1 alpha-2 code) where current salary is not asked, or only some of its states, by name. */
const salaryHistoryPlaceSchema = z.object({
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  states: z.optional(z.array(name).check(z.minLength(1))),
});

export const salaryHistorySchema = z.object({
  notAskedIn: z.array(salaryHistoryPlaceSchema),
}) satisfies z.ZodMiniType<SalaryHistoryRule>;
