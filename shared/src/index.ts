export * from './contracts/siteData';
export * from './contracts/sectionTypes';
export * from './contracts/careers';
export * from './contracts/mail';
export * from './config/deployConfig';
export * from './constants';
export * from './resumeType';
export * from './randomId';
