// The package's './careers' entry, outside its root entry: the schemas of the staffing API's answers and the
// careers contracts. careers.ts (root entry) types the entities by staffingSchemas.ts, not by this file, so the
// contracts re-exported below can use those types without an import circle.
export * from './staffingSchemas';
export * from './generalApplication';
export * from './jobAlerts';
export * from './openingsFilter';
export * from './openingsSearch';
export * from './openingsSearchLocal';
export * from './openingsChanges';
export * from './openingPages';
export * from './jobPosting';
export * from './openingTerms';
export * from './openingRequirements';
export * from './screening';
export * from './jobPageHead';
export * from './internshipApplication';
export * from './selfIdentification';
