export * from './siteData';
export { lenientSiteDataSchemas } from './siteDataSchema';
export * from './sectionTypes';
export * from './contentKey';
export * from './careers';
export * from './mail';
export * from './deployConfig';
export * from './constants';
export * from './resumeType';
