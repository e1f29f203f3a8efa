// The package's root: what the apps meet through @tekvana/shared's singleton. Pieces only some users need have
// entries of their own (./careers, ./requests, ./html, ./careersRoutes...), so the singleton does not carry them.
// No schema is reached from here: the site data's and the deploy config's are ./siteDataSchema and
// ./deployConfigSchema, so zod is not part of a served page's first load (docs/decisions/073-no-schema-on-the-first-load.md).
export * from './siteData';
export * from './sectionTypes';
export * from './contentKey';
export * from './careers';
export * from './mail';
export * from './deployConfig';
export * from './constants';
export * from './resumeType';
export { salaryHistoryAsked, type SalaryHistoryRule } from './salaryHistory';
