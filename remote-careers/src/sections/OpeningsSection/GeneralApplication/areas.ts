import { STAFF_CATEGORIES, type StaffCategory } from '@tekvana/contracts/careers';

/**
 * One yes/no field per area of interest, so a draft keeps each choice like any checkbox (decision 028). The
 * names are written out rather than made from the labels: a draft from an earlier visit restores by name, and a
 * reworded category must not quietly take over another's answer. `satisfies` makes a category added to the
 * contract fail the type check until it has its field.
 */
export const AREA_FIELDS = {
  Administrative: 'areaAdministrative',
  'Business Professional': 'areaBusinessProfessional',
  'Call Center': 'areaCallCenter',
  Engineering: 'areaEngineering',
  Science: 'areaScience',
  'Finance & accounting': 'areaFinanceAccounting',
  'Information & Technology': 'areaInformationTechnology',
} as const satisfies Record<StaffCategory, string>;

export type AreaField = (typeof AREA_FIELDS)[StaffCategory];
export type AreaValues = Record<AreaField, boolean>;

/** The field that carries the "at least one" error: the first box, where the error summary's link leads. */
export const FIRST_AREA_FIELD: AreaField = AREA_FIELDS[STAFF_CATEGORIES[0]];

export const AREAS_LEGEND = 'Areas of interest';
export const AREAS_HINT = 'Choose one or more.';

/** The boxes of the group, in the contract's order, each named by its category. */
export const AREA_BOXES = STAFF_CATEGORIES.map((category) => ({ name: AREA_FIELDS[category], label: category }));
export const AREAS_REQUIRED = 'Choose at least one area.';

export const NO_AREAS = Object.fromEntries(
  STAFF_CATEGORIES.map((category) => [AREA_FIELDS[category], false]),
) as AreaValues;

/** The ticked areas, in the contract's order. */
export const chosenAreas = (values: AreaValues): StaffCategory[] =>
  STAFF_CATEGORIES.filter((category) => values[AREA_FIELDS[category]]);
