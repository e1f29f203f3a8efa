import { consentSchema, requiredText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';
import { emailSchema, phoneDigitsSchema } from '../../../candidate/contactDetails';
import { resumeSchema } from '../../../resume/resumeSchema';
import { AREAS_REQUIRED, chosenAreas, FIRST_AREA_FIELD, NO_AREAS, type AreaField, type AreaValues } from './areas';

export const GENERAL_REQUIRED = {
  fullName: 'Enter your full name.',
  country: 'Choose a country.',
  phone: 'Enter your contact number.',
} as const;

const FIELDS = {
  fullName: requiredText(GENERAL_REQUIRED.fullName, 200),
  email: emailSchema,
  country: requiredText(GENERAL_REQUIRED.country),
  phone: phoneDigitsSchema(GENERAL_REQUIRED.phone),
  resume: resumeSchema,
  processingConsent: consentSchema.processingConsent,
};

const AREAS = Object.fromEntries(Object.keys(NO_AREAS).map((name) => [name, z.boolean()])) as Record<
  AreaField,
  z.ZodMiniBoolean
>;

// Built once, like FIELDS, so the schema's fields stay one object while the answer to "any area?" stays the same,
// and the form's fields are not rendered again (decision 043).
const NO_AREA_CHOSEN = { [FIRST_AREA_FIELD]: z.boolean().check(z.refine(() => false, AREAS_REQUIRED)) };

/**
 * The general application's schema (decision 031) for the answers given so far. "At least one area" is a rule
 * over several boxes; it is written on the first box, where the error summary's link leads, because a check on
 * the whole object would not run while a field stops zod's later checks (no resume does), and one submit should
 * name every problem.
 */
export function generalSchemaFor(values: AreaValues) {
  const anyChosen = chosenAreas(values).length > 0;
  return z.object({ ...FIELDS, ...AREAS, ...(anyChosen ? {} : NO_AREA_CHOSEN) });
}
