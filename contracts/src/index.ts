// The package's root: what the apps meet through @tekvana/shared's singleton. Pieces only some users need have
// entries of their own (./careers, ./requests, ./html, ./careersRoutes...), so the singleton does not carry them.
export * from './siteData';
export { lenientSiteDataSchemas } from './siteDataSchema';
export * from './sectionTypes';
export * from './contentKey';
export * from './careers';
export * from './mail';
export * from './deployConfig';
export * from './constants';
export * from './resumeType';
export { salaryHistoryAsked, type SalaryHistoryRule } from './salaryHistory';
