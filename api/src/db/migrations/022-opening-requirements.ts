import type { Kysely, Migration } from 'kysely';

/**
 * What an opening discloses and asks for (decision 081): whether it is an existing vacancy or a talent pool, the
 * months of experience and the education asked for. Nullable columns of `openings`, null in the rows of before (read
 * as an existing vacancy that states no requirement). The openings' triggers copy nothing of them, so they stay.
 */
export const openingRequirements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('openings').addColumn('VACANCY_TYPE', 'text').execute();
    await db.schema.alterTable('openings').addColumn('EXPERIENCE_MONTHS', 'integer').execute();
    await db.schema.alterTable('openings').addColumn('EDUCATION', 'text').execute();
  },
};
