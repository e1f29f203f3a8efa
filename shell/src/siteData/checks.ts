/**
 * The site data's checks (./parseSiteData, with the schema and zod), loaded the first time data is read from the
 * content remote or the device: a page the server rendered starts from data the server checked, so they are never
 * part of its first load (docs/decisions/073-no-schema-on-the-first-load.md).
 */
export const siteDataChecks = () => import('./parseSiteData');
