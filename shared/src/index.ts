export * from './contracts/siteData';
export {
  sectionSchema,
  sectionSchemas,
  siteDataSchema,
  siteOutlineSchema,
  uncheckedPageSchema,
} from './contracts/siteDataSchema';
export * from './contracts/sectionTypes';
export * from './contracts/contentKey';
export * from './contracts/careers';
export * from './contracts/mail';
export * from './config/deployConfig';
export * from './config/siteBrand';
export * from './constants';
export * from './resumeType';
export * from './randomId';
export * from './deviceStorage';
export * from './navigation';
export * from './pageHead/pageHead';
