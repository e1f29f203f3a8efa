// The package's './requests' entry: what the site sends the staffing and e-mail APIs, one schema per record, and
// the named text patterns their limits use. An entry of its own, so a remote that only needs the records' types
// (from the root or './careers') bundles none of these schemas.
export * from './requestSchemas';
export * from './textPatterns';
